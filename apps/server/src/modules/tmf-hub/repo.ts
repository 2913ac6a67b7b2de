/**
 * SQL of the TMF hub: a listener is a webhook_endpoints row of kind 'tmf-hub' (migration 019)
 * with its query and the API key that registered it, so its deliveries are webhook deliveries.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertReturningId } from '../../db/rows';

type Executor = Kysely<Database>;

const HUB_KIND = 'tmf-hub';

export interface Listener {
  id: number;
  url: string;
  query: string | null;
}

export function insertListener(
  db: Executor,
  l: {
    url: string;
    query: string | null;
    secret: string;
    apiKeyId: number;
    by: string;
    at: string;
  },
): Promise<number> {
  return insertReturningId(db, 'webhook_endpoints', {
    url: l.url,
    description: 'TMF hub listener',
    // A listener takes TMF events only, never bizline's own webhook events.
    events: '[]',
    secret: l.secret,
    kind: HUB_KIND,
    hub_query: l.query,
    api_key_id: l.apiKeyId,
    created_by: l.by,
    created_at: l.at,
    updated_at: l.at,
  });
}

/** Stop a key's active listener (unregistered); false when it has none with that id. */
export async function stopListener(
  db: Executor,
  id: number,
  apiKeyId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ active: 0, updated_at: at })
    .where('id', '=', id)
    .where('kind', '=', HUB_KIND)
    .where('api_key_id', '=', apiKeyId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active listeners whose key is in force at `at` (neither revoked nor expired). */
export async function liveListeners(db: Executor, at: string): Promise<Listener[]> {
  const rows = await db
    .selectFrom('webhook_endpoints as e')
    .innerJoin('integration_api_keys as k', 'k.id', 'e.api_key_id')
    .select(['e.id', 'e.url', 'e.hub_query'])
    .where('e.kind', '=', HUB_KIND)
    .where('e.active', '=', 1)
    .where('k.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', at)]))
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), url: r.url, query: r.hub_query }));
}

/**
 * An order and its history rows, oldest first, as the transaction `db` sees them: what the
 * TMF622 representation is made from (tmf622/product-order.ts toProductOrder).
 */
export async function orderWithHistory(db: Executor, orderNo: string) {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) return null;
  const history = await db
    .selectFrom('order_status_history')
    .select(['id', 'status', 'note', 'at', 'kind', 'actor_kind', 'reason'])
    .where('order_no', '=', orderNo)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return { row, history };
}
