/** Saved-cart SQL (tables saved_carts and gate_attempts). Portable across SQLite and PostgreSQL. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SavedCartsTable } from '../../db/schema';

export type SavedCartRow = Selectable<SavedCartsTable>;

export function findSavedCart(
  db: Kysely<Database>,
  cartId: string,
): Promise<SavedCartRow | undefined> {
  return db.selectFrom('saved_carts').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
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

export function findByUnsubscribeHash(
  db: Kysely<Database>,
  hash: string,
): Promise<SavedCartRow | undefined> {
  return db
    .selectFrom('saved_carts')
    .selectAll()
    .where('unsubscribe_hash', '=', hash)
    .executeTakeFirst();
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

export async function insertGateAttempt(
  db: Kysely<Database>,
  row: { cart_id: string; client_key: string; ok: 0 | 1; at: string },
) {
  await db.insertInto('gate_attempts').values(row).execute();
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

/** Forget attempts older than `before` (they no longer count). */
export async function purgeGateAttempts(db: Kysely<Database>, before: string) {
  await db.deleteFrom('gate_attempts').where('at', '<=', before).execute();
}
