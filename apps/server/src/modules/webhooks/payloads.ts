/** The `data` of the events the storefront's own changes raise (webhook-events.ts types). */
import type {
  OrderCreatedData,
  OrderStateChangedData,
} from '@bizline/domain/integrations/webhook-events';
import type { Order } from '../orders/order-record';
import { toProductOrder, type HistoryEntry } from '../tmf622/product-order';

/** TMF622 path of an order (modules/tmf622). */
const productOrderHref = (orderNumber: string) =>
  `/tmf-api/productOrderingManagement/v4/productOrder/${encodeURIComponent(orderNumber)}`;

const orNull = (v: string | undefined | null) => (v ? v : null);

/**
 * order.created's data: the order's first facts (kept for receivers written before), and the
 * whole order as the TMF622 API answers it (`productOrder`), so the webhook alone is enough.
 */
export function orderCreatedData(
  order: Order,
  publicUrl: string,
  history: readonly HistoryEntry[] = [],
): OrderCreatedData {
  const c = order.customer;
  return {
    orderNumber: order.orderNo,
    state: order.status,
    flow: order.flow,
    serviceZip: order.serviceZip,
    businessName: c.businessName ?? '',
    contact: {
      firstName: orNull(c.firstName),
      lastName: orNull(c.lastName),
      email: orNull(c.email),
      phone: orNull(c.phoneNumber),
    },
    orderDate: order.createdAt,
    requestedStartDate: orNull(order.installation.dueDate),
    href: productOrderHref(order.orderNo),
    productOrder: toProductOrder(order, history, publicUrl),
  };
}

/** order.state_changed's data (moveOrder raises it; key `order.state_changed:<no>:<history>`). */
export function orderStateChangedData(
  change: Omit<OrderStateChangedData, 'href' | 'reason'> & { reason?: string | null },
): OrderStateChangedData {
  return { ...change, reason: change.reason ?? null, href: productOrderHref(change.orderNumber) };
}
