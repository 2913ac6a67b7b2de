/**
 * TMF622 Product Ordering Management v4: the ProductOrder as the provider's back office reads it,
 * with TMF622's own field names and shapes (docs/integration.md), the merge-patch it may send and
 * the cancelProductOrder task. Absent values are left out, as TMF does: the order number is `id`,
 * its reference number `externalId`; one item per product bought, named by the catalogue's own
 * ids; the service address as a TMF673 GeographicAddress on each item's product; prices in USD.
 */
import { z } from 'zod';
import { ORDER_STATES } from '../orders/order-states';

export const TMF622_BASE = '/tmf-api/productOrderingManagement/v4';
export const TMF622_PAGE_DEFAULT = 25;
export const TMF622_PAGE_MAX = 100;
/** Attributes a PATCH may change. */
export const TMF622_PATCHABLE = ['state', 'cancellationReason'] as const;

const money = z.object({ unit: z.literal('USD'), value: z.number() });

const price = z.object({
  dutyFreeAmount: money,
  /** Order totals only: the monthly charges with taxes and fees. */
  taxIncludedAmount: money.optional(),
  '@type': z.literal('Price'),
});

/** A credit taken off a price (the cart's offers): negative. */
const priceAlteration = z.object({
  name: z.string(),
  priceType: z.enum(['recurring', 'nonRecurring']),
  recurringChargePeriod: z.literal('month').optional(),
  price,
  '@type': z.literal('PriceAlteration'),
});

const orderPrice = z.object({
  name: z.string(),
  /** '12 monthly payments of $25.00' for a charge paid in installments. */
  description: z.string().optional(),
  priceType: z.enum(['recurring', 'nonRecurring']),
  recurringChargePeriod: z.literal('month').optional(),
  price,
  priceAlteration: z.array(priceAlteration).optional(),
  '@type': z.literal('OrderPrice'),
});
export type OrderPrice = z.infer<typeof orderPrice>;

const characteristic = z.object({
  name: z.string(),
  valueType: z.enum(['string', 'number', 'boolean']),
  value: z.union([z.string(), z.number(), z.boolean()]),
});

/**
 * A TMF673 GeographicAddress as the value of a TMF622 RelatedPlaceRefOrValue: the service address
 * (`id`: the footprint's address id) or the billing address where it differs.
 */
const geographicAddress = z.object({
  id: z.string(),
  role: z.enum(['serviceAddress', 'billingAddress']),
  /** The address on one line, as the customer saw it. */
  name: z.string(),
  streetNr: z.string(),
  streetName: z.string(),
  /** The suffix ('St', 'Ave', 'Sq') when the street name ends with one. */
  streetType: z.string().optional(),
  city: z.string(),
  stateOrProvince: z.string(),
  postcode: z.string(),
  country: z.literal('US'),
  /** The unit ('STE 200'). */
  geographicSubAddress: z
    .array(
      z.object({
        name: z.string(),
        subUnit: z.array(z.object({ subUnitType: z.string(), subUnitNumber: z.string() })),
        '@type': z.literal('GeographicSubAddress'),
      }),
    )
    .optional(),
  '@referredType': z.literal('GeographicAddress'),
  '@type': z.literal('GeographicAddress'),
});
export type GeographicAddressValue = z.infer<typeof geographicAddress>;

/** TMF622 v4 item states (ProductOrderItemStateType). */
const ITEM_STATES = [
  'acknowledged',
  'rejected',
  'pending',
  'held',
  'inProgress',
  'cancelled',
  'completed',
  'failed',
  'assessingCancellation',
  'pendingCancellation',
] as const;

const ref = <T extends string>(type: T) =>
  z.object({
    id: z.string(),
    href: z.string(),
    name: z.string().optional(),
    '@referredType': z.literal(type),
  });

const productOrderItem = z.object({
  id: z.string(),
  action: z.enum(['add', 'modify', 'delete', 'noChange']),
  quantity: z.number().int(),
  state: z.enum(ITEM_STATES),
  /** The catalogue item (TMF620); absent on a quote's item, which no catalogue item prices. */
  productOffering: ref('ProductOffering').optional(),
  product: z.object({
    name: z.string(),
    productCharacteristic: z.array(characteristic),
    place: z.array(geographicAddress),
    '@type': z.literal('Product'),
  }),
  itemPrice: z.array(orderPrice),
  itemTotalPrice: z.array(orderPrice),
  productOrderItemRelationship: z
    .array(
      z.object({
        id: z.string(),
        relationshipType: z.literal('reliesOn'),
        '@type': z.literal('OrderItemRelationship'),
      }),
    )
    .optional(),
  /** The install slot (TMF646): the installation item's. */
  appointment: ref('Appointment').optional(),
  '@type': z.literal('ProductOrderItem'),
});

/** TMF ContactMedium: an e-mail address or a phone number. */
const contactMedium = z.object({
  mediumType: z.enum(['email', 'phone']),
  preferred: z.boolean(),
  characteristic: z.object({
    emailAddress: z.string().optional(),
    phoneNumber: z.string().optional(),
    contactType: z.string().optional(),
  }),
});

/** Name of the RelatedParty extension that carries contactMedium (served as a JSON schema). */
export const RELATED_PARTY_EXTENSION = 'RelatedPartyWithContactMedium';

/**
 * TMF622 v4's RelatedParty is a reference; bizline keeps no party register, so each party is the
 * documented extension RelatedPartyWithContactMedium (@baseType RelatedParty) that carries its
 * e-mail and phone, its JSON schema at @schemaLocation.
 */
const relatedParty = z.object({
  /** The order's own id for the party (`<order>-customer`, `-contact`), or the agent's staff id. */
  id: z.string(),
  name: z.string(),
  role: z.enum(['Customer', 'Contact', 'SalesAgent']),
  contactMedium: z.array(contactMedium),
  '@referredType': z.enum(['Organization', 'Individual']),
  '@baseType': z.literal('RelatedParty'),
  '@schemaLocation': z.string(),
  '@type': z.literal(RELATED_PARTY_EXTENSION),
});
export const relatedPartyExtension = relatedParty;

const note = z.object({
  id: z.string(),
  author: z.string(),
  date: z.string(),
  text: z.string(),
  '@type': z.literal('Note'),
});

const plainRef = <T extends string>(type: T) =>
  z.object({ id: z.string(), name: z.string(), '@referredType': z.literal(type) });

export const productOrder = z.object({
  id: z.string(),
  /** Absolute: PUBLIC_URL + the TMF622 base. */
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
  description: z.string(),
  channel: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      '@referredType': z.literal('Channel'),
    }),
  ),
  productOrderItem: z.array(productOrderItem),
  orderTotalPrice: z.array(orderPrice),
  relatedParty: z.array(relatedParty),
  /** A reference the provider's billing creates or matches: `BA-<order>`, the business's name. */
  billingAccount: plainRef('BillingAccount').optional(),
  /** The card or account as a masked reference (brand and last four digits), never a number. */
  payment: z.array(plainRef('Payment')).optional(),
  /** The contract term and the terms and conditions accepted. */
  agreement: z.array(plainRef('Agreement')).optional(),
  /** The provider's price quote the order was placed from. */
  quote: z.array(plainRef('Quote')).optional(),
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
export const productOrderListQuery = z
  .object({
    /** One state, or several separated by commas (any of them, as TMF630 has it). */
    state: z
      .string()
      .transform((v) => v.split(',').map((x) => x.trim()))
      .pipe(z.array(z.enum(ORDER_STATES)).min(1))
      .optional(),
    externalId: z.string().max(40).optional(),
    /** The channel's name: web, agent or kiosk. */
    'channel.name': z.enum(['web', 'agent', 'kiosk']).optional(),
    /** A party's id (`<order>-customer`, `<order>-contact`, or a sales agent's id). */
    'relatedParty.id': z.string().max(60).optional(),
    /** A catalogue item's id: orders with an item of it. */
    'productOrderItem.productOffering.id': z.string().max(60).optional(),
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
  })
  // An attribute the list cannot filter on answers 400 rather than being ignored.
  .strict();
export type ProductOrderListQuery = z.infer<typeof productOrderListQuery>;

/** TMF622 cancelProductOrder task states (TaskStateType). */
const CANCEL_TASK_STATES = ['acknowledged', 'inProgress', 'done', 'terminatedWithError'] as const;

/** POST cancelProductOrder (CancelProductOrder_Create). */
export const cancelProductOrderCreate = z
  .object({
    productOrder: z.object({
      id: z.string().min(1).max(40),
      href: z.string().max(500).optional(),
      '@referredType': z.string().optional(),
    }),
    cancellationReason: z.string().trim().min(1).max(500),
    requestedCancellationDate: z.iso.datetime({ offset: true }).optional(),
    '@type': z.literal('CancelProductOrder').optional(),
  })
  .strict();
export type CancelProductOrderCreate = z.infer<typeof cancelProductOrderCreate>;

export const cancelProductOrder = z.object({
  id: z.string(),
  href: z.string(),
  state: z.enum(CANCEL_TASK_STATES),
  productOrder: z.object({
    id: z.string(),
    href: z.string(),
    '@referredType': z.literal('ProductOrder'),
  }),
  cancellationReason: z.string(),
  requestedCancellationDate: z.string().optional(),
  effectiveCancellationDate: z.string().optional(),
  /** Why it could not be done (terminatedWithError). */
  errorMessage: z.string().optional(),
  creationDate: z.string(),
  '@type': z.literal('CancelProductOrder'),
});
export type CancelProductOrder = z.infer<typeof cancelProductOrder>;

export const cancelProductOrderListQuery = z
  .object({
    state: z.enum(CANCEL_TASK_STATES).optional(),
    'productOrder.id': z.string().max(40).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(TMF622_PAGE_DEFAULT)
      .transform((n) => Math.min(n, TMF622_PAGE_MAX)),
    fields: z.string().max(500).optional(),
  })
  .strict();
export type CancelProductOrderListQuery = z.infer<typeof cancelProductOrderListQuery>;
