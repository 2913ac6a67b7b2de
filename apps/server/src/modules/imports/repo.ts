/**
 * Import-history SQL (table import_runs) and the active versions the console shows (read from
 * the catalogue, footprint, number pool and install calendar tables). Portable across SQLite and
 * PostgreSQL.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImportRunsTable } from '../../db/schema/imports';
import { insertReturningId } from '../../db/rows';

type Executor = Kysely<Database>;
export type RunRow = Selectable<ImportRunsTable>;

export async function insertRun(db: Executor, row: Insertable<ImportRunsTable>): Promise<number> {
  return insertReturningId(db, 'import_runs', row);
}

export async function updateRun(
  db: Executor,
  id: number,
  values: Updateable<ImportRunsTable>,
): Promise<void> {
  await db.updateTable('import_runs').set(values).where('id', '=', id).execute();
}

/** A running import's progress (a run that has ended keeps its final figures). */
export async function updateProgress(
  db: Executor,
  id: number,
  progress: { bytes: number; rows: number },
): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ bytes_done: progress.bytes, rows_done: progress.rows })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export function findRun(db: Executor, id: number): Promise<RunRow | undefined> {
  return db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest runs first. */
export function listRuns(db: Executor, limit: number): Promise<RunRow[]> {
  return db.selectFrom('import_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function activeCatalogue(db: Executor) {
  const row = await db
    .selectFrom('catalogue_versions')
    .select(['version', 'loaded_at'])
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { version: row.version, importedAt: row.loaded_at } : null;
}

export async function footprintSummary(db: Executor) {
  const row = await db
    .selectFrom('footprint_addresses')
    .select((eb) => [
      eb.fn.countAll<string | number | bigint>().as('n'),
      eb.fn.max('imported_at').as('latest'),
    ])
    .executeTakeFirstOrThrow();
  return { rows: Number(row.n), importedAt: row.latest ?? null };
}

export async function numberSummary(db: Executor) {
  const rows = await db
    .selectFrom('telephone_numbers')
    .select(['status', (eb) => eb.fn.countAll<string | number | bigint>().as('n')])
    .groupBy('status')
    .execute();
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const free = Number(rows.find((r) => r.status === 'free')?.n ?? 0);
  return { total, free };
}

export async function slotSummary(db: Executor) {
  const row = await db
    .selectFrom('install_slots')
    .select((eb) => [
      eb.fn.countAll<string | number | bigint>().as('n'),
      eb.fn.count<string | number | bigint>('area').distinct().as('areas'),
      eb.fn.min('slot_date').as('first'),
      eb.fn.max('slot_date').as('last'),
    ])
    .executeTakeFirstOrThrow();
  return {
    areas: Number(row.areas),
    count: Number(row.n),
    first: row.first ?? null,
    last: row.last ?? null,
  };
}
