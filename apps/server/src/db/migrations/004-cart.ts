/**
 * Customise stage (issue 4): the provider's catalogue (versions, one active), carts (the
 * selections of an EPSessionID) and the telephone-number inventory.
 * Decisions: docs/decisions/010-catalogue-and-pricing.md, 011-cart-and-numbers.md.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

export function up004Cart(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('catalogue_versions'), ctx)
        // The provider's version text ('2026-11 demo') and the validated document (JSON).
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        // SHA-256 of the document: the in-process cache key.
        .addColumn('checksum', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('loaded_at', 'text', (c) => c.notNull()),
      [['catalogue_versions_active', ['active']]],
    );

    // EPSessionID (the qualification's cart id).
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('carts'), 'cart_id')
        // Hash of the owning session id (sessions.id_hash).
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('address_id', 'text', (c) => c.notNull())
        // Two-letter state of the address (tax table) and the number area (ZIP3).
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('tn_area', 'text', (c) => c.notNull())
        // CartSelections (packages/domain/src/wire/cart.ts) as JSON.
        .addColumn('selections', 'text', (c) => c.notNull())
        // Optimistic concurrency: every write bumps it.
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(h.timestamps)
        // After this the cart is gone and its held numbers go back to the pool.
        .addColumn('expires_at', 'text', (c) => c.notNull()),
      [
        ['carts_session', ['session_id']],
        ['carts_expires', ['expires_at']],
      ],
    );

    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('telephone_numbers'), 'tn')
        // Pool key: ZIP3 of the addresses the number may serve (docs/decisions/011).
        .addColumn('area', 'text', (c) => c.notNull())
        .$call(h.oneOf('status', 'tn_status', ['free', 'held', 'assigned'], 'free'))
        // The cart holding or owning it; null while free.
        .addColumn('cart_id', 'text')
        // A hold ends here (the cart's expiry); an expired hold counts as free.
        .addColumn('held_until', 'text'),
      [
        ['telephone_numbers_area', ['area', 'status', 'tn']],
        ['telephone_numbers_cart', ['cart_id']],
      ],
    );
  };
}

export function down004Cart() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['telephone_numbers', 'carts', 'catalogue_versions']);
  };
}
