/**
 * Queuing a webhook event (issue 14): `queueWebhookEvent(trx, event, data, key)` in the
 * transaction of the change it tells about. Each active endpoint subscribed to the event gets a
 * delivery row and a durable 'webhook' job (src/jobs), both keyed by the event key and the
 * endpoint: queuing the same event key again does nothing, and the change, its deliveries and
 * their jobs commit together or not at all. The worker sends them (deliver.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  WebhookEnvelope,
  WebhookEventData,
  WebhookEventType,
} from '@bizline/domain/integrations/webhook-events';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import * as repo from './repo';

/** The job kind that delivers one webhook (handler in deliver.ts). */
export const WEBHOOK_JOB = 'webhook';

/** The event id: derived from its key, so every endpoint (and a replay) sees the same id. */
const eventIdOf = (key: string) =>
  `evt_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export interface WebhookJobPayload {
  deliveryId: number;
}

/** Queue a delivery of an event body to one endpoint, with its job; false if queued before. */
export async function queueDelivery(
  trx: Kysely<Database>,
  delivery: {
    endpointId: number;
    eventId: string;
    eventType: string;
    body: string;
    jobKey: string;
    replayOf?: number | null;
    now: Date;
  },
): Promise<number | null> {
  const id = await repo.insertDelivery(trx, {
    endpoint_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    body: delivery.body,
    job_key: delivery.jobKey,
    replay_of: delivery.replayOf ?? null,
    status: 'pending',
    created_at: delivery.now.toISOString(),
    delivered_at: null,
    last_status_code: null,
    last_error: null,
  });
  if (id === null) return null;
  const payload: WebhookJobPayload = { deliveryId: id };
  await enqueue(trx, WEBHOOK_JOB, payload, { key: delivery.jobKey, now: delivery.now });
  return id;
}

/**
 * Queue `event` with `data` for every active endpoint that takes it, in the transaction `trx`.
 * `key` names the event once and for all (e.g. `order.created:<order number>`,
 * `order.state_changed:<order number>:<history id>`): the same key is never delivered twice.
 * Returns the number of deliveries queued.
 */
export async function queueWebhookEvent<E extends WebhookEventType>(
  trx: Kysely<Database>,
  event: E,
  data: WebhookEventData[E],
  key: string,
  now = new Date(),
): Promise<number> {
  const endpoints = (await repo.activeEndpoints(trx)).filter((e) => e.events.includes(event));
  if (!endpoints.length) return 0;
  const envelope: WebhookEnvelope<E> = {
    id: eventIdOf(key),
    type: event,
    created: now.toISOString(),
    data,
  };
  const body = JSON.stringify(envelope);
  let queued = 0;
  for (const endpoint of endpoints) {
    const id = await queueDelivery(trx, {
      endpointId: endpoint.id,
      eventId: envelope.id,
      eventType: event,
      body,
      jobKey: `webhook:${key}:${endpoint.id}`,
      now,
    });
    if (id !== null) queued++;
  }
  return queued;
}
