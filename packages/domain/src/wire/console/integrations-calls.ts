/**
 * The console's integration calls (admin only; the session cookie, not the Bearer token). Call
 * list without zod at runtime (types only from ./integrations-schemas).
 */
import { call } from '../call';
import type * as s from './integrations-schemas';

export const CONSOLE_INTEGRATION_CALLS = {
  webhooks: call<void, s.WebhookListAnswer>('GET', 'Console/Webhooks', { auth: false }),
  /** Answers the endpoint and its signing secret (shown once). */
  createWebhook: call<s.CreateWebhookBody, s.CreateWebhookAnswer>(
    'POST',
    'Console/Webhooks/Create',
    { auth: false },
  ),
  /** Disable (or enable again) an endpoint. */
  setWebhookActive: call<
    s.SetWebhookActiveBody,
    { Status: 'SUCCESS'; endpoint: s.WebhookEndpoint }
  >('POST', 'Console/Webhooks/SetActive', { auth: false }),
  /** Deliveries with their attempts, newest first. */
  deliveries: call<s.DeliveryListQuery, s.DeliveryListAnswer>(
    'GET',
    'Console/Webhooks/Deliveries',
    { auth: false },
  ),
  /** A new delivery of the same event (same body and event id) to the same endpoint. */
  replay: call<s.ReplayDeliveryBody, s.ReplayDeliveryAnswer>('POST', 'Console/Webhooks/Replay', {
    auth: false,
  }),
  apiKeys: call<void, s.ApiKeyListAnswer>('GET', 'Console/ApiKeys', { auth: false }),
  /** Answers the key itself (shown once); only its hash is kept. */
  createApiKey: call<s.CreateApiKeyBody, s.CreateApiKeyAnswer>('POST', 'Console/ApiKeys/Create', {
    auth: false,
  }),
  revokeApiKey: call<s.RevokeApiKeyBody, s.ApiKeyAnswer>('POST', 'Console/ApiKeys/Revoke', {
    auth: false,
  }),
};
