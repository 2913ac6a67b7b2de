/** Schemas of the console's orders contract; what the calls mean is in ./orders.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { consoleDay } from './day';
import {
  ORDER_ACTOR_KINDS,
  ORDER_CHANNELS,
  ORDER_HISTORY_KINDS,
  ORDER_STATES,
  CANCEL_REASON_MAX_LENGTH,
} from '../../orders/order-states';
import { pricedCartSummary } from '../cart/views';
import { dayRange, pageLimit, searchFilter, zipFilter } from '../list';
import { personName } from '../rows';

/** Most orders one page answers. */
const ORDERS_PAGE_MAX = 100;
const ORDERS_PAGE_DEFAULT = 25;

const day = consoleDay;
const orderNo = z.string().trim().min(1, 'is required').max(30);

export const orderListQuery = z.object({
  status: z.enum(ORDER_STATES).optional(),
  /** Placed in this range. */
  ...dayRange,
  /** The service ZIP code. */
  zip: zipFilter,
  channel: z.enum(ORDER_CHANNELS).optional(),
  /** An order number, part of a business name, or an e-mail address. */
  q: searchFilter,
  /** The page after this one (nextCursor of the previous answer). */
  cursor: z.string().max(200).optional(),
  limit: pageLimit(ORDERS_PAGE_MAX, ORDERS_PAGE_DEFAULT),
});
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderListQueryParsed = z.output<typeof orderListQuery>;

const orderListItem = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATES),
  channel: z.enum(ORDER_CHANNELS),
  businessName: z.string(),
  email: z.string(),
  serviceZip: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderListAnswer = success({
  orders: z.array(orderListItem),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

export const orderDetailQuery = z.object({ orderNo });
export type OrderDetailQuery = z.infer<typeof orderDetailQuery>;

const installSlot = z.object({ date: z.string(), slot: z.string() });

const orderHistoryEntry = z.object({
  at: z.string(),
  kind: z.enum(ORDER_HISTORY_KINDS),
  from: z.string().nullable(),
  status: z.string(),
  actorKind: z.enum(ORDER_ACTOR_KINDS),
  /** A staff e-mail, the integration's name, or 'system'. */
  actor: z.string(),
  reason: z.string(),
  note: z.string(),
  /** A reschedule's slots before and after: day (YYYY-MM-DD) and interval. */
  fromSlot: installSlot.nullable(),
  toSlot: installSlot.nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

const orderInstallation = z.object({
  dueDate: z.string(),
  timeSlotCode: z.string(),
  timeSlot: z.string(),
  type: z.string(),
});

const orderLine = z.object({ label: z.string(), amount: z.string(), note: z.string() });

/** What was ordered, line by line, from the stored snapshot (domain pricing/order-lines). */
const orderLines = z.object({
  /** 'cart', 'cartLines' (older order: no figures summary), 'quote', 'none' (totals only). */
  source: z.enum(['cart', 'cartLines', 'quote', 'none']),
  monthly: z.array(orderLine),
  promotions: z.array(orderLine),
  taxes: z.array(orderLine),
  oneTime: z.array(orderLine),
});

export const orderDetailAnswer = success({
  orderNo: z.string(),
  refNo: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATES),
  channel: z.enum(ORDER_CHANNELS),
  flow: z.string(),
  creditStatus: z.string(),
  serviceZip: z.string(),
  customer: z.object({
    ...personName,
    businessName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    serviceAddress: z.string(),
    /** '1 Main St Suite 2, Boston, MA 02110'; '' when none (or the service address is used). */
    billingAddress: z.string(),
    shippingAddress: z.string(),
    /** Card or account as '•••• 4242' (only the last four digits are ever kept). */
    payment: z.object({ method: z.string(), brand: z.string(), number: z.string() }).nullable(),
    deposit: z.object({ number: z.string(), amountCents: z.number() }).nullable(),
  }),
  monthlyTotal: z.string(),
  oneTimeTotal: z.string(),
  pricedCart: pricedCartSummary.nullable(),
  lines: orderLines,
  installation: orderInstallation,
  history: z.array(orderHistoryEntry),
  /** The states this order may move to now (the legal transitions). */
  moves: z.array(z.enum(ORDER_STATES)),
  canReschedule: z.boolean(),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

export const moveOrderBody = z.object({
  orderNo,
  to: z.enum(ORDER_STATES),
  reason: z.string().trim().max(CANCEL_REASON_MAX_LENGTH).optional(),
});
export type MoveOrderBody = z.input<typeof moveOrderBody>;

export const orderSlotsAnswer = success({
  type: z.string(),
  slots: z.array(
    z.object({ date: z.string(), code: z.string(), interval: z.string(), available: z.number() }),
  ),
});
export type OrderSlotsAnswer = z.infer<typeof orderSlotsAnswer>;

export const rescheduleOrderBody = z.object({
  orderNo,
  date: day,
  code: z.string().min(1).max(20),
});
export type RescheduleOrderBody = z.input<typeof rescheduleOrderBody>;
