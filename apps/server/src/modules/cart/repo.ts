/**
 * Cart SQL (table `carts`). Every function takes a Kysely executor so the service can run several
 * statements in one transaction. Portable across SQLite and PostgreSQL.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CartsTable, Database } from '../../db/schema';
import { rowWhere } from '../../db/rows';

export type CartRow = Selectable<CartsTable>;

/** An update of one cart's row (the caller adds its own conditions and runs it). */
const updateCartRow = (db: Kysely<Database>, cartId: string, values: Updateable<CartsTable>) =>
  db.updateTable('carts').set(values).where('cart_id', '=', cartId);

export function findCart(db: Kysely<Database>, cartId: string): Promise<CartRow | undefined> {
  return rowWhere(db, 'carts', 'cart_id', cartId);
}

/** Insert a new cart; a concurrent request that created it first wins (nothing happens). */
export async function insertCart(db: Kysely<Database>, row: Insertable<CartsTable>) {
  await db
    .insertInto('carts')
    .values(row)
    .onConflict((oc) => oc.column('cart_id').doNothing())
    .execute();
}

/** Write new selections when the row still has `version`; false when someone wrote first. */
export async function updateCart(
  db: Kysely<Database>,
  cartId: string,
  version: number,
  values: { selections: string; updated_at: string; expires_at: string },
): Promise<boolean> {
  const result = await updateCartRow(db, cartId, { ...values, version: version + 1 })
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Live carts other than `cartId` whose selections carry a business listing (the duplicate check
 * parses them; the LIKE keeps the scan to carts that have one).
 */
export function cartsWithBusinessListing(
  db: Kysely<Database>,
  cartId: string,
  now: string,
): Promise<Pick<CartRow, 'cart_id' | 'selections'>[]> {
  return db
    .selectFrom('carts')
    .select(['cart_id', 'selections'])
    .where('cart_id', '!=', cartId)
    .where('expires_at', '>', now)
    .where('selections', 'like', '%"businessListing":{%')
    .execute();
}

/** Move the cart's expiry to `expiresAt` unless it is already later (saved carts, issue 6). */
export async function extendCartExpiry(db: Kysely<Database>, cartId: string, expiresAt: string) {
  await updateCartRow(db, cartId, { expires_at: expiresAt })
    .where('expires_at', '<', expiresAt)
    .execute();
}

/** Hand the cart to another session (a verified saved-cart link, issue 6). */
export async function setCartSession(db: Kysely<Database>, cartId: string, sessionId: string) {
  await updateCartRow(db, cartId, { session_id: sessionId }).execute();
}

/** The number of the order placed from this cart, if any: the cart is then locked. */
export async function placedOrderNo(db: Kysely<Database>, cartId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('order_no')
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return row?.order_no ?? null;
}
