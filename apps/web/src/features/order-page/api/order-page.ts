/**
 * The order page's calls (ORDER_PAGE_CALLS): the link or order number and ZIP show the state; a
 * code sent to the order's e-mail opens the details and the changes in this browser.
 */
import { ORDER_PAGE_CALLS as C } from '@bizline/domain/wire/order-page';
import { api } from '../../../shared/api/client';

export type { OrderPageDetails, OrderPageSummary } from '@bizline/domain/wire/order-page';

/** How the page names the order: the e-mail's link, or order number and service ZIP. */
export type OrderAccess = { orderNo: string; link?: string; zipCode?: string };

export const openByLink = (link: string) => api.call(C.open, { link });
export const findOrder = (access: OrderAccess) => api.call(C.summary, access);
export const sendCode = (access: OrderAccess) => api.call(C.sendCode, access);
export const verifyCode = (orderNo: string, code: string) =>
  api.call(C.verifyCode, { orderNo, code });
export const orderDetails = (orderNo: string) => api.call(C.details, { orderNo });
export const freeSlots = (orderNo: string) => api.call(C.slots, { orderNo });
export const moveInstallation = (req: {
  orderNo: string;
  date: string;
  code: string;
  version: string;
}) => api.call(C.reschedule, req);
export const cancelOrder = (req: { orderNo: string; reason: string; version: string }) =>
  api.call(C.cancel, req);
