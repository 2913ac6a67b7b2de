/**
 * Cart SQL (table `carts`). Every function takes a Kysely executor so the service can run several
 * statements in one transaction. Portable across SQLite and PostgreSQL.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { CartsTable, Database } from '../../db/schema';
import { versionedRows } from '../../db/rows';

/** A cart and the number of the order placed from it (`locked_by`; null while none). */
export type CartRow = Selectable<CartsTable> & { locked_by: string | null };

/** An update of one cart's row (the caller adds its own conditions and runs it). */
const updateCartRow = (db: Kysely<Database>, cartId: string, values: Updateable<CartsTable>) =>
  db.updateTable('carts').set(values).where('cart_id', '=', cartId);

/**
 * Read a cart (with its placed order's number); insert a new one (a concurrent request that
 * created it first wins: nothing happens); write new selections when the row still has `version`
 * and no order was placed from it (false when someone came first).
 */
const carts = versionedRows<'carts', Pick<CartsTable, 'selections' | 'updated_at' | 'expires_at'>>(
  'carts',
  'cart_id',
  // A placed order locks its cart: the order keeps the cart as it was.
  { table: 'orders', column: 'cart_id', answer: 'order_no' },
);
export const { find: findCart, insert: insertCart, update: updateCart } = carts;

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
