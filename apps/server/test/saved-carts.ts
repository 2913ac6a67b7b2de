/** For tests: the saved cart a cart id has in the database (there must be one). */
import type { AppContext } from '../src/context';

export function savedCartRow(ctx: Pick<AppContext, 'db'>, cartId: string) {
  return ctx.db.kysely
    .selectFrom('saved_carts')
    .selectAll()
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
}
