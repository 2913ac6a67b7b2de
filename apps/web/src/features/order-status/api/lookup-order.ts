import type { z } from 'zod';
import type { CHECKOUT_CALLS, orderStatusLookupResponse } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const PATH: (typeof CHECKOUT_CALLS)['orderStatusLookup']['path'] = 'OrderStatus/Lookup';

export type OrderStatusAnswer = z.infer<typeof orderStatusLookupResponse>;

/** POST OrderStatus/Lookup: an order by its number and the service ZIP (no cart needed). */
export function postOrderStatusLookup(orderNumber: string, zipCode: string) {
  return api.post<OrderStatusAnswer>(PATH, { orderNumber, zipCode });
}
