/**
 * Customise stage (issue 4): the provider's catalogue (versions, one active), carts (the
 * selections of an EPSessionID) and the telephone-number inventory.
 * Decisions: docs/decisions/010-catalogue-and-pricing.md, 011-cart-and-numbers.md.
 */
import { sql, type Kysely } from 'kysely';
import { autoIncrementId, type MigrationContext } from './helpers';

export function up004Cart(ctx: MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await autoIncrementId(db.schema.createTable('catalogue_versions'), ctx)
      // The provider's version text ('2026-11 demo') and the validated document (JSON).
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      // SHA-256 of the document: the in-process cache key.
      .addColumn('checksum', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('loaded_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('catalogue_versions_active')
      .on('catalogue_versions')
      .column('active')
      .execute();

    await db.schema
      .createTable('carts')
      // EPSessionID (the qualification's cart id).
      .addColumn('cart_id', 'text', (c) => c.primaryKey())
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
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // After this the cart is gone and its held numbers go back to the pool.
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('carts_session').on('carts').column('session_id').execute();
    await db.schema.createIndex('carts_expires').on('carts').column('expires_at').execute();

    await db.schema
      .createTable('telephone_numbers')
      .addColumn('tn', 'text', (c) => c.primaryKey())
      // Pool key: ZIP3 of the addresses the number may serve (docs/decisions/011).
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('free'))
      .addCheckConstraint('tn_status', sql`status in ('free', 'held', 'assigned')`)
      // The cart holding or owning it; null while free.
      .addColumn('cart_id', 'text')
      // A hold ends here (the cart's expiry); an expired hold counts as free.
      .addColumn('held_until', 'text')
      .execute();
    await db.schema
      .createIndex('telephone_numbers_area')
      .on('telephone_numbers')
      .columns(['area', 'status', 'tn'])
      .execute();
    await db.schema
      .createIndex('telephone_numbers_cart')
      .on('telephone_numbers')
      .column('cart_id')
      .execute();
  };
}

export function down004Cart() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.dropTable('telephone_numbers').ifExists().execute();
    await db.schema.dropTable('carts').ifExists().execute();
    await db.schema.dropTable('catalogue_versions').ifExists().execute();
  };
}
