/**
 * Moving a placed order's install slot (the console's reschedule): in the caller's transaction,
 * the new slot's unit is taken first with the same conditional UPDATE as a hold (never above
 * capacity, on both dialects), a confirmed hold is written for it, and only then is the old
 * confirmed hold released and its unit given back. A full slot changes nothing.
 */
import type { Kysely } from 'kysely';
import { firstBookableDate, type InstallType } from '@bizline/domain/orders/install-calendar';
import type { Database } from '../../db/schema';
import { providerHolidays } from './holidays';
import * as repo from './repo';
import { confirmedSlot, type ConfirmedSlot } from './service';

export type MoveSlotResult =
  { ok: true; slot: ConfirmedSlot } | { ok: false; reason: 'unknown' | 'full' | 'same' };

export async function moveConfirmedSlot(
  trx: Kysely<Database>,
  req: {
    cartId: string;
    /** The order's confirmed hold; null when it had no slot yet. */
    holdId: number | null;
    area: string;
    date: string;
    intervalCode: string;
    type: InstallType;
    now: Date;
  },
): Promise<MoveSlotResult> {
  if (req.date < firstBookableDate(req.now) || providerHolidays().has(req.date)) {
    return { ok: false, reason: 'unknown' };
  }
  const slot = await repo.findSlot(trx, {
    area: req.area,
    date: req.date,
    intervalCode: req.intervalCode,
    type: req.type,
  });
  if (!slot) return { ok: false, reason: 'unknown' };
  const slotId = Number(slot.id);
  const old = req.holdId === null ? undefined : await repo.holdById(trx, req.holdId);
  if (old && old.status === 'confirmed' && Number(old.slot_id) === slotId) {
    return { ok: false, reason: 'same' };
  }
  if (!(await repo.takeUnit(trx, slotId))) return { ok: false, reason: 'full' };
  const nowIso = req.now.toISOString();
  const holdId = await repo.insertHold(trx, {
    slot_id: slotId,
    cart_id: req.cartId,
    held_until: nowIso,
    created_at: nowIso,
  });
  await repo.confirmHold(trx, holdId);
  if (old) {
    const released = await repo.releaseHolds(trx, { ids: [Number(old.id)] }, ['held', 'confirmed']);
    for (const r of released) await repo.giveBack(trx, r.slot_id, 1);
  }
  return { ok: true, slot: confirmedSlot(holdId, slot) };
}
