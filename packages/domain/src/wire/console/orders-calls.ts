/**
 * The console's order calls (every signed-in staff role; the session cookie, not the Bearer
 * token). Call list without zod at runtime (types only from ./orders-schemas); the server
 * validates with the schemas.
 */
import { call } from '../call';
import type * as s from './orders-schemas';

export const CONSOLE_ORDER_CALLS = {
  /** Filters, search and keyset paging, newest first. */
  list: call<s.OrderListQuery, s.OrderListAnswer>('GET', 'Console/Orders', { auth: false }),
  detail: call<s.OrderDetailQuery, s.OrderDetailAnswer>('GET', 'Console/Orders/Detail', {
    auth: false,
  }),
  /** Move the order to another state (409 for an illegal move); answers the detail. */
  move: call<s.MoveOrderBody, s.OrderDetailAnswer>('POST', 'Console/Orders/Move', { auth: false }),
  /** The slots the order's installation could move to. */
  slots: call<s.OrderDetailQuery, s.OrderSlotsAnswer>('GET', 'Console/Orders/Slots', {
    auth: false,
  }),
  /** Take the new slot, release the old one (409 when full); answers the detail. */
  reschedule: call<s.RescheduleOrderBody, s.OrderDetailAnswer>(
    'POST',
    'Console/Orders/Reschedule',
    { auth: false },
  ),
};
