/**
 * Issue 11 (security hardening), staff and SMS parts:
 * - `sessions.secret_hash`: the hash of the cookie's current secret once it has been rotated
 *   (staff sign-in and sign-out). The row keeps its `id_hash`, the stable id other rows refer to;
 *   a rotated session is found only by its new secret, so a cookie planted before sign-in never
 *   gains staff rights. Null until the first rotation (then `id_hash` is the secret's hash).
 * - `sign_in_throttle`: failed staff sign-ins by key (one e-mail, known or not; one client),
 *   taken atomically before a password is compared, with a delay that doubles.
 * - `sms_destinations`: the distinct numbers a session or a cart sent passcodes to; the primary
 *   key (scope, slot) and the unique (scope, mobile_hash) cap them atomically.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up007SignInThrottle(_ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('sessions').addColumn('secret_hash', 'text').execute();
    await h.createIndexes(db, 'sessions', [['sessions_secret_hash', ['secret_hash'], 'unique']]);

    await h
      .textKey(db.schema.createTable('sign_in_throttle'), 'key')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('delay_s', 'integer', (c) => c.notNull().defaultTo(0))
      // Epoch milliseconds: the next attempt is taken only from then on.
      .addColumn('next_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('sms_destinations')
      // 'session:<id>' or 'cart:<id>'.
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('mobile_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sms_destinations_pk', ['scope', 'slot'])
      .addUniqueConstraint('sms_destinations_number', ['scope', 'mobile_hash'])
      .execute();
  };
}

export function down007SignInThrottle() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['sms_destinations', 'sign_in_throttle']);
    await db.schema.dropIndex('sessions_secret_hash').ifExists().execute();
    await db.schema.alterTable('sessions').dropColumn('secret_hash').execute();
  };
}
