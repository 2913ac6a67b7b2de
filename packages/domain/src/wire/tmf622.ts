/**
 * TMF622 Product Ordering Management v4 (issue 14): the ProductOrder as the provider's back
 * office reads it, with TMF622's own field names, and the merge-patch it may send. Absent
 * values are left out, as TMF does. Only what bizline knows is filled in: the order number is
 * `id`, its reference number `externalId`; items are the plans, services and one-time charges
 * of the priced snapshot; prices are in USD.
 */
import { z } from 'zod';
import { ORDER_STATES } from '../orders/order-states';

export const TMF622_BASE = '/tmf-api/productOrderingManagement/v4';
export const TMF622_PAGE_DEFAULT = 25;
export const TMF622_PAGE_MAX = 100;
/** Attributes a PATCH may change. */
export const TMF622_PATCHABLE = ['state', 'cancellationReason'] as const;

const money = z.object({ unit: z.literal('USD'), value: z.number() });

const orderPrice = z.object({
  name: z.string(),
  priceType: z.enum(['recurring', 'nonRecurring']),
  recurringChargePeriod: z.literal('month').optional(),
  price: z.object({ dutyFreeAmount: money, '@type': z.literal('Price') }),
  '@type': z.literal('OrderPrice'),
});
export type OrderPrice = z.infer<typeof orderPrice>;

const productOrderItem = z.object({
  id: z.string(),
  action: z.enum(['add', 'modify', 'delete', 'noChange']),
  quantity: z.number().int(),
  product: z.object({
    name: z.string(),
    productCharacteristic: z
      .array(z.object({ name: z.string(), valueType: z.string(), value: z.string() }))
      .optional(),
    '@type': z.literal('Product'),
  }),
  itemPrice: z.array(orderPrice),
  itemTotalPrice: z.array(orderPrice),
  '@type': z.literal('ProductOrderItem'),
});

const relatedParty = z.object({
  /** TMF622 v4's RelatedParty requires an id: the order's own (bizline keeps no party register). */
  id: z.string(),
  name: z.string(),
  role: z.string(),
  '@referredType': z.enum(['Organization', 'Individual']),
  '@type': z.literal('RelatedParty'),
});

const note = z.object({
  id: z.string(),
  author: z.string(),
  date: z.string(),
  text: z.string(),
  '@type': z.literal('Note'),
});

export const productOrder = z.object({
  id: z.string(),
  href: z.string(),
  externalId: z.string(),
  state: z.enum(ORDER_STATES),
  orderDate: z.string(),
  completionDate: z.string().optional(),
  cancellationDate: z.string().optional(),
  cancellationReason: z.string().optional(),
  requestedStartDate: z.string().optional(),
  requestedCompletionDate: z.string().optional(),
  category: z.string(),
  channel: z.array(
    z.object({
      role: z.string(),
      channel: z.object({ id: z.string(), name: z.string(), '@type': z.literal('ChannelRef') }),
      '@type': z.literal('RelatedChannel'),
    }),
  ),
  productOrderItem: z.array(productOrderItem),
  orderTotalPrice: z.array(orderPrice),
  relatedParty: z.array(relatedParty),
  note: z.array(note),
  '@type': z.literal('ProductOrder'),
});
export type ProductOrder = z.infer<typeof productOrder>;

/** PATCH body (application/merge-patch+json): the new state, and a reason to cancel. */
export const productOrderPatch = z
  .object({
    state: z.enum(ORDER_STATES),
    cancellationReason: z.string().max(500).optional(),
  })
  .strict();
export type ProductOrderPatch = z.infer<typeof productOrderPatch>;

/** TMF630's error body. */
export const tmfError = z.object({
  code: z.string(),
  reason: z.string(),
  message: z.string(),
  status: z.string(),
  '@type': z.literal('Error'),
});
export type TmfError = z.infer<typeof tmfError>;

/** A date-time with its offset, or a date alone (its start, 00:00 UTC), as clients send both. */
const orderDateFilter = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional();

/** The list's filters (TMF630 attribute filtering) and paging. */
export const productOrderListQuery = z.object({
  /** One state, or several separated by commas (any of them, as TMF630 has it). */
  state: z
    .string()
    .transform((v) => v.split(',').map((x) => x.trim()))
    .pipe(z.array(z.enum(ORDER_STATES)).min(1))
    .optional(),
  externalId: z.string().max(40).optional(),
  'orderDate.gt': orderDateFilter,
  'orderDate.gte': orderDateFilter,
  'orderDate.lt': orderDateFilter,
  'orderDate.lte': orderDateFilter,
  offset: z.coerce.number().int().min(0).default(0),
  /** More than TMF622_PAGE_MAX answers a partial page of that many (206). */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(TMF622_PAGE_DEFAULT)
    .transform((n) => Math.min(n, TMF622_PAGE_MAX)),
  /** Attributes to answer, comma-separated (id, href and @type always come). */
  fields: z.string().max(500).optional(),
});
export type ProductOrderListQuery = z.infer<typeof productOrderListQuery>;
