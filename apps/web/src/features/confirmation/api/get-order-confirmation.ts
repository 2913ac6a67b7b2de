import { useQuery } from '@tanstack/react-query';
import type { CHECKOUT_CALLS, OrderConfirmation } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const PATH: (typeof CHECKOUT_CALLS)['confirmOrderStatus']['path'] = 'OrderStatus/Confirm';

/** GET OrderStatus/Confirm?orderNo= : the submitted order as the confirmation pages show it. */
function getOrderConfirmation(orderNo: string): Promise<OrderConfirmation> {
  return api.get<OrderConfirmation>(PATH, { query: { orderNo } });
}

export function useOrderConfirmation(orderNo: string | null) {
  return useQuery({
    queryKey: ['orderConfirmation', orderNo],
    queryFn: () => getOrderConfirmation(orderNo ?? ''),
    enabled: Boolean(orderNo),
  });
}
