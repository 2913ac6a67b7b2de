/** Webhook endpoints, deliveries and their attempts (migration 015). SQL only. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema/integrations';
import { insertReturningId, rowById } from '../../db/rows';

type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface Endpoint extends Omit<EndpointRow, 'events' | 'active'> {
  events: string[];
  active: boolean;
}

const toEndpoint = (row: EndpointRow): Endpoint => ({
  ...row,
  id: Number(row.id),
  events: JSON.parse(row.events) as string[],
  active: Number(row.active) === 1,
});

export async function activeEndpoints(db: Kysely<Database>): Promise<Endpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

/** 'webhook': an admin's endpoint; 'tmf-hub': a TMF listener an API key registered (migration
 * 019), which only its key changes. Absent: either. */
type EndpointKind = 'webhook' | 'tmf-hub';

export async function listEndpoints(
  db: Kysely<Database>,
  kind?: EndpointKind,
): Promise<Endpoint[]> {
  let q = db.selectFrom('webhook_endpoints').selectAll();
  if (kind) q = q.where('kind', '=', kind);
  return (await q.orderBy('id').execute()).map(toEndpoint);
}

export async function findEndpoint(
  db: Kysely<Database>,
  id: number,
  kind?: EndpointKind,
): Promise<Endpoint | null> {
  const row = await rowById(db, 'webhook_endpoints', id);
  return row && (!kind || row.kind === kind) ? toEndpoint(row) : null;
}

export async function insertEndpoint(
  db: Kysely<Database>,
  values: Insertable<WebhookEndpointsTable>,
): Promise<number> {
  return insertReturningId(db, 'webhook_endpoints', values);
}

/** Enable (forgetting any run of failures) or disable an endpoint; `reason` 'failing' when
 * the failures disabled it. */
export async function setEndpointActive(
  db: Kysely<Database>,
  id: number,
  active: boolean,
  now: string,
  reason: string | null = null,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set(
      active
        ? {
            active: 1,
            updated_at: now,
            disabled_reason: null,
            disabled_at: null,
            failing_since: null,
          }
        : { active: 0, updated_at: now, disabled_reason: reason, disabled_at: now },
    )
    .where('id', '=', id)
    .execute();
}

/** A new signing secret; the old one keeps signing until `previousUntil` (null: not at all). */
export async function rotateSecret(
  db: Kysely<Database>,
  id: number,
  secret: string,
  previous: { secret: string; until: string } | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      secret,
      previous_secret: previous?.secret ?? null,
      previous_secret_until: previous?.until ?? null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** After an attempt: a success ends the endpoint's run of failures, a failure starts one. */
export async function noteEndpointOutcome(
  db: Kysely<Database>,
  id: number,
  ok: boolean,
  at: string,
): Promise<void> {
  const q = db.updateTable('webhook_endpoints').where('id', '=', id);
  if (ok) await q.set({ failing_since: null }).where('failing_since', 'is not', null).execute();
  else await q.set({ failing_since: at }).where('failing_since', 'is', null).execute();
}

/**
 * Disable the active endpoints whose deliveries have all failed since `before` or earlier
 * (reason 'failing'); answers the endpoints it disabled (another worker's are not among them).
 */
export async function disableFailing(
  db: Kysely<Database>,
  before: string,
  now: string,
): Promise<Endpoint[]> {
  const rows = await db
    .updateTable('webhook_endpoints')
    .set({ active: 0, disabled_reason: 'failing', disabled_at: now, updated_at: now })
    .where('active', '=', 1)
    .where('failing_since', '<=', before)
    .returningAll()
    .execute();
  return rows.map(toEndpoint);
}

/** Insert a delivery; its id, or null when its job key was queued before. */
export async function insertDelivery(
  db: Kysely<Database>,
  values: Insertable<WebhookDeliveriesTable>,
): Promise<number | null> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values(values)
    .onConflict((oc) => oc.column('job_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function deliveryWithEndpoint(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .selectAll('d')
    .select([
      'e.url',
      'e.secret',
      'e.active',
      'e.previous_secret',
      'e.previous_secret_until',
      'e.failing_since',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), endpoint_id: Number(row.endpoint_id) } : null;
}

export async function findDelivery(db: Kysely<Database>, id: number): Promise<DeliveryRow | null> {
  const row = await rowById(db, 'webhook_deliveries', id);
  return row ? { ...row, id: Number(row.id), endpoint_id: Number(row.endpoint_id) } : null;
}

export async function countReplays(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('replay_of', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AttemptRecord {
  deliveryId: number;
  attempt: number;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
}

/** Log one HTTP attempt and bring the delivery's summary up to date. */
export async function recordAttempt(
  db: Kysely<Database>,
  a: AttemptRecord,
  status: DeliveryRow['status'],
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: a.deliveryId,
      attempt: a.attempt,
      started_at: a.startedAt,
      duration_ms: a.durationMs,
      status_code: a.statusCode,
      ok: a.ok ? 1 : 0,
      error: a.error,
    })
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status,
      attempts: eb('attempts', '+', 1),
      last_status_code: a.statusCode,
      last_error: a.error,
      ...(a.ok ? { delivered_at: a.startedAt } : {}),
    }))
    .where('id', '=', a.deliveryId)
    .execute();
}

export async function markDelivery(
  db: Kysely<Database>,
  id: number,
  status: DeliveryRow['status'],
  error: string,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status, last_error: error })
    .where('id', '=', id)
    .execute();
}

export interface DeliveryFilter {
  endpointId?: number;
  eventType?: string;
  status?: DeliveryRow['status'];
  /** Deliveries older than this id (paging newest first). */
  beforeId?: number;
  limit: number;
}

export async function listDeliveries(db: Kysely<Database>, f: DeliveryFilter) {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .$if(f.endpointId !== undefined, (q) => q.where('endpoint_id', '=', f.endpointId!))
    .$if(f.eventType !== undefined, (q) => q.where('event_type', '=', f.eventType!))
    .$if(f.status !== undefined, (q) => q.where('status', '=', f.status!))
    .$if(f.beforeId !== undefined, (q) => q.where('id', '<', f.beforeId!))
    .orderBy('id', 'desc')
    .limit(f.limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), endpoint_id: Number(r.endpoint_id) }));
}

export async function attemptsOf(db: Kysely<Database>, deliveryIds: number[]) {
  if (!deliveryIds.length) return [];
  const rows = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
  return rows.map((r) => ({ ...r, delivery_id: Number(r.delivery_id) }));
}

/** Forget deliveries that ended (delivered or failed) before `before`; their attempts go too. */
export async function purgeDeliveries(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('status', '!=', 'pending')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
