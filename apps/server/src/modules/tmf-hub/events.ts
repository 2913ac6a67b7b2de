/**
 * Queuing TMF events for the hub's listeners (docs/integration.md "TMF hub"), in the transaction
 * of the change they tell about, as webhook events are: each live listener whose query the event
 * passes gets a webhook delivery and its durable job (webhooks/events.ts queueDelivery), so the
 * same retries, attempt log, signature and outbound rules apply. The same event key is never
 * delivered twice to a listener.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TmfEvent, TmfOrderEventType } from '@bizline/domain/wire/tmf-hub';
import type { Database } from '../../db/schema';
import { queueDelivery } from '../webhooks/events';
import { toOrder } from '../orders/order-record';
import { toProductOrder } from '../tmf622/product-order';
import { matchesHubQuery, parseHubQuery } from './query';
import { liveListeners, orderWithHistory } from './repo';

type Resource = 'productOrder' | 'cancelProductOrder';

const eventIdOf = (key: string) =>
  `evt_${createHash('sha256').update(`tmf:${key}`).digest('hex').slice(0, 24)}`;

/**
 * Queue `type` about `resource` for every live listener whose query it passes. `load` answers
 * the resource's TMF representation (read only when a listener is there to get it); `key` names
 * the event once and for all. Returns the number of deliveries queued.
 */
export async function queueTmfEvent(
  trx: Kysely<Database>,
  e: { type: TmfOrderEventType; resource: Resource; correlationId: string; key: string },
  load: () => Promise<unknown>,
  now = new Date(),
): Promise<number> {
  const listeners = await liveListeners(trx, now.toISOString());
  if (!listeners.length) return 0;
  const resource = await load();
  if (!resource) return 0;
  const event: TmfEvent<Resource> = {
    eventId: eventIdOf(e.key),
    eventTime: now.toISOString(),
    eventType: e.type,
    correlationId: e.correlationId,
    domain: 'productOrderingManagement',
    event: { [e.resource]: resource } as Record<Resource, unknown>,
  };
  const body = JSON.stringify(event);
  let queued = 0;
  for (const listener of listeners) {
    const query = parseHubQuery(listener.query);
    if (typeof query === 'string' || !matchesHubQuery(query, e.type, e.resource, resource)) {
      continue;
    }
    const id = await queueDelivery(trx, {
      endpointId: listener.id,
      eventId: event.eventId,
      eventType: e.type,
      body,
      jobKey: `tmf-hub:${e.key}:${listener.id}`,
      now,
    });
    if (id !== null) queued++;
  }
  return queued;
}

/** The order's TMF622 ProductOrder as the transaction `trx` sees it (null when unknown). */
async function productOrderIn(trx: Kysely<Database>, publicUrl: string, orderNo: string) {
  const found = await orderWithHistory(trx, orderNo);
  if (!found) return null;
  return toProductOrder(toOrder(found.row), found.history, publicUrl);
}

/**
 * Queue a ProductOrder event (create, state change, attribute value change) about the order
 * `orderNo` as the transaction `trx` has it; `key` as in queueTmfEvent.
 */
export function queueProductOrderEvent(
  trx: Kysely<Database>,
  publicUrl: string,
  type: Extract<TmfOrderEventType, `ProductOrder${string}`>,
  orderNo: string,
  key: string,
  now = new Date(),
): Promise<number> {
  return queueTmfEvent(
    trx,
    { type, resource: 'productOrder', correlationId: orderNo, key },
    () => productOrderIn(trx, publicUrl, orderNo),
    now,
  );
}
