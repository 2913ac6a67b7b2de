/**
 * Footprint SQL. Every function takes a Kysely executor so the import can run them inside its
 * one transaction. Portable SQL only (the same statements run on SQLite and PostgreSQL).
 */
import { sql, type Kysely } from 'kysely';
import type { Database, FootprintAddressesTable } from '../../db/schema';
import { ADDRESS_COLUMNS } from './csv';
import { countRows } from '../../db/rows';

type Executor = Kysely<Database>;

/** Columns written from the file (and rewritten when a re-import meets an existing address_id). */
const UPDATED_COLUMNS = [
  ...ADDRESS_COLUMNS,
  'building_name',
  'zip4',
  'search_key',
  'search_key_alt',
  'street_key',
  'unit_norm',
  'unit_sort',
  'imported_at',
] as const satisfies readonly (keyof FootprintAddressesTable)[];

export async function countAddresses(db: Executor): Promise<number> {
  return countRows(db, 'footprint_addresses');
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

export async function deleteAllQuotes(db: Executor): Promise<void> {
  await db.deleteFrom('footprint_quotes').execute();
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

/*
 * The staging table: an import first loads the whole file into a temporary table (COPY on
 * PostgreSQL, batched inserts on SQLite), checks the cross-row rules there, then writes the
 * footprint from it in a few statements. Nothing of the file stays in the process's memory.
 */
export const STAGE_TABLE = 'footprint_import_stage';

/**
 * Staged columns, in load order: the CSV line, whether the row passed its own checks (a row that
 * did not is staged with its address_id only, so later duplicates still point at it), the
 * footprint columns, and the row's quotes as `Q1:MON1;Q2:MON2` (validated, so `:` and `;` only
 * separate).
 */
export const STAGE_COLUMNS = [
  'line',
  'ok',
  'address_id',
  ...UPDATED_COLUMNS.filter((c) => c !== 'imported_at'),
  'quotes',
] as const;
type StageColumn = (typeof STAGE_COLUMNS)[number];
const WRITTEN_COLUMNS = UPDATED_COLUMNS.filter((c) => c !== 'imported_at');
const STAGE_TYPES: Partial<Record<StageColumn, string>> = {
  line: 'integer not null',
  ok: 'integer not null',
  latitude: 'double precision',
  longitude: 'double precision',
};

/** Create the (connection-private) staging table; PostgreSQL drops it at commit or rollback. */
export async function createStage(db: Executor, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const columns = STAGE_COLUMNS.map((c) => `${c} ${STAGE_TYPES[c] ?? 'text'}`).join(', ');
  if (dialect === 'sqlite') await sql.raw(`drop table if exists temp.${STAGE_TABLE}`).execute(db);
  await sql
    .raw(
      `create temporary table ${STAGE_TABLE} (${columns})${dialect === 'postgres' ? ' on commit drop' : ''}`,
    )
    .execute(db);
}

/** SQLite: one multi-row insert (same SQL text for every full batch: a cached statement). */
export async function insertStageRows(db: Executor, rows: readonly unknown[][]): Promise<void> {
  if (!rows.length) return;
  await sql`insert into ${sql.table(STAGE_TABLE)} (${sql.raw(STAGE_COLUMNS.join(', '))}) values ${sql.join(
    rows.map((r) => sql`(${sql.join(r)})`),
  )}`.execute(db);
}

/** PostgreSQL: the COPY statement that loads the staging table from a text-format stream. */
export const STAGE_COPY_SQL = `copy ${STAGE_TABLE} (${STAGE_COLUMNS.join(', ')}) from stdin`;

/** After loading: an index for the checks (SQLite) and statistics for the planner (PostgreSQL). */
export async function prepareStage(db: Executor, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite')
    await sql
      .raw(`create index temp.${STAGE_TABLE}_id on ${STAGE_TABLE} (address_id, line)`)
      .execute(db);
  else await sql.raw(`analyze ${STAGE_TABLE}`).execute(db);
}

export async function dropStage(db: Executor): Promise<void> {
  await sql.raw(`drop table if exists temp.${STAGE_TABLE}`).execute(db);
}

/** Rows of the file whose address_id repeats an earlier line. */
export async function countStageDuplicates(db: Executor): Promise<number> {
  const result = await sql<{ n: string | number | null }>`
    select sum(n - 1) as n from (
      select count(*) as n from ${sql.table(STAGE_TABLE)} group by address_id having count(*) > 1
    ) d`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The first `limit` repeated rows with the line of the first occurrence. */
export async function listStageDuplicates(
  db: Executor,
  limit: number,
): Promise<{ address_id: string; line: number; first_line: number }[]> {
  const result = await sql<{ address_id: string; line: number; first_line: number }>`
    select s.address_id, s.line, f.first_line from ${sql.table(STAGE_TABLE)} s
    join (
      select address_id, min(line) as first_line from ${sql.table(STAGE_TABLE)}
      group by address_id having count(*) > 1
    ) f on f.address_id = s.address_id
    where s.line > f.first_line order by s.line limit ${limit}`.execute(db);
  return result.rows.map((r) => ({ ...r, line: Number(r.line), first_line: Number(r.first_line) }));
}

/** Keep the first row of each address_id (after listing the duplicates as problems). */
export async function deleteStageDuplicates(db: Executor): Promise<void> {
  await sql`
    delete from ${sql.table(STAGE_TABLE)} where exists (
      select 1 from ${sql.table(STAGE_TABLE)} t
      where t.address_id = ${sql.table(STAGE_TABLE)}.address_id
        and t.line < ${sql.table(STAGE_TABLE)}.line)`.execute(db);
}

export interface BadBaseRow {
  line: number;
  base: string;
  /** Line of the base in the file (then it is a unit row there), else null. */
  base_line: number | null;
  /** Set when the base is in the footprint (then it is a unit there). */
  db_id: string | null;
}

/**
 * Valid unit rows whose base_address_id is not a building: a unit row of the file, or (not in
 * the file) missing from the footprint, or a unit there; under --replace the footprint does not
 * count. At most `limit` rows, by line. Duplicates must have been removed from the stage.
 */
export async function listBadBases(
  db: Executor,
  replacing: boolean,
  limit: number,
): Promise<BadBaseRow[]> {
  const stage = sql.table(STAGE_TABLE);
  const result = await sql<BadBaseRow>`
    select u.line, u.base_address_id as base, b.line as base_line,
      ${replacing ? sql`null` : sql`fa.address_id`} as db_id
    from ${stage} u
    left join ${stage} b on b.address_id = u.base_address_id
    ${replacing ? sql`` : sql`left join footprint_addresses fa on fa.address_id = u.base_address_id`}
    where u.ok = 1 and u.base_address_id <> u.address_id and (
      (b.line is not null and b.ok = 1 and b.base_address_id <> b.address_id)
      or (b.line is null and ${
        replacing ? sql`1 = 1` : sql`(fa.address_id is null or fa.base_address_id <> fa.address_id)`
      }))
    order by u.line limit ${limit}`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    line: Number(r.line),
    base_line: r.base_line === null ? null : Number(r.base_line),
  }));
}

/** Insert or overwrite (by address_id) every staged row, stamped `importedAt`. */
export async function upsertFromStage(db: Executor, importedAt: string): Promise<void> {
  const columns = WRITTEN_COLUMNS.join(', ');
  const updates = UPDATED_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');
  // The WHERE also keeps SQLite from reading ON CONFLICT as a join constraint.
  await sql`
    insert into footprint_addresses (address_id, ${sql.raw(columns)}, imported_at)
    select address_id, ${sql.raw(columns)}, ${importedAt} from ${sql.table(STAGE_TABLE)}
    where ok = 1
    on conflict (address_id) do update set ${sql.raw(updates)}`.execute(db);
}

/** The file is the truth for its rows' quotes: their old quotes go (all of them on --replace). */
export async function deleteQuotesOfStage(db: Executor): Promise<void> {
  await sql`
    delete from footprint_quotes
    where address_id in (select address_id from ${sql.table(STAGE_TABLE)})`.execute(db);
}

/** Split the staged `Q1:MON1;Q2:MON2` lists into footprint_quotes rows. */
export async function insertQuotesFromStage(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
): Promise<void> {
  const stage = sql.table(STAGE_TABLE);
  if (dialect === 'postgres') {
    await sql`
      insert into footprint_quotes (address_id, quote_number, mon)
      select s.address_id, split_part(q, ':', 1), split_part(q, ':', 2)
      from ${stage} s cross join lateral unnest(string_to_array(s.quotes, ';')) as q
      where s.quotes is not null`.execute(db);
    return;
  }
  await sql`
    with recursive split(address_id, pair, rest) as (
      select address_id, null, quotes || ';' from ${stage} where quotes is not null
      union all
      select address_id, substr(rest, 1, instr(rest, ';') - 1), substr(rest, instr(rest, ';') + 1)
      from split where rest <> ''
    )
    insert into footprint_quotes (address_id, quote_number, mon)
    select address_id, substr(pair, 1, instr(pair, ':') - 1), substr(pair, instr(pair, ':') + 1)
    from split where pair is not null`.execute(db);
}
