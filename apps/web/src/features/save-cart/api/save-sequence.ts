import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import type { DoSaveOrderBody, SaveOrderConfirmationAnswer } from '@bizline/domain/wire/saved-cart';
import { SAVED_CART_CALLS } from '@bizline/domain/wire/saved-cart/calls';
import { api } from '../../../shared/api/client';

/**
 * 002 §7 "Save order as a sequence: one GET, then POST cart info, then GET; then navigate to
 * confirmation": GET Cart/GetCartInfo (there is a cart, priced now; 409 when there is none),
 * POST SaveOrder/DoSaveOrder with the form's fields, GET SaveOrder/SaveOrderConfirmation.
 * Resolves with the confirmation the 'Email sent' page shows; a failure at any step rejects with
 * that step's ApiError and the later steps are not called.
 */
export async function saveOrderSequence(
  body: DoSaveOrderBody,
): Promise<SaveOrderConfirmationAnswer> {
  await api.call(CART_CALLS.getCartInfo);
  await api.call(SAVED_CART_CALLS.doSaveOrder, body);
  return api.call(SAVED_CART_CALLS.saveOrderConfirmation);
}
