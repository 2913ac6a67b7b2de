import type { OrderUpdateResponse, UpdateCartRequest } from '@bizline/domain/wire/cart';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { isOrderUpdateSuccess } from '@bizline/domain/validators/forms-001';
import { ApiError, placedOrderOf } from '../api/api-error';
import { api } from '../api/client';
import { useAppStore } from '../store/app-store';

/**
 * POST PrdConfig/UpdateCart. Only Status 'SUCCESS' is a success; anything else,
 * and a refused call, shows the global error without leaving the page and answers
 * FAILURE, so callers only check the Status.
 */
export async function postUpdateCart(body: UpdateCartRequest): Promise<OrderUpdateResponse> {
  const { showGlobalError } = useAppStore.getState();
  let answer: OrderUpdateResponse;
  try {
    answer = await api.call(CART_CALLS.updateCart, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The cart's order is placed: the page shows that order, not an error.
    const orderNo = placedOrderOf(error);
    if (orderNo) useAppStore.getState().showPlacedOrder(orderNo);
    else showGlobalError(error.message);
    return { Status: 'FAILURE', message: error.message, ServicesInCart: '' };
  }
  if (!isOrderUpdateSuccess(answer)) {
    showGlobalError(answer?.message);
    return { Status: 'FAILURE', message: answer?.message, ServicesInCart: '' };
  }
  return answer;
}

/** The cart's TV plan id (GetSelectedProducts), or null when it cannot be read. */
export async function currentTvPlanId(): Promise<string | null> {
  try {
    const answer = await api.call(CART_CALLS.getSelectedProducts);
    return answer?.selections?.tv?.planId || null;
  } catch {
    return null;
  }
}
