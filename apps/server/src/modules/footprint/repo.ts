/**
 * Footprint SQL. Every function takes a Kysely executor so the import can run them inside its
 * one transaction. Portable SQL only (the same statements run on SQLite and PostgreSQL).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, FootprintAddressesTable, FootprintQuotesTable } from '../../db/schema';
import { FLAG_COLUMNS } from './csv';

type Executor = Kysely<Database>;
export type AddressRecord = Insertable<FootprintAddressesTable>;
export type QuoteRecord = FootprintQuotesTable;

/** Columns rewritten when a re-import meets an existing address_id: all of them. */
const UPDATED_COLUMNS = [
  'base_address_id',
  'house_number',
  'street_name',
  'unit',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  ...FLAG_COLUMNS,
  'speed_type',
  'building_name',
  'zip4',
  'search_key',
  'search_key_alt',
  'street_key',
  'unit_norm',
  'unit_sort',
  'imported_at',
] as const satisfies readonly (keyof FootprintAddressesTable)[];

/** Bound parameters per address row; batches stay under SQLite's 32,766-variable limit. */
export const ADDRESS_PARAMS = UPDATED_COLUMNS.length + 1;

export async function countAddresses(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('footprint_addresses')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasAnyAddress(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('footprint_addresses')
    .select('address_id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function maxImportedAt(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('footprint_addresses')
    .select((eb) => eb.fn.max('imported_at').as('m'))
    .executeTakeFirst();
  return row?.m ?? null;
}

/** Insert or, by address_id, overwrite every column. */
export async function upsertAddresses(db: Executor, records: AddressRecord[]): Promise<void> {
  if (!records.length) return;
  await db
    .insertInto('footprint_addresses')
    .values(records)
    .onConflict((oc) =>
      oc.column('address_id').doUpdateSet((eb) => {
        const set: Record<string, unknown> = {};
        for (const c of UPDATED_COLUMNS) set[c] = eb.ref(`excluded.${c}`);
        return set as Partial<Record<(typeof UPDATED_COLUMNS)[number], never>>;
      }),
    )
    .execute();
}

export async function deleteAllQuotes(db: Executor): Promise<void> {
  await db.deleteFrom('footprint_quotes').execute();
}

export async function deleteQuotesOf(db: Executor, addressIds: string[]): Promise<void> {
  if (!addressIds.length) return;
  await db.deleteFrom('footprint_quotes').where('address_id', 'in', addressIds).execute();
}

export async function insertQuotes(db: Executor, quotes: QuoteRecord[]): Promise<void> {
  if (!quotes.length) return;
  await db.insertInto('footprint_quotes').values(quotes).execute();
}

/** --replace: remove the rows the current import did not write. Returns how many. */
export async function deleteAddressesNotImportedAt(
  db: Executor,
  importedAt: string,
): Promise<number> {
  const result = await db
    .deleteFrom('footprint_addresses')
    .where('imported_at', '<>', importedAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** address_id and base_address_id of the given ids that exist. */
export async function findAddressBases(
  db: Executor,
  addressIds: string[],
): Promise<{ address_id: string; base_address_id: string }[]> {
  if (!addressIds.length) return [];
  return db
    .selectFrom('footprint_addresses')
    .select(['address_id', 'base_address_id'])
    .where('address_id', 'in', addressIds)
    .execute();
}

export async function countQuotes(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('footprint_quotes')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SQLite only: the connection's page cache size (PRAGMA cache_size; negative = KiB). */
export async function getSqliteCacheSize(db: Executor): Promise<number> {
  const result = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  return Number(result.rows[0]?.cache_size ?? -2000);
}

/** SQLite only: set the page cache size (negative = KiB, positive = pages). */
export async function setSqliteCacheSize(db: Executor, size: number): Promise<void> {
  await sql.raw(`pragma cache_size = ${Math.trunc(size)}`).execute(db);
}

/**
 * SQLite only: the secondary indexes of footprint_addresses with the DDL that created them, so a
 * bulk load can drop them and rebuild them from sorted data, which is several times faster than
 * maintaining them row by row. (The primary key stays: upserts need it.)
 */
export async function sqliteFootprintIndexes(
  db: Executor,
): Promise<{ name: string; sql: string }[]> {
  const result = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'index' and tbl_name = 'footprint_addresses' and sql is not null
    order by name`.execute(db);
  return result.rows;
}

export async function dropSqliteIndex(db: Executor, name: string): Promise<void> {
  await sql`drop index ${sql.id(name)}`.execute(db);
}

/** Re-run DDL read from sqlite_master (trusted: the database's own schema). */
export async function runSqliteDdl(db: Executor, ddl: string): Promise<void> {
  await sql.raw(ddl).execute(db);
}
