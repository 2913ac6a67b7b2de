/**
 * Telephone-number inventory SQL (all of it). Every function takes a Kysely executor so the
 * service can run several in one transaction. Portable SQL; the one difference is the row lock
 * on PostgreSQL (`FOR UPDATE SKIP LOCKED`), chosen by the caller with `lockRows`.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countRows } from '../../db/rows';

type Executor = Kysely<Database>;

/** A number can be taken when it is free or its hold has ended by `now`. */
const takable = (eb: ExpressionBuilder<Database, 'telephone_numbers'>, now: string) =>
  eb.or([
    eb('status', '=', 'free'),
    eb.and([eb('status', '=', 'held'), eb('held_until', '<=', now)]),
  ]);

/** Numbers in `tns` held by the cart, in tn order. */
export async function heldBy(db: Executor, cartId: string, area?: string): Promise<string[]> {
  let q = db
    .selectFrom('telephone_numbers')
    .select('tn')
    .where('cart_id', '=', cartId)
    .where('status', '=', 'held');
  if (area !== undefined) q = q.where('area', '=', area);
  const rows = await q.orderBy('tn').execute();
  return rows.map((r) => r.tn);
}

/** Numbers the cart holds whose hold has not ended at `now`. */
export async function liveHoldsOf(db: Executor, cartId: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('telephone_numbers')
    .select('tn')
    .where('cart_id', '=', cartId)
    .where('status', '=', 'held')
    .where('held_until', '>', now)
    .orderBy('tn')
    .execute();
  return rows.map((r) => r.tn);
}

/** Move every hold of the cart to `heldUntil`; the number of holds touched. */
export async function extendHolds(
  db: Executor,
  cartId: string,
  heldUntil: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('telephone_numbers')
    .set({ held_until: heldUntil })
    .where('cart_id', '=', cartId)
    .where('status', '=', 'held')
    .returning('tn')
    .execute();
  return rows.map((r) => r.tn).sort();
}

/** Up to `limit` numbers of the area that are free or whose hold ended at `now`, in tn order. */
export async function availableNumbers(
  db: Executor,
  area: string,
  now: string,
  limit: number,
  lockRows: boolean,
): Promise<string[]> {
  const q = db
    .selectFrom('telephone_numbers')
    .select('tn')
    .where('area', '=', area)
    .where((eb) => takable(eb, now))
    .orderBy('tn')
    .limit(limit);
  // PostgreSQL: rows another transaction is taking are skipped, not waited for.
  const rows = await (lockRows ? q.forUpdate().skipLocked() : q).execute();
  return rows.map((r) => r.tn);
}

/**
 * Hold the given numbers for the cart, re-checking that each is still free (or its hold ended):
 * the numbers actually taken.
 */
export async function takeNumbers(
  db: Executor,
  tns: string[],
  cartId: string,
  heldUntil: string,
  now: string,
): Promise<string[]> {
  if (!tns.length) return [];
  const rows = await db
    .updateTable('telephone_numbers')
    .set({ status: 'held', cart_id: cartId, held_until: heldUntil })
    .where('tn', 'in', tns)
    .where((eb) => takable(eb, now))
    .returning('tn')
    .execute();
  return rows.map((r) => r.tn);
}

/** Free the cart's holds (all of them, or only `tns`); the number freed. */
export async function release(db: Executor, cartId: string, tns?: string[]): Promise<number> {
  if (tns && !tns.length) return 0;
  let q = db
    .updateTable('telephone_numbers')
    .set({ status: 'free', cart_id: null, held_until: null })
    .where('cart_id', '=', cartId)
    .where('status', '=', 'held');
  if (tns) q = q.where('tn', 'in', tns);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Free every hold that ended at `now`; the number freed. */
export async function releaseExpired(db: Executor, now: string, area?: string): Promise<number> {
  let q = db
    .updateTable('telephone_numbers')
    .set({ status: 'free', cart_id: null, held_until: null })
    .where('status', '=', 'held')
    .where('held_until', '<=', now);
  if (area !== undefined) q = q.where('area', '=', area);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Mark the cart's held numbers among `tns` assigned; the numbers assigned. */
export async function assign(db: Executor, cartId: string, tns: string[]): Promise<string[]> {
  if (!tns.length) return [];
  const rows = await db
    .updateTable('telephone_numbers')
    .set({ status: 'assigned', held_until: null })
    .where('cart_id', '=', cartId)
    .where('status', '=', 'held')
    .where('tn', 'in', tns)
    .returning('tn')
    .execute();
  return rows.map((r) => r.tn).sort();
}

/** The numbers of `tns` that are in the inventory, whatever their state or area. */
export async function inInventory(db: Executor, tns: string[]): Promise<string[]> {
  if (!tns.length) return [];
  const rows = await db
    .selectFrom('telephone_numbers')
    .select('tn')
    .where('tn', 'in', tns)
    .execute();
  return rows.map((r) => r.tn);
}

export function countNumbers(db: Executor): Promise<number> {
  return countRows(db, 'telephone_numbers');
}

/** Add free numbers; numbers already in the pool are left as they are. The number added. */
export async function insertFree(
  db: Executor,
  rows: { tn: string; area: string }[],
): Promise<number> {
  let added = 0;
  // 2 parameters per row: batches stay far under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 2000) {
    const batch = rows.slice(i, i + 2000);
    const r = await db
      .insertInto('telephone_numbers')
      .values(batch.map((n) => ({ tn: n.tn, area: n.area, status: 'free' as const })))
      .onConflict((oc) => oc.column('tn').doNothing())
      .executeTakeFirst();
    added += Number(r.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** Move free numbers to another area (a re-import may re-home a number nobody holds). */
export async function updateFreeArea(db: Executor, tn: string, area: string): Promise<number> {
  const r = await db
    .updateTable('telephone_numbers')
    .set({ area })
    .where('tn', '=', tn)
    .where('status', '=', 'free')
    .where('area', '<>', area)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** --replace: delete free numbers not in `keep`; held and assigned numbers stay. */
export async function deleteFreeExcept(db: Executor, keep: Set<string>): Promise<number> {
  const free = await db
    .selectFrom('telephone_numbers')
    .select('tn')
    .where('status', '=', 'free')
    .execute();
  const gone = free.map((r) => r.tn).filter((tn) => !keep.has(tn));
  for (let i = 0; i < gone.length; i += 5000) {
    await db
      .deleteFrom('telephone_numbers')
      .where('tn', 'in', gone.slice(i, i + 5000))
      .where('status', '=', 'free')
      .execute();
  }
  return gone.length;
}
