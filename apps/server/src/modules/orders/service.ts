/**
 * Orders (issue 5; docs/decisions/013-install-slots-and-orders.md), as other modules and the
 * routes use them. The parts live in files named for what they do:
 * - ./place-order.ts: createOrder, idempotent per key and per cart, in one transaction with the
 *   slot confirmation, the number assignment, the history and the queued confirmation e-mail;
 * - ./submit-checkout.ts: the classic submit from the session's checkout;
 * - ./order-status.ts: the confirmation of the session's order and the public status lookup;
 * - ./confirmation-email.ts: the confirmation e-mail (sent after the commit; a failure is logged,
 *   never fatal);
 * - ./auto-cancel.ts: orders still 'acknowledged' 10 days after submission are cancelled;
 * - ./move-order.ts: moveOrder, the one place an order's state changes;
 * - ./order-record.ts: the Order read from its row, and the totals of its priced snapshot.
 * The order keeps a priced snapshot of what was bought, the customer and billing details (payment
 * tokens and last four digits only) and the confirmed slot.
 */
export { cancelUnfulfilledOrders } from './auto-cancel';
export { lookupOrderStatus, orderConfirmation } from './order-status';
export { createOrder, orderOfCart } from './place-order';
export { structuredAddressOf } from './order-record';
export { submitOrder } from './submit-checkout';
