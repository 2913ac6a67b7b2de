/**
 * TMF notifications (TMF630 "hub", docs/integration.md "TMF hub"): a listener registers a
 * callback URL and an optional query on a TMF API's /hub and receives that API's events, signed
 * like the webhooks. The event types bizline sends, and the registration's body and answer.
 */
import { z } from 'zod';

export const TMF_ORDER_EVENTS = [
  'ProductOrderCreateEvent',
  'ProductOrderStateChangeEvent',
  'ProductOrderAttributeValueChangeEvent',
  'CancelProductOrderCreateEvent',
  'CancelProductOrderStateChangeEvent',
] as const;
export type TmfOrderEventType = (typeof TMF_ORDER_EVENTS)[number];

/** POST …/hub: TMF's EventSubscriptionInput. */
export const hubRegistration = z.object({
  callback: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'callback: an http:// or https:// URL' })),
  query: z.string().trim().max(1000).optional(),
});

/** TMF's EventSubscription, with the listener's signing secret (shown in the 201 answer only). */
export interface EventSubscription {
  id: string;
  callback: string;
  query?: string;
  /** The secret each delivery's Bizline-Signature is made with (whsec_…). */
  secret?: string;
}

/** A TMF event as a listener receives it (TMF630 notification), e.g. ProductOrderCreateEvent. */
export interface TmfEvent<R extends string = string> {
  eventId: string;
  eventTime: string;
  eventType: TmfOrderEventType;
  correlationId: string;
  domain: string;
  event: Record<R, unknown>;
}
