/**
 * Install-slot SQL (tables install_slots and slot_holds). Every function takes a Kysely executor
 * so the service runs several in one transaction. Portable across SQLite and PostgreSQL: the
 * capacity check is a single conditional UPDATE (`taken < capacity`), atomic on both.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, InstallSlotsTable, SlotHoldsTable } from '../../db/schema';
import { countRows } from '../../db/rows';

type Executor = Kysely<Database>;
export type SlotRow = Selectable<InstallSlotsTable>;
export type HoldRow = Selectable<SlotHoldsTable>;

/** A slot as it is added: its table's columns but the id and the count taken. */
export type NewSlot = Omit<SlotRow, 'id' | 'taken'>;

/** Add slots; a slot already there (same area, date, interval, type) is left as it is. */
export async function insertSlots(db: Executor, rows: NewSlot[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const r = await db
      .insertInto('install_slots')
      .values(rows.slice(i, i + 500).map((s) => ({ ...s, taken: 0 })))
      .onConflict((oc) =>
        oc.columns(['area', 'slot_date', 'interval_code', 'install_type']).doNothing(),
      )
      .executeTakeFirst();
    added += Number(r.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** Set the capacity of existing slots (never below what is already taken). */
export async function setCapacity(db: Executor, rows: NewSlot[]): Promise<number> {
  let changed = 0;
  for (const s of rows) {
    const r = await db
      .updateTable('install_slots')
      .set({ capacity: s.capacity })
      .where('area', '=', s.area)
      .where('slot_date', '=', s.slot_date)
      .where('interval_code', '=', s.interval_code)
      .where('install_type', '=', s.install_type)
      .where('taken', '<=', s.capacity)
      .where('capacity', '<>', s.capacity)
      .executeTakeFirst();
    changed += Number(r.numUpdatedRows);
  }
  return changed;
}

/** The last slot date of an area and install type ('' without slots). */
export async function lastSlotDate(db: Executor, area: string, type: string): Promise<string> {
  const row = await db
    .selectFrom('install_slots')
    .select((eb) => eb.fn.max('slot_date').as('last'))
    .where('area', '=', area)
    .where('install_type', '=', type)
    .executeTakeFirst();
  return row?.last ?? '';
}

/**
 * Slots of an area and type from `fromDate` on, by date and interval, each with how many of its
 * holds ended by `now` (`expired_held`: still counted in `taken`, but free to book).
 */
export function slotsFrom(
  db: Executor,
  area: string,
  type: string,
  fromDate: string,
  now: string,
): Promise<(SlotRow & { expired_held: number | string | bigint | null })[]> {
  return db
    .selectFrom('install_slots')
    .selectAll('install_slots')
    .select((eb) =>
      eb
        .selectFrom('slot_holds')
        .select(eb.fn.countAll<number | string | bigint>().as('n'))
        .whereRef('slot_holds.slot_id', '=', 'install_slots.id')
        .where('slot_holds.status', '=', 'held')
        .where('slot_holds.held_until', '<=', now)
        .as('expired_held'),
    )
    .where('area', '=', area)
    .where('install_type', '=', type)
    .where('slot_date', '>=', fromDate)
    .orderBy('slot_date')
    .orderBy('id')
    .execute();
}

export function findSlot(
  db: Executor,
  key: { area: string; date: string; intervalCode: string; type: string },
): Promise<SlotRow | undefined> {
  return db
    .selectFrom('install_slots')
    .selectAll()
    .where('area', '=', key.area)
    .where('slot_date', '=', key.date)
    .where('interval_code', '=', key.intervalCode)
    .where('install_type', '=', key.type)
    .executeTakeFirst();
}

export function slotById(db: Executor, id: number): Promise<SlotRow | undefined> {
  return db.selectFrom('install_slots').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Take one unit of capacity; false when the slot is full. Atomic on both dialects. */
export async function takeUnit(db: Executor, slotId: number): Promise<boolean> {
  const r = await db
    .updateTable('install_slots')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('id', '=', slotId)
    .whereRef('taken', '<', 'capacity')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Give `n` units back to a slot. */
export async function giveBack(db: Executor, slotId: number, n: number): Promise<void> {
  if (n <= 0) return;
  await db
    .updateTable('install_slots')
    .set((eb) => ({ taken: eb('taken', '-', n) }))
    .where('id', '=', slotId)
    .execute();
}

export async function insertHold(
  db: Executor,
  row: { slot_id: number; cart_id: string; held_until: string; created_at: string },
): Promise<number> {
  const r = await db
    .insertInto('slot_holds')
    .values({ ...row, status: 'held' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export function holdById(db: Executor, id: number): Promise<HoldRow | undefined> {
  return db.selectFrom('slot_holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The cart's holds still counted against capacity ('held' or 'confirmed'). */
export function activeHoldsOf(db: Executor, cartId: string): Promise<HoldRow[]> {
  return db
    .selectFrom('slot_holds')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('status', 'in', ['held', 'confirmed'])
    .orderBy('id')
    .execute();
}

/**
 * Mark holds released and answer the slot of each one this call released. A hold released by a
 * concurrent transaction meanwhile is not returned (the status re-check), so capacity is given
 * back exactly once.
 */
export async function releaseHolds(
  db: Executor,
  where: { ids?: number[]; cartId?: string; expiredAt?: string; slotId?: number },
  from: ('held' | 'confirmed')[] = ['held'],
): Promise<{ id: number; slot_id: number }[]> {
  if (where.ids && !where.ids.length) return [];
  let q = db.updateTable('slot_holds').set({ status: 'released' }).where('status', 'in', from);
  if (where.ids) q = q.where('id', 'in', where.ids);
  if (where.cartId !== undefined) q = q.where('cart_id', '=', where.cartId);
  if (where.slotId !== undefined) q = q.where('slot_id', '=', where.slotId);
  if (where.expiredAt !== undefined) q = q.where('held_until', '<=', where.expiredAt);
  const rows = await q.returning(['id', 'slot_id']).execute();
  return rows.map((r) => ({ id: Number(r.id), slot_id: Number(r.slot_id) }));
}

/**
 * Compare-and-set on one hold: writes `values` only while its status is still `from`; false when
 * it is not (another request moved it first).
 */
async function setHoldWhile(
  db: Executor,
  id: number,
  from: HoldRow['status'],
  values: Updateable<SlotHoldsTable>,
): Promise<boolean> {
  const r = await db
    .updateTable('slot_holds')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A held hold kept until `heldUntil`; false when it is no longer 'held'. */
export function extendHold(db: Executor, id: number, heldUntil: string): Promise<boolean> {
  return setHoldWhile(db, id, 'held', { held_until: heldUntil });
}

/** held -> confirmed (submit); false when the hold is no longer 'held'. */
export function confirmHold(db: Executor, id: number): Promise<boolean> {
  return setHoldWhile(db, id, 'held', { status: 'confirmed' });
}

/** A released hold taken again (its slot had room): released -> confirmed. */
export function reviveHold(db: Executor, id: number): Promise<boolean> {
  return setHoldWhile(db, id, 'released', { status: 'confirmed' });
}

export function countSlots(db: Executor): Promise<number> {
  return countRows(db, 'install_slots');
}
