/**
 * Install slots as real capacity (issue 5; docs/decisions/013-install-slots-and-orders.md).
 *
 * - A calendar per area (the ZIP3 of the service address, like the number pool) and install
 *   type: business days with intervals, each with a capacity and a `taken` count. It is
 *   generated on demand when an area's calendar runs short, and by `npm run slots:generate`.
 * - Choosing a slot HOLDS it for SLOT_HOLD_MINUTES: in one transaction, `taken` goes up only if
 *   it is below capacity (one conditional UPDATE, atomic on both dialects) and a hold row is
 *   written. A cart holds at most one slot; holding another releases the previous one.
 * - Submitting the order CONFIRMS the hold. Expired holds give their unit back lazily (before
 *   the slot is taken) and by releaseExpiredHolds; listings count them as free already.
 * Every function opens its own transaction, or joins the caller's when given one
 * (`{ ...ctx, db: { ...ctx.db, kysely: trx } }`).
 */
import type { Kysely } from 'kysely';
import type { DueDateAnswer } from '@bizline/domain/wire/checkout';
import {
  DEFAULT_CALENDAR_DAYS,
  SLOT_HOLD_MINUTES,
  businessDays,
  calendarFor,
  firstBookableDate,
  type InstallType,
} from '@bizline/domain/orders/install-calendar';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import {
  effectiveInstallType,
  installOptionFields,
  installTypeOfCart,
  offersBothInstallTypes,
} from '@bizline/domain/checkout/installation';
import type { CartSelections } from '@bizline/domain/wire/cart';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { tnAreaOf } from '../tn/service';
import * as repo from './repo';
import { providerHolidays } from './holidays';

/** What the scheduling functions need of the app context. */
export interface SchedulingCtx {
  db: Db;
}

/** The slot area of a service ZIP code: its ZIP3, the same rule as the number pool. */
export const slotAreaOf = (zip: string): string => tnAreaOf(zip);

/** Give one unit back per released hold, slot by slot (ascending ids: fewer lock cycles). */
async function giveBackAll(trx: Kysely<Database>, released: { slot_id: number }[]) {
  const perSlot = new Map<number, number>();
  for (const r of released) perSlot.set(r.slot_id, (perSlot.get(r.slot_id) ?? 0) + 1);
  for (const id of [...perSlot.keys()].sort((a, b) => a - b)) {
    await repo.giveBack(trx, id, perSlot.get(id)!);
  }
}

/**
 * Per database, the last slot date this process saw per area and type. Slots are never deleted,
 * so a calendar seen to cover a date covers it for good: the offered window is checked against
 * it before the database is asked again (once a day per area, when the window moves on).
 */
const coveredThrough = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * Make sure the area's calendar covers the offered window (DEFAULT_CALENDAR_DAYS business days);
 * missing days are added with the default capacity. Slots already there keep their capacity.
 */
async function ensureCalendar(
  ctx: SchedulingCtx,
  area: string,
  type: InstallType,
  now = new Date(),
): Promise<number> {
  const holidays = providerHolidays();
  const window = businessDays(now, DEFAULT_CALENDAR_DAYS, undefined, holidays);
  const windowEnd = window[window.length - 1]!;
  const db = ctx.db.kysely;
  let covered = coveredThrough.get(db);
  if (!covered) coveredThrough.set(db, (covered = new Map()));
  const key = `${area}|${type}`;
  if ((covered.get(key) ?? '') >= windowEnd) return 0;
  const last = await repo.lastSlotDate(db, area, type);
  // Inside a transaction the slots may yet be rolled back: nothing is remembered from it.
  const remember = (through: string) => !db.isTransaction && covered.set(key, through);
  if (last >= windowEnd) {
    remember(last);
    return 0;
  }
  const added = await repo.insertSlots(db, calendarFor({ area, type, today: now, holidays }));
  remember(windowEnd);
  return added;
}

/**
 * `npm run slots:generate` and the demo seed: write `days` business days of slots for an area
 * with the given capacity (existing slots get the new capacity, never below what is taken).
 */
export async function generateSlots(
  ctx: SchedulingCtx,
  opts: { area: string; days: number; capacity?: number; types?: InstallType[]; now?: Date },
): Promise<{ added: number; updated: number }> {
  if (!/^\d{3}$/.test(opts.area)) throw new Error(`area must be a ZIP3, got "${opts.area}"`);
  return inTransaction(ctx.db, async (trx) => {
    let added = 0;
    let updated = 0;
    for (const type of opts.types ?? (['tech', 'self'] as const)) {
      const rows = calendarFor({
        area: opts.area,
        type,
        today: opts.now ?? new Date(),
        days: opts.days,
        // The capacity option is the technicians'; self install keeps its ample default.
        capacity: type === 'tech' ? opts.capacity : undefined,
        holidays: providerHolidays(),
      });
      added += await repo.insertSlots(trx, rows);
      if (opts.capacity !== undefined && type === 'tech')
        updated += await repo.setCapacity(trx, rows);
    }
    return { added, updated };
  });
}

export interface SlotView {
  date: string;
  code: string;
  interval: string;
  available: number;
}

/** The bookable slots of an area and type at `now`, counting expired holds as free. */
export async function availableSlots(
  ctx: SchedulingCtx,
  area: string,
  type: InstallType,
  now = new Date(),
): Promise<SlotView[]> {
  await ensureCalendar(ctx, area, type, now);
  // Slots written before a day became a holiday stay in the table but are never offered.
  const holidays = providerHolidays();
  const slots = (
    await repo.slotsFrom(ctx.db.kysely, area, type, firstBookableDate(now), now.toISOString())
  ).filter((s) => !holidays.has(s.slot_date));
  return slots.map((s) => ({
    date: s.slot_date,
    code: s.interval_code,
    interval: s.interval_label,
    available: Math.max(0, s.capacity - s.taken + Number(s.expired_held)),
  }));
}

/** The answer of GetDueDateDetails / GenerateSelfInstallment for an area (002 §3 JSON texts). */
export async function dueDatesForArea(
  ctx: SchedulingCtx,
  area: string,
  installType: InstallType,
  now = new Date(),
): Promise<DueDateAnswer> {
  const slots = (await availableSlots(ctx, area, installType, now)).filter((s) => s.available > 0);
  const intervals: Record<string, { code: string; interval: string; available: number }[]> = {};
  for (const s of slots) {
    (intervals[s.date] ??= []).push({ code: s.code, interval: s.interval, available: s.available });
  }
  return {
    GetDueDateStatus: 'SUCCESS',
    DueDates: JSON.stringify(Object.keys(intervals)),
    DueDateIntervals: JSON.stringify(intervals),
    appointmentCode: JSON.stringify(`${installType.toUpperCase()}-${area}`),
    techOptionFields: [
      { code: 'self', description: 'Self install' },
      { code: 'tech', description: 'Technician install' },
    ],
    ShowSelfTechInstall: 'Y',
    SIselected: installType,
  };
}

/**
 * The installation answer of a cart (GetDueDateDetails, GenerateSelfInstallment, NextButtonIPM):
 * the slots of the type the cart holds (issue 10 §2: the cart's installationId is the one
 * choice), its options named and priced as the catalogue sells them.
 */
export async function scheduleForCart(
  ctx: SchedulingCtx,
  cart: { area: string; selections: CartSelections },
  doc: CatalogueDocument,
  checkoutType: string | undefined,
  now = new Date(),
): Promise<DueDateAnswer> {
  const type = effectiveInstallType(doc, cart.selections, checkoutType);
  const answer = await dueDatesForArea(ctx, cart.area, type, now);
  // A cart without an installation item (no internet) keeps the checkout's own choice.
  if (installTypeOfCart(doc, cart.selections) === null) return answer;
  return {
    ...answer,
    techOptionFields: installOptionFields(doc),
    ShowSelfTechInstall: offersBothInstallTypes(doc) ? 'Y' : 'N',
  };
}

export interface HoldRequest {
  cartId: string;
  area: string;
  /** YYYY-MM-DD */
  date: string;
  intervalCode: string;
  installType: InstallType;
  now?: Date;
}
export type HoldResult =
  { ok: true; holdId: number; heldUntil: string; label: string } | { ok: false };

/**
 * Hold a slot for the cart (SetDueDate). `{ ok: false }` when the slot does not exist, is no
 * longer bookable or is full; the cart's previous hold then stays as it was.
 */
export function holdSlot(ctx: SchedulingCtx, req: HoldRequest): Promise<HoldResult> {
  const now = req.now ?? new Date();
  const nowIso = now.toISOString();
  const heldUntil = new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000).toISOString();
  if (req.date < firstBookableDate(now) || providerHolidays().has(req.date)) {
    return Promise.resolve({ ok: false });
  }
  return inTransaction<HoldResult>(ctx.db, async (trx) => {
    // A write first: on SQLite it takes the write lock for the whole transaction.
    await giveBackAll(trx, await repo.releaseHolds(trx, { cartId: req.cartId, expiredAt: nowIso }));
    const slot = await repo.findSlot(trx, {
      area: req.area,
      date: req.date,
      intervalCode: req.intervalCode,
      type: req.installType,
    });
    if (!slot) return { ok: false };
    const slotId = Number(slot.id);
    // Expired holds of other carts on this slot give their unit back before counting.
    await giveBackAll(trx, await repo.releaseHolds(trx, { slotId, expiredAt: nowIso }));
    const current = (await repo.activeHoldsOf(trx, req.cartId)).filter((h) => h.status === 'held');
    const same = current.find((h) => Number(h.slot_id) === slotId);
    if (same && (await repo.extendHold(trx, Number(same.id), heldUntil))) {
      const others = current.filter((h) => h !== same).map((h) => Number(h.id));
      await giveBackAll(trx, await repo.releaseHolds(trx, { ids: others }));
      return { ok: true, holdId: Number(same.id), heldUntil, label: slot.interval_label };
    }
    // Take the new unit first: when the slot is full nothing of the cart's changes (its
    // previous hold stays), also inside a caller's transaction.
    if (!(await repo.takeUnit(trx, slotId))) return { ok: false };
    // One slot per cart: the previous one goes back.
    await giveBackAll(trx, await repo.releaseHolds(trx, { ids: current.map((h) => Number(h.id)) }));
    const holdId = await repo.insertHold(trx, {
      slot_id: slotId,
      cart_id: req.cartId,
      held_until: heldUntil,
      created_at: nowIso,
    });
    return { ok: true, holdId, heldUntil, label: slot.interval_label };
  });
}

export interface ConfirmedSlot {
  holdId: number;
  dueDate: string;
  timeSlotCode: string;
  timeSlot: string;
  type: string;
  area: string;
}

/** A confirmed hold as the order keeps it: the hold and its slot's date, interval, type and area. */
export function confirmedSlot(holdId: number, slot: repo.SlotRow): ConfirmedSlot {
  return {
    holdId,
    dueDate: slot.slot_date,
    timeSlotCode: slot.interval_code,
    timeSlot: slot.interval_label,
    type: slot.install_type,
    area: slot.area,
  };
}

/**
 * Submit: the cart's hold becomes confirmed. A hold that expired but was not yet released still
 * owns its unit and is confirmed; a released one is taken again if the slot still has room.
 * null when the hold is not the cart's or the slot filled up meanwhile.
 */
export function confirmSlot(
  ctx: SchedulingCtx,
  holdId: number,
  cartId: string,
): Promise<ConfirmedSlot | null> {
  return inTransaction<ConfirmedSlot | null>(ctx.db, async (trx) => {
    const hold = await repo.holdById(trx, holdId);
    if (!hold || hold.cart_id !== cartId) return null;
    const slot = await repo.slotById(trx, Number(hold.slot_id));
    if (!slot) return null;
    if (hold.status !== 'confirmed' && !(await repo.confirmHold(trx, holdId))) {
      // Released meanwhile: take a unit again if there is room.
      if (!(await repo.takeUnit(trx, Number(slot.id)))) return null;
      if (!(await repo.reviveHold(trx, holdId))) {
        await repo.giveBack(trx, Number(slot.id), 1);
        return null;
      }
    }
    return confirmedSlot(holdId, slot);
  });
}

/** Release the cart's holds (held ones, and confirmed ones too when asked: a cancelled order). */
export function releaseHolds(
  ctx: SchedulingCtx,
  cartId: string,
  opts: { includeConfirmed?: boolean } = {},
): Promise<number> {
  return inTransaction(ctx.db, async (trx) => {
    const released = await repo.releaseHolds(
      trx,
      { cartId },
      opts.includeConfirmed ? ['held', 'confirmed'] : ['held'],
    );
    await giveBackAll(trx, released);
    return released.length;
  });
}

/** Give every expired hold's unit back (periodic sweep); the holds released. */
export function releaseExpiredHolds(ctx: SchedulingCtx, now = new Date()): Promise<number> {
  return inTransaction(ctx.db, async (trx) => {
    const released = await repo.releaseHolds(trx, { expiredAt: now.toISOString() });
    await giveBackAll(trx, released);
    return released.length;
  });
}

/** Start-up with SEED_DEMO: calendars for the demo areas when there are no slots at all. */
export async function seedDemoSlotsIfEmpty(
  ctx: {
    db: Db;
    log: { info(obj: object, msg?: string): void };
  },
  areas: readonly string[],
): Promise<number> {
  if ((await repo.countSlots(ctx.db.kysely)) > 0) return 0;
  let added = 0;
  for (const area of areas) {
    added += (await generateSlots(ctx, { area, days: DEFAULT_CALENDAR_DAYS })).added;
  }
  ctx.log.info({ slots: added }, 'generated the demo install calendar');
  return added;
}
