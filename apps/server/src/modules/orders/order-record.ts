/**
 * An order as the module reads it: the stored row (repo.ts) turned into an Order, and the totals
 * and priced figures of its snapshot that the confirmation, the status lookup and the e-mail show.
 */
import { createHash } from 'node:crypto';
import type { OrderChannel } from '@bizline/domain/orders/order-states';
import type { PlanDetails, PricedCartSummary } from '@bizline/domain/wire/cart';
import type * as repo from './repo';

interface OrderCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  [more: string]: unknown;
}

export interface OrderInstallation {
  holdId: number | null;
  dueDate: string;
  timeSlotCode: string;
  timeSlot: string;
  type: string;
}

export interface NewOrder {
  cartId: string;
  /** sessions.id of the visitor (only that session may read the confirmation). */
  sessionId: string;
  idempotencyKey: string;
  flow: 'classic' | 'quote';
  /** Where it was placed (default 'web'). */
  channel?: OrderChannel;
  creditStatus: string;
  serviceZip: string;
  /** What was bought, priced (classic: planDetails + selections; quote: the quote summary). */
  snapshot: unknown;
  /** Customer and billing details: never SSN, tax id, card or account numbers. */
  customer: OrderCustomer;
  installation: OrderInstallation;
  /** Held numbers the order takes (assigned in the same transaction). */
  telephoneNumbers?: string[];
  /** The terms accepted at checkout: version and ISO time; none for quotes. */
  terms?: { version: string; acceptedAt: string } | null;
  /** The text-message consent given at checkout and the words shown; none for quotes. */
  smsConsent?: { consented: 'Y' | 'N'; at: string; wording: string } | null;
  now?: Date;
}

export interface Order {
  orderNo: string;
  refNo: string;
  cartId: string;
  sessionId: string;
  flow: 'classic' | 'quote';
  status: string;
  channel: string;
  creditStatus: string;
  serviceZip: string;
  snapshot: unknown;
  customer: OrderCustomer;
  installation: OrderInstallation;
  terms: { version: string; acceptedAt: string } | null;
  createdAt: string;
  cancelAfter: string;
  /** True for the call that created the order, false when it answered an existing one. */
  created: boolean;
}

export function toOrder(row: repo.OrderRow, created = false): Order {
  return {
    orderNo: row.order_no,
    refNo: row.ref_no,
    cartId: row.cart_id,
    sessionId: row.session_id,
    flow: row.flow,
    status: row.status,
    channel: row.channel,
    creditStatus: row.credit_status,
    serviceZip: row.service_zip,
    snapshot: JSON.parse(row.snapshot) as unknown,
    customer: JSON.parse(row.customer) as OrderCustomer,
    installation: JSON.parse(row.installation) as OrderInstallation,
    terms: row.terms_version
      ? { version: row.terms_version, acceptedAt: row.terms_accepted_at ?? '' }
      : null,
    createdAt: row.created_at,
    cancelAfter: row.cancel_after,
    created,
  };
}

/**
 * What a customer saw of the order: its state and installation, as one opaque text. A change
 * asked with the version it was shown is refused when the order moved on meanwhile.
 */
export function orderVersion(row: Pick<repo.OrderRow, 'status' | 'installation'>): string {
  return createHash('sha256')
    .update(`${row.status}|${row.installation}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Monthly and one-time (due now) totals of the snapshot, dollars text ('' when unknown). */
export function totalsOf(snapshot: unknown): { monthly: string; oneTime: string } {
  const s = snapshot as {
    planDetails?: PlanDetails;
    summary?: { TotalChargesWithDiscount?: string };
  };
  if (s?.planDetails) {
    const p = s.planDetails.pricedCart;
    return {
      monthly: p?.monthly ?? s.planDetails.headerInfo.Price,
      oneTime: p?.oneTimeDueNow ?? s.planDetails.equipmentAndOnetimeChargesTotal,
    };
  }
  return { monthly: s?.summary?.TotalChargesWithDiscount ?? '', oneTime: '' };
}

/** The labeled figures of the order's priced snapshot, null for older orders. */
export function pricedCartOf(snapshot: unknown): PricedCartSummary | null {
  return (snapshot as { planDetails?: PlanDetails })?.planDetails?.pricedCart ?? null;
}

/** The footprint's address row as the order keeps it (TMF622 place, docs/integration.md). */
export function structuredAddressOf(a: {
  address_id: string;
  house_number: string;
  street_name: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}) {
  return {
    addressId: a.address_id,
    houseNumber: a.house_number,
    streetName: a.street_name,
    unit: a.unit ?? '',
    city: a.city,
    state: a.state,
    zip: a.zip,
  };
}
