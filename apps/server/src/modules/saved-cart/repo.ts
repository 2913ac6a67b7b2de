/** Saved-cart SQL (tables saved_carts and gate_attempts). Portable across SQLite and PostgreSQL. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { SqlDialect } from '../../db/index';
import type { Database, SavedCartsTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { rowWhere } from '../../db/rows';

export type SavedCartRow = Selectable<SavedCartsTable>;

export function findSavedCart(
  db: Kysely<Database>,
  cartId: string,
): Promise<SavedCartRow | undefined> {
  return rowWhere(db, 'saved_carts', 'cart_id', cartId);
}

/** Insert the saved cart, or replace what a new save changes (created_at is kept). */
export async function upsertSavedCart(db: Kysely<Database>, row: Insertable<SavedCartsTable>) {
  const { cart_id: _id, created_at: _created, ...changes } = row;
  await db
    .insertInto('saved_carts')
    .values(row)
    .onConflict((oc) => oc.column('cart_id').doUpdateSet(changes))
    .execute();
}

export async function updateSavedCart(
  db: Kysely<Database>,
  cartId: string,
  changes: Updateable<SavedCartsTable>,
) {
  await db.updateTable('saved_carts').set(changes).where('cart_id', '=', cartId).execute();
}

/**
 * Take the reminder of `saved` (as read) with `changes`: compare-and-set on the reminder count
 * and due time read, so of two sweeps that read the same row only one takes it.
 */
export async function claimReminder(
  db: Kysely<Database>,
  saved: Pick<SavedCartRow, 'cart_id' | 'reminders_sent' | 'next_reminder_at'>,
  changes: Updateable<SavedCartsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_carts')
    .set(changes)
    .where('cart_id', '=', saved.cart_id)
    .where('reminders_sent', '=', saved.reminders_sent)
    .where('next_reminder_at', '=', saved.next_reminder_at)
    .where('reminders', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findByUnsubscribeHash(
  db: Kysely<Database>,
  hash: string,
): Promise<SavedCartRow | undefined> {
  return rowWhere(db, 'saved_carts', 'unsubscribe_hash', hash);
}

/** Saved carts whose next reminder is due (reminders on, not ordered, not expired). */
export function dueReminders(db: Kysely<Database>, now: string): Promise<SavedCartRow[]> {
  return db
    .selectFrom('saved_carts')
    .selectAll()
    .where('status', 'in', ['saved', 'retrieved'])
    .where('reminders', '=', 1)
    .where('next_reminder_at', 'is not', null)
    .where('next_reminder_at', '<=', now)
    .where('expires_at', '>', now)
    .orderBy('next_reminder_at')
    .limit(200)
    .execute();
}

/** Mark saved carts past their expiry; the number marked. */
export async function expireSavedCarts(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db
    .updateTable('saved_carts')
    .set({ status: 'expired', next_reminder_at: null, updated_at: now })
    .where('status', 'in', ['saved', 'retrieved'])
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Failed gate attempts since `since`, for one cart and for one client. */
export async function failedAttempts(
  db: Kysely<Database>,
  cartId: string,
  clientKey: string,
  since: string,
): Promise<{ cart: number; client: number }> {
  const count = async (column: 'cart_id' | 'client_key', value: string) => {
    const row = await db
      .selectFrom('gate_attempts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(column, '=', value)
      .where('ok', '=', 0)
      .where('at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return { cart: await count('cart_id', cartId), client: await count('client_key', clientKey) };
}

/**
 * Take a gate attempt BEFORE the e-mail is compared: in one transaction, with the
 * cart and the client locked (PostgreSQL: advisory locks in a fixed order; SQLite: the
 * transaction begins IMMEDIATE, one writer at a time), count the failures since `since` and,
 * under both limits, insert the attempt as a failure. Its id, or null past a limit. The caller
 * marks it a success (markGateSuccess) when the e-mail matches, so however many attempts arrive
 * together at most `perCart` wrong e-mails are compared per cart and `perClient` per client.
 */
export async function reserveGateAttempt(
  db: Kysely<Database>,
  dialect: SqlDialect,
  row: { cart_id: string; client_key: string; at: string },
  since: string,
  limits: { perCart: number; perClient: number },
): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    if (dialect === 'postgres') {
      for (const key of [`gate-cart:${row.cart_id}`, `gate-client:${row.client_key}`].sort()) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
    }
    const failed = await failedAttempts(trx, row.cart_id, row.client_key, since);
    if (failed.cart >= limits.perCart || failed.client >= limits.perClient) return null;
    const inserted = await trx
      .insertInto('gate_attempts')
      .values({ ...row, ok: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  });
}

/** The attempt's e-mail matched: it no longer counts as a failure. */
export async function markGateSuccess(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('gate_attempts').set({ ok: 1 }).where('id', '=', id).execute();
}

/** Forget attempts older than `before` (they no longer count). */
export async function purgeGateAttempts(db: Kysely<Database>, before: string) {
  await db.deleteFrom('gate_attempts').where('at', '<=', before).execute();
}
