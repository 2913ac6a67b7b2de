/**
 * The customer's order page (OrderPage/*): opened by the order e-mail's signed link or by order
 * number and service ZIP, which show the state and milestones only; a one-time code sent to the
 * order's e-mail opens the details and the changes for 30 minutes, in that browser.
 */
import { z } from 'zod';
import { pricedCartSummary } from './cart/views';
import { tokenCalls } from './call';

const orderNo = z.string().trim().min(1, 'is required').max(30);

/** The ways in: the e-mail's link, or order number and service ZIP. */
export const orderPageAccess = z.object({
  orderNo,
  link: z.string().trim().max(600).optional(),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'must be 5 digits')
    .optional(),
});
export const orderPageOpenRequest = z.object({ link: z.string().trim().min(1).max(600) });

const milestone = z.object({
  status: z.string(),
  /** The state's words for customers ('Submitted', 'Canceled'...). */
  label: z.string(),
  at: z.string(),
  kind: z.enum(['state', 'rescheduled']),
  dueDate: z.string().optional(),
  timeSlot: z.string().optional(),
});

/** State and milestones: what the link or order number and ZIP show without a code. */
export const orderPageSummary = z.object({
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  milestones: z.array(milestone),
  /** True once a code was verified in this browser (the details may be read). */
  unlocked: z.boolean(),
});
export type OrderPageSummary = z.infer<typeof orderPageSummary>;

export const orderPageSendCodeResponse = z.object({
  message: z.string(),
  /** Where the code went, masked ('a***@example.com'). */
  sentTo: z.array(z.string()),
  expiresInSeconds: z.number(),
});
export const orderPageVerifyRequest = z.object({
  orderNo,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
});
export const orderPageVerifyResponse = z.object({ message: z.string() });

export const orderPageQuery = z.object({ orderNo });

/** With a verified code: everything about the order, and what may still change. */
export const orderPageDetails = orderPageSummary.extend({
  /** Send it back with a change: a change to an order that moved on meanwhile is refused. */
  version: z.string(),
  businessName: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  serviceAddress: z.string(),
  installation: z.object({
    dueDate: z.string(),
    timeSlotCode: z.string(),
    timeSlot: z.string(),
    type: z.string(),
  }),
  monthlyTotal: z.string(),
  oneTimeTotal: z.string(),
  pricedCart: pricedCartSummary.nullable(),
  canMoveInstallation: z.boolean(),
  canCancel: z.boolean(),
  /** Hours before the installation day when online changes close. */
  cutoffHours: z.number(),
});
export type OrderPageDetails = z.infer<typeof orderPageDetails>;

export const orderPageSlots = z.object({
  type: z.enum(['tech', 'self']),
  slots: z.array(
    z.object({ date: z.string(), code: z.string(), interval: z.string(), available: z.number() }),
  ),
});

export const orderPageRescheduleRequest = z.object({
  orderNo,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
  code: z.string().trim().min(1, 'is required').max(10),
  version: z.string().trim().min(1).max(40),
});
export const orderPageCancelRequest = z.object({
  orderNo,
  reason: z.string().trim().min(1, 'A reason is required to cancel an order.').max(500),
  version: z.string().trim().min(1).max(40),
});
export const orderPageChangeResponse = z.object({ message: z.string() });

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
const { get, post } = tokenCalls;

export const ORDER_PAGE_CALLS = {
  open: post<In<typeof orderPageOpenRequest>, Out<typeof orderPageSummary>>('OrderPage/Open'),
  summary: post<In<typeof orderPageAccess>, Out<typeof orderPageSummary>>('OrderPage/Summary'),
  sendCode: post<In<typeof orderPageAccess>, Out<typeof orderPageSendCodeResponse>>(
    'OrderPage/SendCode',
  ),
  verifyCode: post<In<typeof orderPageVerifyRequest>, Out<typeof orderPageVerifyResponse>>(
    'OrderPage/VerifyCode',
  ),
  details: get<In<typeof orderPageQuery>, Out<typeof orderPageDetails>>('OrderPage/Details'),
  slots: get<In<typeof orderPageQuery>, Out<typeof orderPageSlots>>('OrderPage/Slots'),
  reschedule: post<In<typeof orderPageRescheduleRequest>, Out<typeof orderPageChangeResponse>>(
    'OrderPage/Reschedule',
  ),
  cancel: post<In<typeof orderPageCancelRequest>, Out<typeof orderPageChangeResponse>>(
    'OrderPage/Cancel',
  ),
} as const;
