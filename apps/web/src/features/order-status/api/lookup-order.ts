import type { z } from 'zod';
import type { orderStatusLookupResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type OrderStatusAnswer = z.infer<typeof orderStatusLookupResponse>;

/** POST OrderStatus/Lookup: an order by its number and the service ZIP (no cart needed). */
export function postOrderStatusLookup(orderNumber: string, zipCode: string) {
  return api.call(CHECKOUT_CALLS.orderStatusLookup, { orderNumber, zipCode });
}
