import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up001Core(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h
      .textKey(db.schema.createTable('app_settings'), 'key')
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('sessions'), 'id_hash')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}')),
      [['sessions_expires_at', ['expires_at']]],
    );

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('event_log'), ctx)
        .addColumn('session_id', 'text')
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('section_name', 'text')
        .addColumn('page_name', 'text')
        .addColumn('client_timestamp', 'text')
        .addColumn('begin_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('logs', 'text')
        .addColumn('comments', 'text')
        .addColumn('content_square_link', 'text')
        .addColumn('delay_ms', 'integer')
        .addColumn('received_at', 'text', (c) => c.notNull()),
      [['event_log_session', ['session_id', 'received_at']]],
    );

    await h
      .autoIncrementId(db.schema.createTable('error_log'), ctx)
      .addColumn('session_id', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
  };
}

export function down001Core() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['error_log', 'event_log', 'sessions', 'app_settings']);
  };
}
