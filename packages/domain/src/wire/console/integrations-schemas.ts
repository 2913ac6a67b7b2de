/** Schemas of the console's integrations contract; what the calls mean is in ./integrations.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { pageLimit } from '../list';
import { WEBHOOK_EVENTS } from '../../integrations/webhook-events';
import { API_KEY_SCOPES } from '../../integrations/api-key-scopes';

const id = z.coerce.number().int().min(1);

/** The event type of a test delivery sent from the console (not an event an endpoint takes). */
export const WEBHOOK_TEST_EVENT = 'ping';
/** The longest overlap an admin may give a rotated secret (docs/integration.md, "Webhooks"). */
export const ROTATION_OVERLAP_MAX_HOURS = 24;

const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
const WEBHOOK_DELIVERIES_PAGE_DEFAULT = 25;

export const INTEGRATION_MESSAGES = {
  urlInvalid: 'Enter a web address that starts with https:// or http://.',
  eventsRequired: 'Choose at least one event.',
  endpointNotFound: 'No webhook endpoint with that id.',
  deliveryNotFound: 'No webhook delivery with that id.',
  replayDisabled: 'This endpoint is disabled: enable it again to replay its deliveries.',
  testDisabled: 'This endpoint is disabled: enable it again to send it a test event.',
  /** Followed by the reason in parentheses, e.g. "(private address 10.0.0.1)". */
  urlRefused:
    'This address is refused: webhooks go to public addresses only, unless the server lists the address in OUTBOUND_ALLOW',
  keyNotFound: 'No API key with that id.',
  keyNameRequired: 'Give the key a name (the integration it is for).',
  keyScopesRequired: 'Choose at least one scope.',
  keyExpiryPast: 'Choose an expiry in the future.',
} as const;

export const createWebhookBody = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: INTEGRATION_MESSAGES.urlInvalid })),
  description: z.string().trim().max(200).default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, INTEGRATION_MESSAGES.eventsRequired),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** Who made it (the admin's e-mail) and when (ISO time): endpoints and keys alike. */
const created = { createdBy: z.string(), createdAt: z.string() };

const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** The secret's first characters only (whsec_abc…). */
  secretHint: z.string(),
  /** After a rotation: until when the previous secret also signs (ISO time), else null. */
  previousSecretUntil: z.string().nullable(),
  /** 'failing': disabled automatically after failing for the configured hours; else null. */
  disabledReason: z.enum(['failing']).nullable(),
  disabledAt: z.string().nullable(),
  /** Since when every attempt has failed (ISO time), or null. */
  failingSince: z.string().nullable(),
  ...created,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookListAnswer = success({
  endpoints: z.array(webhookEndpoint),
  /** Every event an endpoint may take. */
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** WEBHOOK_DISABLE_AFTER_HOURS: failing this long disables an endpoint. */
  disableAfterHours: z.number().int(),
});
export type WebhookListAnswer = z.infer<typeof webhookListAnswer>;

export const createWebhookAnswer = success({
  endpoint: webhookEndpoint,
  /** The signing secret, shown this once. */
  secret: z.string(),
});
export type CreateWebhookAnswer = z.infer<typeof createWebhookAnswer>;

export const setWebhookActiveBody = z.object({ id, active: z.boolean() });
export type SetWebhookActiveBody = z.input<typeof setWebhookActiveBody>;

export const webhookEndpointAnswer = success({ endpoint: webhookEndpoint });

export const rotateSecretBody = z.object({
  id,
  /** How long the old secret keeps signing beside the new one (0: it stops at once). */
  overlapHours: z.coerce.number().int().min(0).max(ROTATION_OVERLAP_MAX_HOURS),
});
export type RotateSecretBody = z.input<typeof rotateSecretBody>;

export const sendTestBody = z.object({ id });
export type SendTestBody = z.input<typeof sendTestBody>;
export type WebhookEndpointAnswer = z.infer<typeof webhookEndpointAnswer>;

export const deliveryListQuery = z.object({
  endpointId: id.optional(),
  /** One event type (e.g. order.created, or ping for test events). */
  eventType: z.string().trim().min(1).max(100).optional(),
  /** The outcome. */
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
  /** The page after this delivery id (nextBefore of the previous answer). */
  before: id.optional(),
  limit: pageLimit(WEBHOOK_DELIVERIES_PAGE_MAX, WEBHOOK_DELIVERIES_PAGE_DEFAULT),
});
export type DeliveryListQuery = z.input<typeof deliveryListQuery>;

const webhookAttempt = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
});

const webhookDelivery = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  url: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** The delivery this one replays, by hand. */
  replayOf: z.number().int().nullable(),
  /** The JSON body as sent. */
  body: z.string(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const deliveryListAnswer = success({
  deliveries: z.array(webhookDelivery),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type DeliveryListAnswer = z.infer<typeof deliveryListAnswer>;

export const replayDeliveryBody = z.object({ id });
export type ReplayDeliveryBody = z.input<typeof replayDeliveryBody>;

export const replayDeliveryAnswer = success({ delivery: webhookDelivery });
export type ReplayDeliveryAnswer = z.infer<typeof replayDeliveryAnswer>;
/** A test event's delivery, queued. */
export type SendTestAnswer = ReplayDeliveryAnswer;

const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (bzk_abc…). */
  prefix: z.string(),
  ...created,
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** What the key may call (docs/integration.md, "Scopes"). */
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** When the key stops working (ISO time), or null: it never expires. */
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyListAnswer = success({ keys: z.array(apiKey) });
export type ApiKeyListAnswer = z.infer<typeof apiKeyListAnswer>;

export const createApiKeyBody = z.object({
  name: z.string().trim().min(1, INTEGRATION_MESSAGES.keyNameRequired).max(100),
  /** Left out: every scope (as keys made before scopes had). */
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, INTEGRATION_MESSAGES.keyScopesRequired)
    .transform((s) => [...new Set(s)])
    .optional(),
  /** An ISO instant in the future, or null / left out: the key never expires. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const createApiKeyAnswer = success({
  key: apiKey,
  /** The key itself, shown this once. */
  secret: z.string(),
});
export type CreateApiKeyAnswer = z.infer<typeof createApiKeyAnswer>;

export const revokeApiKeyBody = z.object({ id });
export type RevokeApiKeyBody = z.input<typeof revokeApiKeyBody>;

export const apiKeyAnswer = success({ key: apiKey });
export type ApiKeyAnswer = z.infer<typeof apiKeyAnswer>;
