/**
 * Issue 14 (hand-off to the provider's systems, docs/integration.md):
 *
 * - webhook_endpoints: where events go (URL, the events it takes as a JSON array, the signing
 *   secret, active 0/1). The secret is kept in clear: every delivery is signed with it.
 * - webhook_deliveries: one row per event and endpoint (and per replay by hand), written with the
 *   business change and its job (`job_key`, unique); the body is kept as sent, so a retry or a
 *   replay sends the same bytes.
 * - webhook_attempts: every HTTP attempt of a delivery (status code, duration, error). The jobs'
 *   own job_attempts know nothing of HTTP and are forgotten 14 days after the job; these stay.
 * - integration_api_keys: the TMF622 API keys, one per integration; only a SHA-256 of the key
 *   is stored (the key is shown once), with a prefix to recognize it by.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up015Integrations(ctx: h.MigrationContext) {
  const bigint = h.bigIntType(ctx);
  return async (db: Kysely<unknown>): Promise<void> => {
    await h
      .autoIncrementId(db.schema.createTable('webhook_endpoints'), ctx)
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .$call(h.timestamps)
      .execute();

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('webhook_deliveries'), ctx)
        .addColumn('endpoint_id', bigint, h.cascadingReference('webhook_endpoints.id'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('job_key', 'text', (c) => c.notNull().unique())
        .addColumn('replay_of', bigint)
        .$call(
          h.oneOf(
            'status',
            'webhook_deliveries_status',
            ['pending', 'delivered', 'failed'],
            'pending',
          ),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'text'),
      [
        ['webhook_deliveries_endpoint', ['endpoint_id', 'id']],
        ['webhook_deliveries_event', ['event_id']],
      ],
    );

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('webhook_attempts'), ctx)
        .addColumn('delivery_id', bigint, h.cascadingReference('webhook_deliveries.id'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('error', 'text'),
      [['webhook_attempts_delivery', ['delivery_id', 'attempt']]],
    );

    await h
      .autoIncrementId(db.schema.createTable('integration_api_keys'), ctx)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
  };
}

export function down015Integrations() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, [
      'integration_api_keys',
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_endpoints',
    ]);
  };
}
