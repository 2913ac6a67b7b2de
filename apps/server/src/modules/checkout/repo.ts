/**
 * Checkout SQL (tables `checkouts` and `otp_codes`). Every function takes a Kysely executor so
 * the service can run several statements in one transaction. Portable across SQLite and
 * PostgreSQL.
 */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { SqlDialect } from '../../db/index';
import type { CheckoutsTable, Database, OtpCodesTable } from '../../db/schema';
import { versionedRows } from '../../db/rows';

/** A checkout and the number of the order placed from its cart (`locked_by`; null while none). */
export type CheckoutRow = Selectable<CheckoutsTable> & { locked_by: string | null };
export type OtpRow = Selectable<OtpCodesTable>;

/**
 * Read a checkout (with its placed order's number); insert a new one (a concurrent request that
 * created it first wins: nothing happens); write progress and answers when the row still has
 * `version` and no order was placed (false when someone came first).
 */
const checkouts = versionedRows<
  'checkouts',
  Pick<CheckoutsTable, 'progress' | 'answers' | 'updated_at'>
>('checkouts', 'cart_id', { table: 'orders', column: 'cart_id', answer: 'order_no' });
export const { find: findCheckout, insert: insertCheckout, update: updateCheckout } = checkouts;

/** The cart's active code (at most one: a new send replaces the old). */
export function findActiveOtp(db: Kysely<Database>, cartId: string): Promise<OtpRow | undefined> {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The status of the cart's latest code, whatever became of it (undefined: none was sent). */
export async function lastOtpStatus(
  db: Kysely<Database>,
  cartId: string,
): Promise<OtpRow['status'] | undefined> {
  const row = await db
    .selectFrom('otp_codes')
    .select('status')
    .where('cart_id', '=', cartId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status;
}

/**
 * Serialise passcode sends to one mobile number, so that simultaneous sends cannot both pass the
 * hourly limit. PostgreSQL: a transaction-scoped advisory lock on the number's hash. SQLite: the
 * one connection already runs one transaction at a time.
 */
export async function lockMobileSends(
  db: Kysely<Database>,
  dialect: SqlDialect,
  mobileHash: string,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`otp-send:${mobileHash}`}, 0))`.execute(
      db,
    );
  }
}

/** Codes sent to a mobile number (by hash) since `since`, whatever became of them. */
export async function countSendsSince(
  db: Kysely<Database>,
  mobileHash: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('otp_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('mobile_hash', '=', mobileHash)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the active codes of `where` (one code by id, or a cart's) to `status`; how many moved.
 * A code leaves 'active' once: a code another request moved first is not counted.
 */
async function moveActiveOtps(
  db: Kysely<Database>,
  where: { id: number } | { cart_id: string },
  status: OtpRow['status'],
): Promise<number> {
  const by =
    'id' in where
      ? db.updateTable('otp_codes').where('id', '=', where.id)
      : db.updateTable('otp_codes').where('cart_id', '=', where.cart_id);
  const result = await by.set({ status }).where('status', '=', 'active').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function replaceActiveOtps(db: Kysely<Database>, cartId: string): Promise<void> {
  await moveActiveOtps(db, { cart_id: cartId }, 'replaced');
}

export async function insertOtp(db: Kysely<Database>, row: Insertable<OtpCodesTable>) {
  await db.insertInto('otp_codes').values(row).execute();
}

/**
 * Take one try on an active code BEFORE the passcode is compared: one atomic update
 * raises the count only while it is under `maxAttempts`, so however many tries arrive together,
 * at most `maxAttempts` of them are ever compared. The count with this try, or null when no try
 * is left (used up, or the code is no longer active).
 */
export async function takeTry(
  db: Kysely<Database>,
  id: number,
  maxAttempts: number,
): Promise<number | null> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** A code whose last try was wrong stops working. */
export async function lockOtp(db: Kysely<Database>, id: number): Promise<void> {
  await moveActiveOtps(db, { id }, 'locked');
}

/** Status and tries of one code. */
export function otpState(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('otp_codes')
    .select(['status', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Use an active code once; false when another request used (or changed) it first. */
export async function useOtp(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await moveActiveOtps(db, { id }, 'used')) === 1;
}

/**
 * Records `mobileHash` as a passcode destination of `scope` ('session:<id>' or 'cart:<id>'):
 * true when it already was one or a free slot (1..max) took it. The primary key (scope, slot)
 * and the unique (scope, mobile_hash) make it atomic: concurrent sends to different numbers
 * cannot take more than `max` slots (issue 11, SMS pumping).
 */
export async function claimSmsDestination(
  db: Kysely<Database>,
  scope: string,
  mobileHash: string,
  max: number,
  now: string,
): Promise<boolean> {
  const known = () =>
    db
      .selectFrom('sms_destinations')
      .select('slot')
      .where('scope', '=', scope)
      .where('mobile_hash', '=', mobileHash)
      .executeTakeFirst();
  if (await known()) return true;
  for (let slot = 1; slot <= max; slot++) {
    const inserted = await db
      .insertInto('sms_destinations')
      .values({ scope, slot, mobile_hash: mobileHash, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('slot')
      .executeTakeFirst();
    if (inserted) return true;
    // The conflict may be this very number, claimed by a concurrent send.
    if (await known()) return true;
  }
  return false;
}
