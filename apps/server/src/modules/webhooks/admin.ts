/**
 * What admins do with webhooks from the console: create an endpoint (its URL under the outbound
 * rules, its secret answered once), disable or enable it, rotate its secret with an overlap, send
 * it a test event, read the deliveries with every attempt (filtered by endpoint, event type and
 * outcome), replay a delivery by hand (a new delivery of the same event: same body and event id,
 * new signature). Every change writes an audit row in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  INTEGRATION_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookBody,
  type DeliveryListQuery,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@bizline/domain/wire/console/integrations';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http-errors';
import { OutboundRefused, assertOutboundUrl } from '../../security/outbound';
import { auditIntegration, changeAudited, type AdminActor } from './audit';
import { queueDelivery } from './events';
import * as repo from './repo';
import { newWebhookSecret } from './signing';

/** How much of a secret the list shows. */
const SECRET_HINT_LENGTH = 10;

const toWire = (e: repo.Endpoint, now = new Date()): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  active: e.active,
  secretHint: `${e.secret.slice(0, SECRET_HINT_LENGTH)}…`,
  previousSecretUntil:
    e.previous_secret && e.previous_secret_until && new Date(e.previous_secret_until) > now
      ? e.previous_secret_until
      : null,
  disabledReason: !e.active && e.disabled_reason === 'failing' ? 'failing' : null,
  disabledAt: e.active ? null : e.disabled_at,
  failingSince: e.failing_since,
  createdBy: e.created_by,
  createdAt: e.created_at,
});

/** What the audit log keeps of an endpoint (never its secret). */
const audited = (e: WebhookEndpoint) => ({
  url: e.url,
  events: e.events,
  active: e.active,
  description: e.description,
});

export async function listWebhookEndpoints(ctx: AppContext): Promise<WebhookEndpoint[]> {
  return (await repo.listEndpoints(ctx.db.kysely, 'webhook')).map((e) => toWire(e));
}

export async function createWebhookEndpoint(
  ctx: AppContext,
  actor: AdminActor,
  body: Required<CreateWebhookBody>,
  now = new Date(),
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  try {
    await assertOutboundUrl(body.url, ctx.config.outbound);
  } catch (e) {
    if (e instanceof OutboundRefused) {
      throw badRequest(`${INTEGRATION_MESSAGES.urlRefused} (${e.reason}).`, 'url');
    }
    throw e;
  }
  const secret = newWebhookSecret();
  const at = now.toISOString();
  const events = [...new Set(body.events)];
  return inTransaction(ctx.db, async (trx) => {
    const id = await repo.insertEndpoint(trx, {
      url: body.url,
      description: body.description,
      events: JSON.stringify(events),
      secret,
      active: 1,
      created_by: actor.email,
      created_at: at,
      updated_at: at,
    });
    const endpoint = toWire((await repo.findEndpoint(trx, id))!);
    await auditIntegration(trx, actor, 'webhook.create', ['webhook', id], null, audited(endpoint));
    return { endpoint, secret };
  });
}

export async function setWebhookActive(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  active: boolean,
  now = new Date(),
): Promise<WebhookEndpoint> {
  return changeAudited(ctx.db, actor, {
    find: (trx) => repo.findEndpoint(trx, id, 'webhook'),
    missing: INTEGRATION_MESSAGES.endpointNotFound,
    apply: (trx) => repo.setEndpointActive(trx, id, active, now.toISOString()),
    toWire: (e) => toWire(e, now),
    action: active ? 'webhook.enable' : 'webhook.disable',
    subject: ['webhook', id],
    audited,
  });
}

export async function listWebhookDeliveries(
  ctx: AppContext,
  q: Omit<DeliveryListQuery, 'limit'> & { limit: number },
): Promise<{ deliveries: WebhookDelivery[]; nextBefore: number | null }> {
  const db = ctx.db.kysely;
  const rows = await repo.listDeliveries(db, {
    endpointId: q.endpointId === undefined ? undefined : Number(q.endpointId),
    eventType: q.eventType,
    status: q.status,
    beforeId: q.before === undefined ? undefined : Number(q.before),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const attempts = await repo.attemptsOf(
    db,
    page.map((r) => r.id),
  );
  const urls = new Map((await repo.listEndpoints(db)).map((e) => [e.id, e.url]));
  return {
    deliveries: page.map((r) => toDelivery(r, urls.get(r.endpoint_id) ?? '', attempts)),
    nextBefore: rows.length > q.limit ? page[page.length - 1]!.id : null,
  };
}

function toDelivery(
  r: repo.DeliveryRow,
  url: string,
  attempts: Awaited<ReturnType<typeof repo.attemptsOf>>,
): WebhookDelivery {
  return {
    id: r.id,
    endpointId: r.endpoint_id,
    url,
    eventId: r.event_id,
    eventType: r.event_type,
    status: r.status,
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
    replayOf: r.replay_of === null ? null : Number(r.replay_of),
    body: r.body,
    attempts: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attempt: a.attempt,
        startedAt: a.started_at,
        durationMs: Number(a.duration_ms),
        statusCode: a.status_code === null ? null : Number(a.status_code),
        ok: Number(a.ok) === 1,
        error: a.error,
      })),
  };
}

/** A new delivery of the delivery `id`'s event to the same endpoint, queued at once. */
export async function replayDelivery(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  now = new Date(),
): Promise<WebhookDelivery> {
  const replayId = await inTransaction(ctx.db, async (trx) => {
    const original = await repo.findDelivery(trx, id);
    if (!original) throw notFound(INTEGRATION_MESSAGES.deliveryNotFound, 'id');
    // A disabled endpoint gets nothing: a replay would be queued, then dropped unsent.
    const target = await repo.findEndpoint(trx, original.endpoint_id);
    if (!target?.active) throw conflict(INTEGRATION_MESSAGES.replayDisabled, 'id');
    const n = (await repo.countReplays(trx, id)) + 1;
    const newId = await queueDelivery(trx, {
      endpointId: original.endpoint_id,
      eventId: original.event_id,
      eventType: original.event_type,
      body: original.body,
      jobKey: `webhook-replay:${id}:${n}:${now.getTime()}`,
      replayOf: id,
      now,
    });
    await auditIntegration(trx, actor, 'webhook.replay', ['webhook_delivery', id], null, {
      delivery: newId,
      event: original.event_id,
    });
    return newId!;
  });
  return queuedDelivery(ctx, replayId);
}

/** A delivery just queued (no attempts yet), as the console lists it. */
async function queuedDelivery(ctx: AppContext, id: number): Promise<WebhookDelivery> {
  const row = (await repo.findDelivery(ctx.db.kysely, id))!;
  const endpoint = await repo.findEndpoint(ctx.db.kysely, row.endpoint_id);
  return toDelivery(row, endpoint?.url ?? '', []);
}

/**
 * A new signing secret for endpoint `id`, answered once. For `overlapHours` the old secret signs
 * every delivery too (a second v1=), so a receiver can switch without missing events; 0 ends it
 * at once. A rotation during an overlap forgets the oldest secret.
 */
export async function rotateWebhookSecret(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  overlapHours: number,
  now = new Date(),
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + overlapHours * 3_600_000).toISOString();
  const endpoint = await changeAudited(ctx.db, actor, {
    find: (trx) => repo.findEndpoint(trx, id, 'webhook'),
    missing: INTEGRATION_MESSAGES.endpointNotFound,
    apply: (trx, before) =>
      repo.rotateSecret(
        trx,
        id,
        secret,
        overlapHours > 0 ? { secret: before.secret, until } : null,
        now.toISOString(),
      ),
    toWire: (e) => toWire(e, now),
    action: 'webhook.rotate',
    subject: ['webhook', id],
    audited: (e) => ({ secretHint: e.secretHint, previousSecretUntil: e.previousSecretUntil }),
  });
  return { endpoint, secret };
}

/** A test event (type ping) to endpoint `id`, queued through the delivery job like any other. */
export async function sendTestEvent(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  now = new Date(),
): Promise<WebhookDelivery> {
  const deliveryId = await inTransaction(ctx.db, async (trx) => {
    const endpoint = await repo.findEndpoint(trx, id, 'webhook');
    if (!endpoint) throw notFound(INTEGRATION_MESSAGES.endpointNotFound, 'id');
    if (!endpoint.active) throw conflict(INTEGRATION_MESSAGES.testDisabled, 'id');
    const eventId = `evt_test_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    const body = JSON.stringify({
      id: eventId,
      type: WEBHOOK_TEST_EVENT,
      created: now.toISOString(),
      data: { endpointId: id, sentBy: actor.email },
    });
    const newId = (await queueDelivery(trx, {
      endpointId: id,
      eventId,
      eventType: WEBHOOK_TEST_EVENT,
      body,
      jobKey: `webhook-test:${eventId}`,
      now,
    }))!;
    await auditIntegration(trx, actor, 'webhook.test', ['webhook', id], null, {
      delivery: newId,
      event: eventId,
    });
    return newId;
  });
  return queuedDelivery(ctx, deliveryId);
}
