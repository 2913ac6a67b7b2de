/**
 * The console's order calls (every signed-in staff role; the session cookie, not the Bearer
 * token). Call list without zod at runtime (types only from ./orders-schemas); the server
 * validates with the schemas.
 */
import { cookieCalls } from '../call';
import type * as s from './orders-schemas';

const { get, post } = cookieCalls;

export const CONSOLE_ORDER_CALLS = {
  /** Filters, search and keyset paging, newest first. */
  list: get<s.OrderListQuery, s.OrderListAnswer>('Console/Orders'),
  detail: get<s.OrderDetailQuery, s.OrderDetailAnswer>('Console/Orders/Detail'),
  /** Move the order to another state (409 for an illegal move); answers the detail. */
  move: post<s.MoveOrderBody, s.OrderDetailAnswer>('Console/Orders/Move'),
  /** The slots the order's installation could move to. */
  slots: get<s.OrderDetailQuery, s.OrderSlotsAnswer>('Console/Orders/Slots'),
  /** Take the new slot, release the old one (409 when full); answers the detail. */
  reschedule: post<s.RescheduleOrderBody, s.OrderDetailAnswer>('Console/Orders/Reschedule'),
};
