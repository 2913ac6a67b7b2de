/**
 * Footprint import: one pass over the CSV inside one transaction. Rows are validated as they
 * stream in and written in batches; the first problem stops the writing, the rest of the file is
 * still checked so every problem is reported, and the transaction is rolled back, so a refused
 * file leaves the footprint exactly as it was. Used by `npm run footprint:import` and, for the
 * demo footprint, by the server's start-up.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { fromRepoRoot } from '../../paths';
import {
  FootprintValidator,
  checkHeader,
  parseRecord,
  type ExistingBase,
  type FootprintRow,
  type Header,
  type Problem,
} from './csv';
import { normalizeUnit, searchColumns, unitSortKey } from './normalize';
import * as repo from './repo';

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

export interface ImportOptions {
  /** Replace the whole footprint with the file's addresses (default: update by address_id). */
  replace?: boolean;
  now?: Date;
  /** Rows per INSERT; the default keeps under SQLite's bound-parameter limit. */
  batchSize?: number;
}

type Logger = { info(obj: object, msg?: string): void };

/** Problems kept for the report; a thoroughly broken file must not exhaust memory. */
const MAX_KEPT_PROBLEMS = 1000;
/** SQLite page cache during an import, in KiB (the 2 MB default slows a big import). */
const IMPORT_CACHE_KIB = 256 * 1024;
const DEFAULT_BATCH = Math.floor(30_000 / repo.ADDRESS_PARAMS);

class Refused extends Error {
  constructor(
    readonly problems: Problem[],
    readonly problemCount: number,
  ) {
    super('footprint import refused');
  }
}

function toRecord(row: FootprintRow, importedAt: string): repo.AddressRecord {
  // Only buildings are searched; their units are listed through base_address_id.
  const keys = row.baseAddressId === row.addressId ? searchColumns(row) : null;
  const unitNorm = normalizeUnit(row.unit);
  return {
    address_id: row.addressId,
    base_address_id: row.baseAddressId,
    house_number: row.houseNumber,
    street_name: row.streetName,
    unit: row.unit,
    city: row.city,
    state: row.state,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    ...row.flags,
    speed_type: row.speedType,
    building_name: row.buildingName,
    zip4: row.zip4,
    search_key: keys?.searchKey ?? null,
    search_key_alt: keys?.searchKeyAlt ?? null,
    street_key: keys?.streetKey ?? null,
    unit_norm: unitNorm,
    unit_sort: unitSortKey(unitNorm),
    imported_at: importedAt,
  };
}

/** Number of line breaks inside a record's fields, to turn csv-parse's end line into a start line. */
function innerLineBreaks(record: readonly string[]): number {
  let n = 0;
  for (const field of record) {
    for (let i = field.indexOf('\n'); i >= 0; i = field.indexOf('\n', i + 1)) n++;
  }
  return n;
}

/** Problems found so far: all counted, the first MAX_KEPT_PROBLEMS kept. */
class ProblemList {
  readonly kept: Problem[] = [];
  count = 0;
  add = (p: Problem): void => {
    this.count++;
    if (this.kept.length < MAX_KEPT_PROBLEMS) this.kept.push(p);
  };
}

/**
 * Stream the CSV, validating each row; hands every valid row to `onRow` (which the caller stops
 * writing once a problem is known). Returns the number of data rows read.
 */
async function readFootprintCsv(
  input: Readable,
  validator: FootprintValidator,
  problems: ProblemList,
  onRow: (row: FootprintRow) => Promise<void>,
): Promise<number> {
  let header: Header | null = null;
  let read = 0;
  // Values are trimmed by parseRecord (csv-parse's own trim doubles the parse time).
  const parser = input.pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
  ) as unknown as AsyncIterable<{ record: string[]; info: { lines: number } }>;
  try {
    for await (const { record, info } of parser) {
      // Blank lines and rows of empty fields (",,,," from spreadsheets) carry nothing.
      if (record.every((field) => !field.trim())) continue;
      const line = info.lines - innerLineBreaks(record);
      if (!header) {
        const checked = checkHeader(record);
        checked.problems.forEach(problems.add);
        if (checked.problems.length) return 0; // every row would fail against a broken header
        header = checked;
        continue;
      }
      read++;
      const { row, addressId, problems: rowProblems } = parseRecord(record, header, line);
      const duplicate = validator.checkId(addressId, line);
      if (duplicate) problems.add(duplicate);
      rowProblems.forEach(problems.add);
      if (row && !duplicate) {
        validator.addRow(row);
        await onRow(row);
      }
    }
  } catch (e) {
    // Malformed CSV (an unclosed quote...): csv-parse stops at the first such error.
    const err = e as { code?: unknown; lines?: number; message: string };
    if (typeof err.code !== 'string' || !err.code.startsWith('CSV_')) throw e;
    problems.add({ line: err.lines ?? 0, column: 'file', message: err.message });
    return read;
  } finally {
    input.destroy();
  }
  if (!header)
    problems.add({ line: 1, column: 'file', message: 'is empty: expected a header row' });
  else if (!read)
    problems.add({ line: 1, column: 'file', message: 'has a header but no addresses' });
  return read;
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

  // SQLite: a large page cache keeps the B-trees in memory while a big file streams in.
  const sqliteCache = db.dialect === 'sqlite' ? await repo.getSqliteCacheSize(db.kysely) : null;
  if (sqliteCache !== null) await repo.setSqliteCacheSize(db.kysely, -IMPORT_CACHE_KIB);
  try {
    const outcome = await inTransaction(db, async (trx) => {
      const before = await repo.countAddresses(trx);
      // A stamp later than every existing row's, so --replace can tell this import's rows apart.
      let importedAt = (options.now ?? new Date()).toISOString();
      const latest = await repo.maxImportedAt(trx);
      if (latest && latest >= importedAt)
        importedAt = new Date(Date.parse(latest) + 1).toISOString();
      if (replace) await repo.deleteAllQuotes(trx);
      // SQLite bulk load (first load or --replace): drop the search indexes and build them once
      // at the end, several times faster than maintaining them row by row. Inside the
      // transaction, so a refused file gets them back on rollback, and readers in other
      // processes keep their snapshot (WAL). Not on PostgreSQL, where DROP INDEX blocks readers.
      const rebuild =
        db.dialect === 'sqlite' && (replace || before === 0)
          ? await repo.sqliteFootprintIndexes(trx)
          : [];
      for (const index of rebuild) await repo.dropSqliteIndex(trx, index.name);

      let batch: FootprintRow[] = [];
      let quoteCount = 0;
      const flush = async () => {
        const rows = batch;
        batch = [];
        // Once the file is known to be refused, only validation goes on.
        if (problems.count || !rows.length) return;
        await repo.upsertAddresses(
          trx,
          rows.map((r) => toRecord(r, importedAt)),
        );
        // The file is the truth for its rows' quotes: old quotes of these addresses go.
        if (!replace)
          await repo.deleteQuotesOf(
            trx,
            rows.map((r) => r.addressId),
          );
        const quotes = rows.flatMap((r) =>
          r.quotes.map((q) => ({
            address_id: r.addressId,
            quote_number: q.quoteNumber,
            mon: q.mon,
          })),
        );
        for (let i = 0; i < quotes.length; i += 5000)
          await repo.insertQuotes(trx, quotes.slice(i, i + 5000));
      };

      const validator = new FootprintValidator();
      const read = await readFootprintCsv(input, validator, problems, async (row) => {
        quoteCount += row.quotes.length;
        batch.push(row);
        if (batch.length >= batchSize) await flush();
      });
      await flush();

      // Base addresses outside the file must already be in the footprint (not when replacing it).
      const existing = new Map<string, ExistingBase>();
      const outside = replace ? [] : validator.unresolvedBaseIds();
      for (let i = 0; i < outside.length; i += 500) {
        for (const r of await repo.findAddressBases(trx, outside.slice(i, i + 500))) {
          existing.set(r.address_id, {
            addressId: r.address_id,
            isBase: r.base_address_id === r.address_id,
          });
        }
      }
      validator.finish(existing, replace).forEach(problems.add);
      if (problems.count)
        throw new Refused(
          problems.kept.sort((a, b) => a.line - b.line),
          problems.count,
        );

      const deleted = replace ? await repo.deleteAddressesNotImportedAt(trx, importedAt) : 0;
      for (const index of rebuild) await repo.runSqliteDdl(trx, index.sql);
      const after = await repo.countAddresses(trx);
      const inserted = after - before + deleted; // after = before - deleted + inserted
      const counts: ImportCounts = {
        read,
        inserted,
        updated: read - inserted,
        deleted,
        quotes: quoteCount,
      };
      return { counts, importedAt };
    });
    return { ok: true, ...outcome };
  } catch (e) {
    if (e instanceof Refused)
      return { ok: false, problems: e.problems, problemCount: e.problemCount };
    throw e;
  } finally {
    if (sqliteCache !== null) await repo.setSqliteCacheSize(db.kysely, sqliteCache);
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
