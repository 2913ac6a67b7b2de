/** Test helpers: what a cart's checkout stored (its checkout row, parsed; its order). */
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import type { TestServer } from './support';
import { checkoutAnswersOf, type CheckoutAnswers } from '../src/modules/checkout/service';

export async function loadCheckoutRow(
  server: TestServer,
  cartId: string,
): Promise<{ progress: CheckoutProgress; answers: CheckoutAnswers }> {
  const row = await server.ctx.db.kysely
    .selectFrom('checkouts')
    .select('progress')
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return {
    progress: JSON.parse(row.progress) as CheckoutProgress,
    answers: (await checkoutAnswersOf(server.ctx, cartId))!,
  };
}

/** The order a cart became (there must be one). */
export function orderOfCart(server: TestServer, cartId: string) {
  return server.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
}
