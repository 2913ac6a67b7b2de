import type { z } from 'zod';
import type { CART_CALLS, cartInfoResponse } from '@bizline/domain/wire/cart';
import type { DoSaveOrderBody, SaveOrderConfirmationAnswer } from '@bizline/domain/wire/saved-cart';
import { api } from '../../../shared/api/client';
import { postDoSaveOrder } from './do-save-order';
import { fetchSaveOrderConfirmation } from './save-order-confirmation';

/** Written out (checked against CART_CALLS) so the zod schemas stay out of the chunk. */
const CART_INFO_PATH: (typeof CART_CALLS)['getCartInfo']['path'] = 'Cart/GetCartInfo';

type CartInfo = z.infer<typeof cartInfoResponse>;

/** GET Cart/GetCartInfo: the session's cart as it stands (409 when there is none). */
function fetchCartInfo(): Promise<CartInfo> {
  return api.get<CartInfo>(CART_INFO_PATH);
}

/**
 * 002 §7 "Save order as a sequence: one GET, then POST cart info, then GET; then navigate to
 * confirmation": GET Cart/GetCartInfo (there is a cart, priced now), POST SaveOrder/DoSaveOrder
 * with the form's fields, GET SaveOrder/SaveOrderConfirmation. Resolves with the confirmation the
 * 'Email sent' page shows; a failure at any step rejects with that step's ApiError and the later
 * steps are not called.
 */
export async function saveOrderSequence(
  body: DoSaveOrderBody,
): Promise<SaveOrderConfirmationAnswer> {
  await fetchCartInfo();
  await postDoSaveOrder(body);
  return fetchSaveOrderConfirmation();
}
