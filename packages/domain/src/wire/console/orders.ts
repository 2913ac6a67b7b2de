/**
 * Wire contract of the console's orders (issue 14): the list with filters (state, placed between
 * two days, service ZIP, channel), a search (order number, part of the business name, e-mail)
 * and keyset paging (an opaque cursor, newest first); the detail (priced snapshot, customer and
 * billing details with card and account numbers masked, the install slot, the history, the legal
 * moves); moving the state (packages/domain/src/orders/order-states.ts); rescheduling the install
 * slot within capacity.
 */
export * from './orders-calls';
export * from './orders-schemas';
