/**
 * The customer's notices (docs/notices.md):
 *
 * - sms_consents: every answer to "may we text you about this order" with the words shown, the
 *   time and who gave it; an order's latest row is its consent.
 * - sms_opt_outs: mobile numbers that texted STOP (and START again).
 * - order_reminders: the installation reminders' current plan per order.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up022Notices(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('sms_consents'), ctx)
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('consented', 'integer', (c) => c.notNull())
        .addColumn('wording', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull()),
      [['sms_consents_order', ['order_no', 'id']]],
    );
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('sms_opt_outs'), 'mobile')
        .addColumn('stopped', 'integer', (c) => c.notNull())
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull()),
      [],
    );
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('order_reminders'), 'order_no')
        .addColumn('plan', 'integer', (c) => c.notNull())
        .addColumn('install_day', 'text', (c) => c.notNull())
        .addColumn('time_slot_code', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull()),
      [],
    );
  };
}

export function down022Notices() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['order_reminders', 'sms_opt_outs', 'sms_consents']);
  };
}
