/** Test helper: the stored checkout of a cart, parsed. */
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
