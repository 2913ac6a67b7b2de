/** Webhooks and the TMF622 API keys (migration 015, docs/integration.md). */
import type { Generated } from 'kysely';

/** Where events are delivered. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  /** JSON array of event types. */
  events: string;
  /** The signing secret (whsec_...). */
  secret: string;
  /** 1 active, 0 disabled. */
  active: Generated<number>;
  /** 'webhook' (an admin's, console) or 'tmf-hub' (a TMF listener, migration 019). */
  kind: Generated<string>;
  /** A TMF hub listener's TMF630 query (modules/tmf-hub/query.ts), or null. */
  hub_query: string | null;
  /** The API key that registered a TMF hub listener; null for a webhook. */
  api_key_id: number | null;
  /** After a rotation: the old secret, still signing until previous_secret_until (migration 018). */
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** Start of an unbroken run of failed attempts; null after a success. */
  failing_since: string | null;
  /** 'failing': disabled automatically after WEBHOOK_DISABLE_AFTER_HOURS of failures. */
  disabled_reason: string | null;
  disabled_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One event for one endpoint (a replay is a new row with replay_of). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  /** The JSON body exactly as sent. */
  body: string;
  job_key: string;
  replay_of: number | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** One HTTP attempt of a delivery. */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempt: number;
  started_at: string;
  duration_ms: number;
  status_code: number | null;
  /** 1 when the receiver answered 2xx. */
  ok: number;
  error: string | null;
}

/** A TMF622 API key: only its SHA-256 is kept. */
export interface IntegrationApiKeysTable {
  id: Generated<number>;
  name: string;
  /** The key's first characters, to recognize it by. */
  prefix: string;
  key_hash: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** JSON array of ApiKeyScope (migration 019). */
  scopes: Generated<string>;
  /** ISO instant after which the key is refused, or null. */
  expires_at: string | null;
}
