/** Standard phone and Business Digital Voice pricing: lines, services, fax lines,
 * equipment, power reserve and battery. */
import { DEFAULT_LINE_COUNT } from '../constants';
import { UnknownProductError } from '../catalogue/lookup';
import type { CatalogueDocument } from '../catalogue/schema';
import type { CartSelections } from '../wire/cart';
import { checkQuantity, distinct, line, type CartLines, type PricedVoiceLine } from './cart-lines';
import { addVideoMeeting } from './price-internet';

export const STANDARD_PHONE_TITLE = 'Standard phone';
export const BDV_TITLE = 'Business Digital Voice';

export interface PricedVoice {
  kind: 'phone' | 'bdv';
  planName: string;
  lines: PricedVoiceLine[];
}

function priceLines(
  c: CartLines,
  section: 'phone' | 'bdv',
  planId: string,
  lines: readonly { tn: string; planId: string }[],
): PricedVoiceLine[] {
  const plan = c.lookup.find(planId, section, 'plans');
  const chosen = lines.length > 0 ? lines : Array.from({ length: DEFAULT_LINE_COUNT }, () => null);
  if (chosen.length > plan.maxLines) {
    throw new Error(`${plan.name}: at most ${plan.maxLines} lines`);
  }
  return chosen.map((l, i) => {
    const p = l && l.planId !== '' ? c.lookup.find(l.planId, section, 'plans') : plan;
    const priced = { tn: l?.tn ?? '', planName: p.name, cents: p.price[c.contract] };
    c.serviceLines.push(
      line(`Line ${i + 1}: ${p.name}`, priced.cents, p.description, {
        id: p.id,
        belongsTo: section,
        category: 'plans',
        quantity: 1,
        lineIndex: i,
      }),
    );
    return priced;
  });
}

function monthlyPick(
  c: CartLines,
  section: 'phone' | 'bdv',
  category: 'directoryListing' | 'maintenance' | 'premiumSupport' | 'features',
  id: string,
): void {
  if (id === '') return;
  const item = c.lookup.find(id, section, category as never) as {
    id: string;
    name: string;
    monthlyCents: number;
  };
  c.phoneServices.push(
    line(item.name, item.monthlyCents, '', {
      id: item.id,
      belongsTo: section,
      category,
      quantity: 1,
    }),
  );
}

function addFax(
  c: CartLines,
  faxLine: CatalogueDocument['phone']['faxLine'],
  count: number,
  section: 'phone' | 'bdv',
): void {
  if (count === 0) return;
  if (!faxLine) throw new UnknownProductError('fax line', `${section}.faxLine`);
  checkQuantity(count, faxLine.maxLines, faxLine.name);
  const ref = { id: faxLine.id, belongsTo: section, category: 'faxLine', quantity: 1 };
  for (let i = 0; i < count; i++) {
    c.faxLines.push(line(faxLine.name, faxLine.monthlyCents, '', ref));
  }
}

function addEquipment(
  c: CartLines,
  section: 'phone' | 'bdv',
  equipment: readonly { id: string; quantity: number }[],
): void {
  distinct(
    equipment.map((e) => e.id),
    `${section}.equipment`,
  );
  for (const { id, quantity } of equipment) {
    const item = c.lookup.find(id, section, 'equipment');
    checkQuantity(quantity, item.maxQuantity, item.name);
    if (quantity > 0) {
      c.addOneTime(item.name, item.oneTimeCents, quantity, item.installments, 'equipment', {
        id: item.id,
        belongsTo: section,
        category: 'equipment',
      });
    }
  }
}

export function pricePhone(c: CartLines, phone: NonNullable<CartSelections['phone']>): PricedVoice {
  const voice: PricedVoice = {
    kind: 'phone',
    planName: STANDARD_PHONE_TITLE,
    lines: priceLines(c, 'phone', phone.planId, phone.lines),
  };
  monthlyPick(c, 'phone', 'maintenance', phone.maintenanceId);
  monthlyPick(c, 'phone', 'directoryListing', phone.directoryListingId);
  monthlyPick(c, 'phone', 'premiumSupport', phone.premiumSupportId);
  addFax(c, c.doc.phone.faxLine, phone.faxLines, 'phone');
  addEquipment(c, 'phone', phone.equipment);
  if (phone.powerReserve) {
    const item = c.doc.phone.powerReserve;
    if (!item) throw new UnknownProductError('power reserve', 'phone.powerReserve');
    c.addOneTime(item.name, item.oneTimeCents, 1, item.installments, 'oneTime', {
      id: item.id,
      belongsTo: 'phone',
      category: 'powerReserve',
    });
  }
  if (phone.batteryId !== '') {
    const item = c.lookup.find(phone.batteryId, 'phone', 'battery');
    c.addOneTime(item.name, item.oneTimeCents, 1, item.installments, 'equipment', {
      id: item.id,
      belongsTo: 'phone',
      category: 'battery',
    });
  }
  return voice;
}

export function priceBdv(c: CartLines, bdv: NonNullable<CartSelections['bdv']>): PricedVoice {
  const voice: PricedVoice = {
    kind: 'bdv',
    planName: BDV_TITLE,
    lines: priceLines(c, 'bdv', bdv.planId, bdv.lines),
  };
  for (const id of distinct(bdv.featureIds, 'bdv.features')) monthlyPick(c, 'bdv', 'features', id);
  monthlyPick(c, 'bdv', 'directoryListing', bdv.directoryListingId);
  monthlyPick(c, 'bdv', 'maintenance', bdv.maintenanceId);
  addFax(c, c.doc.bdv.faxLine, bdv.faxLines, 'bdv');
  addEquipment(c, 'bdv', bdv.equipment);
  addVideoMeeting(c, bdv.videoMeeting, 'bdv');
  return voice;
}
