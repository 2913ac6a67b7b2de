/**
 * The provider's footprint (serviceable addresses with their availability flags), existing price
 * quotes per address, and the US ZIP list. Search design: docs/decisions/004-footprint-search-schema.md.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import * as h from './helpers';

// Frozen copy of the flag list (a shipped migration must not change when the module does).
const FLAG_COLUMNS = [
  'fiber',
  'hsi',
  'phone',
  'bdv',
  'tv',
  'ingpon2ont',
  's2slbo',
  'base_address_blocked',
  'qualified_4g',
  'qualified_cband',
  'qualified_5g',
  'oof',
  'existing_service',
  'pending_order',
] as const;

export function up002Footprint(ctx: h.MigrationContext) {
  // Search keys are compared by byte order so a prefix is one B-tree range on both dialects;
  // PostgreSQL's default (locale) collation would ignore spaces and break prefix ranges.
  const byteOrder = (c: ColumnDefinitionBuilder) =>
    ctx.dialect === 'postgres' ? c.modifyFront(sql`collate "C"`) : c;

  return async (db: Kysely<unknown>): Promise<void> => {
    let table = db.schema
      .createTable('footprint_addresses')
      .addColumn('address_id', 'text', (c) => c.primaryKey())
      .addColumn('base_address_id', 'text', (c) => c.notNull())
      .addColumn('house_number', 'text', (c) => c.notNull())
      .addColumn('street_name', 'text', (c) => c.notNull())
      .addColumn('unit', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision');
    for (const flag of FLAG_COLUMNS) {
      table = table
        .addColumn(flag, 'text', (c) => c.notNull().defaultTo('N'))
        .addCheckConstraint(`footprint_${flag}_yn`, sql`${sql.ref(flag)} in ('Y', 'N')`);
    }
    await table
      .addColumn('speed_type', 'text')
      // Normalised search columns (normalize.ts). search_key / search_key_alt / street_key are
      // set on base (building) rows only; unit rows are reached through base_address_id.
      .addColumn('search_key', 'text', byteOrder)
      .addColumn('search_key_alt', 'text', byteOrder)
      .addColumn('street_key', 'text', byteOrder)
      .addColumn('unit_norm', 'text', (c) => byteOrder(c).notNull().defaultTo(''))
      .addColumn('unit_sort', 'text', (c) => byteOrder(c).notNull().defaultTo(''))
      /** When the import that last wrote this row started (ISO); --replace deletes older rows. */
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .execute();

    await h.createIndexes(db, 'footprint_addresses', [
      // Plain (not partial) indexes: SQLite only uses a partial index when the query repeats its
      // condition literally, which is easy to get wrong; the NULLs of unit rows cost little.
      ['footprint_search_key', ['search_key']],
      ['footprint_search_key_alt', ['search_key_alt']],
      // Zip-scoped street search, the multiple-address check (same house, street, zip) and
      // anything else filtered by zip (fiber-qualified zip check).
      ['footprint_zip_street', ['zip', 'street_key']],
      // Units of a building, in natural order, page by page.
      ['footprint_units', ['base_address_id', 'unit_sort']],
      // Reverse lookup (nearest address): a latitude band, then longitude.
      ['footprint_lat_long', ['latitude', 'longitude']],
    ]);

    await h.createTable(
      db,
      db.schema
        .createTable('footprint_quotes')
        .addColumn('address_id', 'text', (c) => c.notNull())
        .addColumn('quote_number', 'text', (c) => c.notNull())
        .addColumn('mon', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('footprint_quotes_pk', ['address_id', 'quote_number']),
      [['footprint_quotes_number', ['quote_number']]],
    );

    await db.schema
      .createTable('zip_codes')
      .addColumn('zip', 'text', (c) => byteOrder(c).primaryKey())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('alt_city', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .execute();
  };
}

export function down002Footprint() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['zip_codes', 'footprint_quotes', 'footprint_addresses']);
  };
}
