/**
 * Loading the staging table (repo.ts) as the CSV streams in: COPY FROM STDIN on PostgreSQL over
 * a dedicated connection, batched multi-row inserts on SQLite (or on PostgreSQL without one).
 * Either way rows leave the process as they are read, so memory stays flat at any file size.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/schema';
import { FLAG_COLUMNS, type FootprintRow } from './csv';
import { normalizeUnit, searchColumns, unitSortKey } from './normalize';
import { STAGE_COLUMNS, STAGE_COPY_SQL, insertStageRows } from './repo';

export interface Stager {
  /** Stage one row (values in STAGE_COLUMNS order). */
  add(values: unknown[]): Promise<void>;
  /** Everything is staged. */
  end(): Promise<void>;
  /** Give up (an error elsewhere): the staging must not block the transaction's rollback. */
  abort(error: Error): void;
}

/** A valid row as staged: the footprint columns with their normalised search keys. */
export function stageRow(row: FootprintRow): unknown[] {
  // Only buildings are searched; their units are listed through base_address_id.
  const keys = row.baseAddressId === row.addressId ? searchColumns(row) : null;
  const unitNorm = normalizeUnit(row.unit);
  const values: Record<string, unknown> = {
    line: row.line,
    ok: 1,
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
    speed_type: row.speedType,
    building_name: row.buildingName,
    zip4: row.zip4,
    search_key: keys?.searchKey ?? null,
    search_key_alt: keys?.searchKeyAlt ?? null,
    street_key: keys?.streetKey ?? null,
    unit_norm: unitNorm,
    unit_sort: unitSortKey(unitNorm),
    quotes: row.quotes.length ? row.quotes.map((q) => `${q.quoteNumber}:${q.mon}`).join(';') : null,
  };
  for (const flag of FLAG_COLUMNS) values[flag] = row.flags[flag];
  return STAGE_COLUMNS.map((c) => values[c] ?? null);
}

/** A row with problems of its own, staged by address_id only so later duplicates still count. */
export function stageInvalid(addressId: string, line: number): unknown[] {
  return STAGE_COLUMNS.map((c) =>
    c === 'line' ? line : c === 'ok' ? 0 : c === 'address_id' ? addressId : null,
  );
}

/** Batched inserts through the import's transaction. */
export function insertStager(trx: Kysely<Database>, batchSize: number): Stager {
  let batch: unknown[][] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    await insertStageRows(trx, rows);
  };
  return {
    add: async (values) => {
      batch.push(values);
      if (batch.length >= batchSize) await flush();
    },
    end: flush,
    abort: () => {
      batch = [];
    },
  };
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** One value in COPY's text format. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const s = String(value);
  return COPY_SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : s;
}

/** Rows of text buffered before a write to the COPY stream. */
const COPY_CHUNK_CHARS = 256 * 1024;

/** COPY FROM STDIN on the transaction's own connection, with the stream's back-pressure. */
export function copyStager(client: pg.PoolClient): Stager {
  const stream = client.query(copyFrom(STAGE_COPY_SQL));
  let failure: Error | null = null;
  stream.on('error', (e: Error) => {
    failure ??= e;
  });
  let chunk = '';
  const write = async () => {
    const text = chunk;
    chunk = '';
    if (failure) throw failure;
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), finished(stream)]);
    if (failure) throw failure;
  };
  return {
    add: async (values) => {
      chunk += `${values.map(copyField).join('\t')}\n`;
      if (chunk.length >= COPY_CHUNK_CHARS) await write();
    },
    end: async () => {
      if (chunk) await write();
      stream.end();
      await finished(stream);
      if (failure) throw failure;
    },
    abort: (error) => {
      // pg-copy-streams answers destroy() with CopyFail: the connection can roll back.
      if (!stream.destroyed) stream.destroy(error);
    },
  };
}

/**
 * Run `work` in a transaction on one dedicated PostgreSQL connection, handing it that
 * connection for COPY (Kysely runs its statements on the same one: a pool of one).
 */
export async function inCopyTransaction<T>(
  connectionString: string,
  work: (trx: Kysely<Database>, client: () => pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  pool.on('error', () => undefined);
  let client: pg.PoolClient | null = null;
  pool.on('acquire', (c) => {
    client = c;
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await kysely.transaction().execute((trx) =>
      work(trx, () => {
        if (!client) throw new Error('the import transaction has no connection');
        return client;
      }),
    );
  } finally {
    await kysely.destroy();
  }
}
