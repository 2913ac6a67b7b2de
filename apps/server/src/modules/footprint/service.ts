/**
 * Footprint import, in one transaction, with memory that stays flat at any file size:
 *  1. stream the CSV, checking each row on its own (csv.ts), and stage every row in a temporary
 *     table as it is read (COPY on PostgreSQL, batched inserts on SQLite: stage.ts);
 *  2. check the rules across rows (unique address_id, base_address_id references) in SQL there;
 *  3. if the file is clean, write the footprint from the stage in a few statements, then the
 *     derived tables (derived.ts).
 * Any problem rolls the transaction back: a refused file leaves the footprint exactly as it was,
 * and readers keep the old footprint until the commit. Used by `npm run footprint:import` and,
 * for the demo footprint, by the server's start-up.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { writeSetting } from '../../db/settings';
import { inTransaction } from '../../db/transaction';
import { fromRepoRoot } from '../../paths';
import {
  baseProblem,
  checkHeader,
  duplicateIdProblem,
  parseRecord,
  type Header,
  type Problem,
} from './csv';
import { FOOTPRINT_VERSION_KEY, forgetKeptFootprint } from './cache';
import { DERIVED_TABLES } from './derived';
import * as repo from './repo';
import {
  copyStager,
  inCopyTransaction,
  insertStager,
  stageInvalid,
  stageRow,
  type Stager,
} from './stage';

export const DEMO_FOOTPRINT_FILE = fromRepoRoot('data/footprint/demo.csv');

export interface ImportCounts {
  /** Data rows in the file. */
  read: number;
  inserted: number;
  updated: number;
  /** Rows removed by --replace (in the footprint, not in the file). */
  deleted: number;
  /** Existing price quotes in the file. */
  quotes: number;
}

export type ImportResult =
  | { ok: true; counts: ImportCounts; importedAt: string }
  | { ok: false; problems: Problem[]; problemCount: number };

/** Where a running import is: reading (rows so far), then the steps after the last row. */
export interface ImportProgress {
  phase: 'read' | 'check' | 'write' | 'index' | 'derived';
  /** Data rows read so far. */
  rows: number;
  /** What the phase does, for a progress line (e.g. the derived table's name). */
  detail?: string;
}

export interface ImportOptions {
  /** Replace the whole footprint with the file's addresses (default: update by address_id). */
  replace?: boolean;
  now?: Date;
  /** Rows per staging INSERT; the default keeps under SQLite's bound-parameter limit. */
  batchSize?: number;
  /**
   * PostgreSQL: stage the file with COPY over a dedicated connection to this URL (the CLI passes
   * DATABASE_URL); the whole import then runs on that connection. Without it the file is staged
   * with batched inserts through `db`.
   */
  copyUrl?: string;
  /** Called every PROGRESS_EVERY rows while reading, and at each later phase. */
  onProgress?: (progress: ImportProgress) => void;
  /** Runs last in the import's transaction of a clean file (the console's history and audit). */
  beforeCommit?: (trx: Kysely<Database>, counts: ImportCounts) => Promise<void>;
}

type Logger = { info(obj: object, msg?: string): void };

/** Problems kept for the report; a thoroughly broken file must not exhaust memory. */
const MAX_KEPT_PROBLEMS = 1000;
/** SQLite page cache during an import, in KiB (the 2 MB default slows a big import). */
const IMPORT_CACHE_KIB = 256 * 1024;
const DEFAULT_BATCH = Math.floor(30_000 / repo.STAGE_COLUMNS.length);
const PROGRESS_EVERY = 50_000;

class Refused extends Error {
  constructor(
    readonly problems: Problem[],
    readonly problemCount: number,
  ) {
    super('footprint import refused');
  }
}

/** Number of line breaks inside a record's fields, to turn csv-parse's end line into a start line. */
function innerLineBreaks(record: readonly string[]): number {
  let n = 0;
  for (const field of record) {
    for (let i = field.indexOf('\n'); i >= 0; i = field.indexOf('\n', i + 1)) n++;
  }
  return n;
}

/**
 * Problems found so far: all counted, the first MAX_KEPT_PROBLEMS of each kind kept. `order`
 * puts a line's problems as a reader expects them: the repeated id, the row's own, its base.
 */
class ProblemList {
  private readonly kept: { p: Problem; order: number }[] = [];
  private keptOfOrder = [0, 0, 0];
  count = 0;
  add(p: Problem, order = 1): void {
    this.count++;
    if (this.keptOfOrder[order]! < MAX_KEPT_PROBLEMS) {
      this.keptOfOrder[order]!++;
      this.kept.push({ p, order });
    }
  }
  addRow = (p: Problem): void => this.add(p, 1);
  /** The kept problems by line, at most MAX_KEPT_PROBLEMS. */
  sorted(): Problem[] {
    return this.kept
      .sort((a, b) => a.p.line - b.p.line || a.order - b.order)
      .slice(0, MAX_KEPT_PROBLEMS)
      .map((k) => k.p);
  }
}

/**
 * Stream the CSV, checking each row on its own and staging it. Returns the number of data rows
 * read, or null when the header is unusable (nothing else is worth checking).
 */
async function readFootprintCsv(
  input: Readable,
  stager: Stager,
  problems: ProblemList,
  onRead: (read: number, quotes: number) => void,
): Promise<number | null> {
  let header: Header | null = null;
  let read = 0;
  // Values are trimmed by parseRecord (csv-parse's own trim doubles the parse time).
  const csvParser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  // pipe() does not pass on a read error (a file gone, a disk failing): the parser ends with it.
  input.on('error', (e) => csvParser.destroy(e));
  const parser = input.pipe(csvParser) as unknown as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>;
  try {
    for await (const { record, info } of parser) {
      // Blank lines and rows of empty fields (",,,," from spreadsheets) carry nothing.
      if (record.every((field) => !field.trim())) continue;
      const line = info.lines - innerLineBreaks(record);
      if (!header) {
        const checked = checkHeader(record);
        checked.problems.forEach(problems.addRow);
        if (checked.problems.length) return null; // every row would fail against a broken header
        header = checked;
        continue;
      }
      read++;
      const { row, addressId, problems: rowProblems } = parseRecord(record, header, line);
      rowProblems.forEach(problems.addRow);
      if (row) await stager.add(stageRow(row));
      else if (addressId) await stager.add(stageInvalid(addressId, line));
      onRead(read, row ? row.quotes.length : 0);
    }
  } catch (e) {
    // Malformed CSV (an unclosed quote...): csv-parse stops at the first such error.
    const err = e as { code?: unknown; lines?: number; message: string };
    if (typeof err.code !== 'string' || !err.code.startsWith('CSV_')) throw e;
    problems.addRow({ line: err.lines ?? 0, column: 'file', message: err.message });
    return read;
  } finally {
    input.destroy();
  }
  if (!header) {
    problems.addRow({ line: 1, column: 'file', message: 'is empty: expected a header row' });
    return null;
  }
  if (!read) problems.addRow({ line: 1, column: 'file', message: 'has a header but no addresses' });
  return read;
}

/** The rules across rows, in SQL over the stage: repeated address_ids, then base references. */
async function checkStage(
  trx: Kysely<Database>,
  problems: ProblemList,
  replace: boolean,
): Promise<void> {
  const duplicates = await repo.countStageDuplicates(trx);
  if (duplicates) {
    for (const d of await repo.listStageDuplicates(trx, MAX_KEPT_PROBLEMS))
      problems.add(duplicateIdProblem(d.address_id, d.line, d.first_line), 0);
    problems.count += Math.max(0, duplicates - MAX_KEPT_PROBLEMS);
    await repo.deleteStageDuplicates(trx);
  }
  const bad = await repo.listBadBases(trx, replace, MAX_KEPT_PROBLEMS + 1);
  for (const b of bad.slice(0, MAX_KEPT_PROBLEMS)) {
    const issue =
      b.base_line !== null
        ? ({ kind: 'unit-in-file', baseLine: b.base_line } as const)
        : b.db_id !== null
          ? ({ kind: 'unit-in-footprint' } as const)
          : ({ kind: 'missing', replacing: replace } as const);
    problems.add(baseProblem(b.line, b.base, issue), 2);
  }
  // Past the kept ones the report says only "and N more": one more is enough to say so.
  if (bad.length > MAX_KEPT_PROBLEMS) problems.count++;
}

/** Import a footprint CSV from a stream (see docs/footprint-format.md). */
export async function importFootprint(
  db: Db,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const replace = options.replace ?? false;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? DEFAULT_BATCH, DEFAULT_BATCH));
  const problems = new ProblemList();
  const copy = db.dialect === 'postgres' ? options.copyUrl : undefined;
  let read = 0;
  const progress = (phase: ImportProgress['phase'], detail?: string) =>
    options.onProgress?.({ phase, rows: read, ...(detail ? { detail } : {}) });

  const run = async (trx: Kysely<Database>, stager: Stager): Promise<ImportResult> => {
    let quoteCount = 0;
    let rows: number | null;
    try {
      rows = await readFootprintCsv(input, stager, problems, (n, quotes) => {
        read = n;
        quoteCount += quotes;
        if (n % PROGRESS_EVERY === 0) progress('read');
      });
      await stager.end();
    } catch (e) {
      stager.abort(e as Error);
      throw e;
    }
    if (rows === null) throw new Refused(problems.sorted(), problems.count);

    progress('check');
    await repo.prepareStage(trx, db.dialect);
    await checkStage(trx, problems, replace);
    if (problems.count) throw new Refused(problems.sorted(), problems.count);

    progress('write');
    const before = await repo.countAddresses(trx);
    // A stamp later than every existing row's, so --replace can tell this import's rows apart.
    let importedAt = (options.now ?? new Date()).toISOString();
    const latest = await repo.maxImportedAt(trx);
    if (latest && latest >= importedAt) importedAt = new Date(Date.parse(latest) + 1).toISOString();
    // SQLite bulk load (first load or --replace): drop the search indexes and build them once
    // at the end, several times faster than maintaining them row by row. Inside the
    // transaction, so a failure gets them back on rollback, and readers in other processes
    // keep their snapshot (WAL). Not on PostgreSQL, where DROP INDEX blocks readers.
    const rebuild =
      db.dialect === 'sqlite' && (replace || before === 0)
        ? await repo.sqliteFootprintIndexes(trx)
        : [];
    for (const index of rebuild) await repo.dropSqliteIndex(trx, index.name);
    await repo.upsertFromStage(trx, importedAt);
    if (replace) await repo.deleteAllQuotes(trx);
    else await repo.deleteQuotesOfStage(trx);
    await repo.insertQuotesFromStage(trx, db.dialect);
    const deleted = replace ? await repo.deleteAddressesNotImportedAt(trx, importedAt) : 0;
    if (rebuild.length) progress('index');
    for (const index of rebuild) await repo.runSqliteDdl(trx, index.sql);

    // Derived tables are filled here, from the footprint just written and the stage (derived.ts).
    for (const table of DERIVED_TABLES) {
      progress('derived', table.name);
      await table.fill(trx, { dialect: db.dialect, replace });
    }
    if (db.dialect === 'sqlite') await repo.dropStage(trx);
    // Every process forgets the footprint rows it kept (./cache.ts).
    await writeSetting(
      { ...db, kysely: trx },
      FOOTPRINT_VERSION_KEY,
      `${importedAt} ${randomUUID()}`,
    );

    const after = await repo.countAddresses(trx);
    const inserted = after - before + deleted; // after = before - deleted + inserted
    const counts = { read, inserted, updated: read - inserted, deleted, quotes: quoteCount };
    await options.beforeCommit?.(trx, counts);
    return { ok: true, counts, importedAt };
  };

  // SQLite: a large page cache keeps the B-trees in memory while a big file streams in.
  const sqliteCache = db.dialect === 'sqlite' ? await repo.getSqliteCacheSize(db.kysely) : null;
  if (sqliteCache !== null) await repo.setSqliteCacheSize(db.kysely, -IMPORT_CACHE_KIB);
  try {
    if (copy) {
      return await inCopyTransaction(copy, async (trx, client) => {
        await repo.createStage(trx, 'postgres');
        return run(trx, copyStager(client()));
      });
    }
    return await inTransaction(db, async (trx) => {
      await repo.createStage(trx, db.dialect);
      return run(trx, insertStager(trx, batchSize));
    });
  } catch (e) {
    if (e instanceof Refused)
      return { ok: false, problems: e.problems, problemCount: e.problemCount };
    throw e;
  } finally {
    if (sqliteCache !== null) await repo.setSqliteCacheSize(db.kysely, sqliteCache);
    // This process sees its own import at once; the others at their next version check.
    forgetKeptFootprint(db);
  }
}

export async function importFootprintFile(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importFootprint(db, fs.createReadStream(file), options);
}

/**
 * Start-up: load the demo footprint (data/footprint/demo.csv) when the footprint is empty.
 * Returns the counts when it loaded, null when there already was a footprint.
 */
export async function seedDemoFootprintIfEmpty(ctx: {
  db: Db;
  log: Logger;
}): Promise<ImportCounts | null> {
  if (await repo.hasAnyAddress(ctx.db.kysely)) return null;
  const result = await importFootprintFile(ctx.db, DEMO_FOOTPRINT_FILE);
  if (!result.ok) {
    throw new Error(
      `the demo footprint ${DEMO_FOOTPRINT_FILE} is invalid: ${result.problems
        .slice(0, 5)
        .map((p) => `line ${p.line}: ${p.column}: ${p.message}`)
        .join('; ')}`,
    );
  }
  ctx.log.info({ ...result.counts }, 'loaded the demo footprint');
  return result.counts;
}
