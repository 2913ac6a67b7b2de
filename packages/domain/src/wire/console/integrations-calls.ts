/**
 * The console's integration calls (admin only; the session cookie, not the Bearer token). Call
 * list without zod at runtime (types only from ./integrations-schemas).
 */
import { cookieCalls } from '../call';
import type * as s from './integrations-schemas';

const { get, post } = cookieCalls;

export const CONSOLE_INTEGRATION_CALLS = {
  webhooks: get<void, s.WebhookListAnswer>('Console/Webhooks'),
  /** Answers the endpoint and its signing secret (shown once). */
  createWebhook: post<s.CreateWebhookBody, s.CreateWebhookAnswer>('Console/Webhooks/Create'),
  /** Disable (or enable again) an endpoint. */
  setWebhookActive: post<s.SetWebhookActiveBody, s.WebhookEndpointAnswer>(
    'Console/Webhooks/SetActive',
  ),
  /** A new signing secret (answered once); the old one also signs for the overlap chosen. */
  rotateSecret: post<s.RotateSecretBody, s.CreateWebhookAnswer>('Console/Webhooks/RotateSecret'),
  /** A test event (type ping) to one endpoint, through the same delivery job and log. */
  sendTest: post<s.SendTestBody, s.SendTestAnswer>('Console/Webhooks/SendTest'),
  /** Deliveries with their attempts, newest first; filter by endpoint, event type, outcome. */
  deliveries: get<s.DeliveryListQuery, s.DeliveryListAnswer>('Console/Webhooks/Deliveries'),
  /** A new delivery of the same event (same body and event id) to the same endpoint. */
  replay: post<s.ReplayDeliveryBody, s.ReplayDeliveryAnswer>('Console/Webhooks/Replay'),
  apiKeys: get<void, s.ApiKeyListAnswer>('Console/ApiKeys'),
  /** Answers the key itself (shown once); only its hash is kept. */
  createApiKey: post<s.CreateApiKeyBody, s.CreateApiKeyAnswer>('Console/ApiKeys/Create'),
  revokeApiKey: post<s.RevokeApiKeyBody, s.ApiKeyAnswer>('Console/ApiKeys/Revoke'),
};
