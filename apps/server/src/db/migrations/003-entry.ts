/**
 * Entry stage (issue 3): qualification attempts (the cart id EPSessionID and what each attempt
 * answered), used captcha solutions, waitlist registrations and call-back requests.
 * Decisions: docs/decisions/008-entry-stage-api.md.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up003Entry(_ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // Random public id of the attempt (the availability response's sessionId).
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('qualification_attempts'), 'id')
        .addColumn('session_id', 'text', (c) => c.notNull())
        // EPSessionID; null when the attempt did not resolve one footprint address.
        .addColumn('cart_id', 'text')
        .addColumn('call', 'text', (c) => c.notNull())
        .addColumn('address_id', 'text')
        .addColumn('base_address_id', 'text')
        .addColumn('zip', 'text', (c) => c.notNull())
        // What was asked (address text or ids), for support: never phone or e-mail.
        .addColumn('request_text', 'text', (c) => c.notNull())
        .$call(h.oneOf('status', 'qualification_status', ['pending', 'done', 'failed']))
        // The availability response (JSON) once done.
        .addColumn('response', 'text')
        .$call(h.timestamps),
      [['qualification_attempts_cart', ['cart_id', 'created_at']]],
    );

    // SHA-256 of the solved challenge's salt: each challenge is accepted once.
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('captcha_used'), 'salt_hash')
        .addColumn('expires_at', 'text', (c) => c.notNull()),
      [['captcha_used_expires', ['expires_at']]],
    );

    await h
      .textKey(db.schema.createTable('waitlist_registrations'), 'id')
      // Lower-cased e-mail and normalised "street unit zip": one registration per pair.
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('address_key', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('mobile_num', 'text')
      .addColumn('business_num', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('unit', 'text')
      .addColumn('street_address', 'text', (c) => c.notNull())
      .addColumn('consent', 'integer', (c) => c.notNull())
      .addColumn('session_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('waitlist_email_address', ['email_key', 'address_key'])
      .execute();

    // The reference read to the visitor ('CB-...').
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('callback_requests'), 'reference')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address_text', 'text')
        .addColumn('preferred_time', 'text')
        .addColumn('cart_id', 'text')
        .addColumn('session_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('created_at', 'text', (c) => c.notNull()),
      [['callback_requests_created', ['status', 'created_at']]],
    );
  };
}

export function down003Entry() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, [
      'callback_requests',
      'waitlist_registrations',
      'captcha_used',
      'qualification_attempts',
    ]);
  };
}
