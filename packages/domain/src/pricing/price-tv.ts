/** TV pricing: plan, viewing option, equipment, recording, premium channels and the
 * Movie Channels Pack. */
import { TV_EQUIPMENT_NONE_CODE, TV_RECORDING_NONE } from '../constants';
import type { CartSelections } from '../wire/cart';
import { checkQuantity, distinct, line, type CartLines, type PricedLine } from './cart-lines';

export interface PricedTv {
  plan: PricedLine;
  /** `id`: the pack's catalogue id (absent in carts priced before it was kept). */
  movieChannelsPack: { channels: string[]; cents: number; id?: string } | null;
}

export function priceTv(c: CartLines, tv: NonNullable<CartSelections['tv']>): PricedTv {
  const { lookup, doc } = c;
  const plan = lookup.find(tv.planId, 'tv', 'plans');
  const ref = (id: string, category: string, quantity = 1) =>
    ({ id, belongsTo: 'tv', category, quantity }) as const;
  const planLine = line(plan.name, plan.price[c.contract], plan.description, ref(plan.id, 'plans'));
  c.serviceLines.push(planLine);
  if (tv.viewingOptionId !== '') {
    const item = lookup.find(tv.viewingOptionId, 'tv', 'viewingOptions');
    c.tvServices.push(
      line(item.name, item.monthlyCents, item.description, ref(item.id, 'viewingOptions')),
    );
  }
  distinct(
    tv.equipment.map((e) => e.id),
    'tv.equipment',
  );
  for (const { id, quantity } of tv.equipment) {
    const item = lookup.find(id, 'tv', 'equipment');
    checkQuantity(quantity, item.maxQuantity, item.name);
    if (item.code === TV_EQUIPMENT_NONE_CODE || quantity === 0) continue; // 001 §5
    c.tvServices.push(
      line(
        quantity > 1 ? `${item.name} (x${quantity})` : item.name,
        item.monthlyCents * quantity,
        '',
        ref(item.id, 'equipment', quantity),
      ),
    );
  }
  if (tv.recordingId !== '') {
    const item = lookup.find(tv.recordingId, 'tv', 'recording');
    if (item.name !== TV_RECORDING_NONE) {
      c.tvServices.push(
        line(item.name, item.monthlyCents, item.description, ref(item.id, 'recording')),
      );
    }
  }
  const channels = distinct(tv.premiumChannelIds, 'tv.premiumChannels').map((id) =>
    lookup.find(id, 'tv', 'premiumChannels'),
  );
  const pack = doc.tv.movieChannelsPack;
  const inPack =
    pack && pack.channelIds.every((id) => channels.some((ch) => ch.id === id))
      ? new Set(pack.channelIds)
      : new Set<string>();
  let movieChannelsPack: PricedTv['movieChannelsPack'] = null;
  if (pack && inPack.size > 0) {
    movieChannelsPack = {
      channels: channels.filter((ch) => inPack.has(ch.id)).map((ch) => ch.name),
      cents: pack.monthlyCents,
      id: pack.id,
    };
  }
  for (const ch of channels) {
    if (!inPack.has(ch.id)) {
      c.tvServices.push(
        line(ch.name, ch.monthlyCents, ch.description, ref(ch.id, 'premiumChannels')),
      );
    }
  }
  return { plan: planLine, movieChannelsPack };
}
