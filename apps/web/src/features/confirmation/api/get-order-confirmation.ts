import { useQuery } from '@tanstack/react-query';
import type { OrderConfirmation } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

/** GET OrderStatus/Confirm?orderNo= : the submitted order as the confirmation pages show it. */
function getOrderConfirmation(orderNo: string): Promise<OrderConfirmation> {
  return api.call(CHECKOUT_CALLS.confirmOrderStatus, { orderNo });
}

export function useOrderConfirmation(orderNo: string | null) {
  return useQuery({
    queryKey: ['orderConfirmation', orderNo],
    queryFn: () => getOrderConfirmation(orderNo ?? ''),
    enabled: Boolean(orderNo),
  });
}
