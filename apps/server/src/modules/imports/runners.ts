/**
 * The work of each import kind, with the CLIs' own code: the footprint streams through
 * importFootprint (csv.ts checks, line-numbered problems), the catalogue through
 * validateCatalogueText / importCatalogue, numbers through readPoolCsv / importNumberPool, the
 * install calendar through checkSlotOptions / generateSlots. Each either commits everything,
 * `finish` included (the history row and the audit row, in the same transaction), or nothing
 * and answers the problems.
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { CatalogueError, importCatalogue } from '../catalogue/service';
import { formatProblems } from '../footprint/csv';
import { importFootprint } from '../footprint/service';
import { generateSlots } from '../scheduling/service';
import { checkSlotOptions, type SlotOptionsInput } from '../scheduling/slot-options';
import { importNumberPool, readPoolCsv } from '../tn/service';

/** What a finished run did, for the history: rows imported and a sentence. */
export interface Done {
  rows: number;
  summary: string;
}

export type Outcome =
  ({ ok: true } & Done) | { ok: false; problems: string[]; problemCount: number };

export interface RunContext {
  ctx: AppContext;
  /** The database the import writes through (a dedicated connection for a large footprint). */
  db: Db;
  file: string;
  replace: boolean;
  /** Bytes of the file read so far, and data rows read (when the kind counts them). */
  progress: (bytes: number, rows?: number) => void;
  /** Last in the import's transaction: the history row and the audit row. */
  finish: (trx: Kysely<Database>, done: Done) => Promise<void>;
}

/** The catalogue and number files are small documents, read whole; a larger one is refused. */
const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

const refused = (problems: string[], problemCount = problems.length): Outcome => ({
  ok: false,
  problems,
  problemCount,
});

function readDocument(file: string): string | null {
  if (fs.statSync(file).size > MAX_DOCUMENT_BYTES) return null;
  return fs.readFileSync(file, 'utf8');
}

const tooLarge = `line 1: (file): larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

export async function runFootprint(r: RunContext): Promise<Outcome> {
  const input = fs.createReadStream(r.file);
  let rows = 0;
  let done: Done = { rows: 0, summary: '' };
  const timer = setInterval(() => r.progress(input.bytesRead, rows), 250);
  try {
    const result = await importFootprint(r.db, input, {
      replace: r.replace,
      ...(r.db.dialect === 'postgres' ? { copyUrl: r.ctx.config.databaseUrl } : {}),
      onProgress: (p) => {
        rows = p.rows;
        r.progress(input.bytesRead, rows);
      },
      beforeCommit: (trx, c) => {
        done = {
          rows: c.read,
          summary: `read ${c.read}, inserted ${c.inserted}, updated ${c.updated}, deleted ${c.deleted}, quotes ${c.quotes}`,
        };
        return r.finish(trx, done);
      },
    });
    if (!result.ok) {
      return refused(
        formatProblems(result.problems, result.problemCount, 200),
        result.problemCount,
      );
    }
    r.progress(input.bytesRead, result.counts.read);
    return { ok: true, ...done };
  } finally {
    clearInterval(timer);
  }
}

export async function runCatalogue(r: RunContext): Promise<Outcome> {
  const text = readDocument(r.file);
  if (text === null) return refused([tooLarge]);
  r.progress(Buffer.byteLength(text));
  try {
    return await inTransaction(r.db, async (trx) => {
      const { version } = await importCatalogue(
        {
          db: { ...r.db, kysely: trx },
          imagesDir: r.ctx.config.catalogueImagesDir,
          providerFrn: r.ctx.config.brand.broadbandLabel.frn,
        },
        text,
      );
      const done = { rows: 1, summary: `catalog version "${version}" is now active` };
      await r.finish(trx, done);
      return { ok: true as const, ...done };
    });
  } catch (e) {
    if (e instanceof CatalogueError) return refused(e.problems);
    throw e;
  }
}

export async function runNumbers(r: RunContext): Promise<Outcome> {
  const text = readDocument(r.file);
  if (text === null) return refused([tooLarge]);
  const parsed = readPoolCsv(text);
  r.progress(Buffer.byteLength(text), parsed.rows.length);
  if (parsed.problems.length)
    return refused(parsed.problems.map((p) => `line ${p.line}: ${p.column}: ${p.message}`));
  return inTransaction(r.db, async (trx) => {
    const result = await importNumberPool({ ...r.db, kysely: trx }, parsed, {
      replace: r.replace,
    });
    if (!result.ok) throw new Error('number pool refused a checked file');
    const c = result.counts;
    const done = {
      rows: c.read,
      summary: `read ${c.read}, added ${c.added}, moved ${c.moved}, deleted ${c.deleted}`,
    };
    await r.finish(trx, done);
    return { ok: true as const, ...done };
  });
}

/** The install calendar: every area in one transaction. */
export async function runSlots(
  r: Omit<RunContext, 'file' | 'replace'>,
  input: SlotOptionsInput,
): Promise<Outcome> {
  const checked = checkSlotOptions(input);
  if (!checked.ok) return refused(checked.problems);
  const { areas, days, capacity, types } = checked.options;
  return inTransaction(r.db, async (trx) => {
    let added = 0;
    let updated = 0;
    for (const area of areas) {
      const result = await generateSlots(
        { db: { ...r.db, kysely: trx } },
        { area, days, capacity, types },
      );
      added += result.added;
      updated += result.updated;
    }
    const done = {
      rows: added,
      summary: `areas ${areas.join(', ')}: ${added} slots added, ${updated} capacities changed (${days} business days)`,
    };
    await r.finish(trx, done);
    return { ok: true as const, ...done };
  });
}
