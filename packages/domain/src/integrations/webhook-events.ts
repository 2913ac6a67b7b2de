/**
 * The webhook events bizline sends to the provider's systems (issue 14, docs/integration.md):
 * their names and the shape of each event's `data`. Every delivery's body is a
 * WebhookEnvelope: `{ id, type, created, data }`, signed as Stripe signs its events.
 */
import type { ProductOrder } from '../wire/tmf622';

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.state_changed',
  'callback.requested',
  'waitlist.registered',
  'saved_cart.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Who the order, call-back or registration is about (what the customer typed). */
interface EventContact {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

export interface OrderCreatedData {
  /** The order number (TMF622 productOrder id). */
  orderNumber: string;
  /** TMF622 state at creation. */
  state: string;
  /** 'classic' (the storefront's checkout) or 'quote' (a provider's quote). */
  flow: string;
  serviceZip: string;
  businessName: string;
  contact: EventContact;
  orderDate: string;
  /** The install date chosen (YYYY-MM-DD), when there is one. */
  requestedStartDate: string | null;
  /** TMF622 resource path of the order. */
  href: string;
  /** The whole order as GET productOrder/{id} answers it (TMF622 v4 ProductOrder). */
  productOrder: ProductOrder;
}

export interface OrderStateChangedData {
  orderNumber: string;
  /** TMF622 states: 'acknowledged', 'inProgress', 'completed', ... */
  fromState: string;
  toState: string;
  /** The cancellation or hold reason, when one was given. */
  reason: string | null;
  changedAt: string;
  /** Who changed it: a staff e-mail, 'api:<key name>' (TMF622) or 'system'. */
  changedBy: string;
  href: string;
}

interface CallbackRequestedData {
  reference: string;
  reason: string;
  name: string | null;
  phone: string;
  addressText: string | null;
  preferredTime: string | null;
  requestedAt: string;
}

interface WaitlistRegisteredData {
  registrationId: string;
  contact: EventContact;
  businessPhone: string | null;
  streetAddress: string;
  unit: string | null;
  city: string;
  zipCode: string;
  consent: boolean;
  registeredAt: string;
}

interface SavedCartCreatedData {
  savedCartId: string;
  email: string;
  businessName: string | null;
  /** 'customer', or 'agent' when a digital agent saved it for the customer. */
  savedBy: string;
  remindersWanted: boolean;
  expiresAt: string;
  createdAt: string;
}

export interface WebhookEventData {
  'order.created': OrderCreatedData;
  'order.state_changed': OrderStateChangedData;
  'callback.requested': CallbackRequestedData;
  'waitlist.registered': WaitlistRegisteredData;
  'saved_cart.created': SavedCartCreatedData;
}

/** The JSON body of every delivery. A replay sends the same body (same id) again. */
export interface WebhookEnvelope<E extends WebhookEventType = WebhookEventType> {
  /** `evt_` and 24 hex digits: the same for every delivery and replay of the event. */
  id: string;
  type: E;
  /** ISO time the event happened. */
  created: string;
  data: WebhookEventData[E];
}

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Bizline-Signature';
/** How old a signature a receiver should accept (docs/integration.md). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
