/**
 * The customer's own order page: how long its e-mailed link and a verified code's access last,
 * and when the customer may still move or cancel the installation themselves. Pure: the server
 * decides with these, the page words its answers with them (docs/api.md, OrderPage calls).
 */
import { formatLongDay } from '../format';
import { canMove, canReschedule } from './order-states';

/** The order e-mail's link opens the order page this long. */
export const ORDER_LINK_VALID_DAYS = 60;
/** A verified code opens the order's details and changes this long. */
export const ORDER_PAGE_ACCESS_MINUTES = 30;
/** The cut-off unless the provider configures one (ORDER_CHANGE_CUTOFF_HOURS). */
export const DEFAULT_ORDER_CHANGE_CUTOFF_HOURS = 24;

/** Slots are whole days of the install calendar (UTC): a day starts at midnight. */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The customer may move the installation until `cutoffHours` before its day starts (an order
 * without a day yet: any time while it is open).
 */
export function canMoveInstallation(
  order: { status: string; dueDate: string },
  now: Date,
  cutoffHours: number,
): boolean {
  if (!canReschedule(order.status)) return false;
  if (!order.dueDate) return true;
  return now.getTime() <= dayStart(order.dueDate) - cutoffHours * 3600_000;
}

/** A slot offered instead must itself start after the cut-off. */
export const slotAfterCutoff = (date: string, now: Date, cutoffHours: number): boolean =>
  dayStart(date) - cutoffHours * 3600_000 >= now.getTime();

/** The customer may cancel until the installation day (an order without a day: while open). */
export function canCancelBeforeInstallation(
  order: { status: string; dueDate: string },
  now: Date,
): boolean {
  if (!canMove(order.status, 'cancelled')) return false;
  return !order.dueDate || now.getTime() < dayStart(order.dueDate);
}

export const ORDER_PAGE_MESSAGES = {
  linkRefused: 'This link is not valid or has expired. Enter your order number and ZIP code.',
  notFound: 'We could not find an order with that number and ZIP code.',
  accessNeeded: 'Enter the code we sent you to see this order.',
  codeSent: 'We sent a 6-digit code. It is valid for 5 minutes.',
  verified: 'Thank you. You can now see and change your order.',
  tooManySends: 'Too many codes were sent for this order in the last hour. Please try again later.',
  noDestination: 'This order has no e-mail address or mobile number to send a code to.',
  cutoffPassed: (hours: number) =>
    `The installation can no longer be changed online: changes close ${hours} hours before the installation day. Please call us.`,
  slotTooSoon: (hours: number) => `Choose a day at least ${hours} hours from now.`,
  cancelTooLate:
    'This order can no longer be canceled online: the installation day has come or the order is closed. Please call us.',
  rescheduled: (date: string, slot: string) =>
    `Your installation is now on ${formatLongDay(date)}, ${slot}.`,
  canceled:
    'Your order is canceled. Your installation appointment is released and nothing more will be charged for this order. We sent you a confirmation by e-mail.',
  codeEmailSubject: (brand: string, orderNo: string) => `${brand}: your code for order ${orderNo}`,
  codeText: (code: string) => `Your order page code is ${code}. It expires in 5 minutes.`,
} as const;
