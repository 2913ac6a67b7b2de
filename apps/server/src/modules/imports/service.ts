/**
 * Imports from the console. An upload streams to a file in the temp folder (never whole in
 * memory), its run is recorded as 'running', and the import goes on in the background with the
 * CLI's code (runners.ts); the page polls the run. Its progress (bytes and rows read) is kept in
 * this process's memory, as a large SQLite import holds the write lock until it commits; the run
 * row gets its outcome at the end: 'succeeded' in the import's own transaction (with the audit
 * row), or 'refused' with its problems when the file had any (nothing changed), or 'failed'.
 * One import of a kind runs at a time in a process. On SQLite the server's one connection runs
 * the import's transaction, so other requests wait for a large footprint to commit (a second
 * connection in the same process would block the event loop on the write lock instead); on
 * PostgreSQL the footprint streams through COPY on its own connection and requests go on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import {
  IMPORT_KEPT_PROBLEMS,
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportRun,
  type ImportsAnswer,
  type SlotsImportBody,
} from '@bizline/domain/wire/console/imports';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http-errors';
import { recordAudit } from '../audit/service';
import type { StaffMember } from '../staff/service';
import * as repo from './repo';
import {
  runCatalogue,
  runFootprint,
  runNumbers,
  runSlots,
  type Done,
  type Outcome,
  type RunContext,
} from './runners';

/** Runs shown in the history. */
const HISTORY_LIMIT = 50;
/** How often a running import's progress is written to its row (PostgreSQL). */
const PROGRESS_WRITE_MS = 1000;

/** Progress of the runs going on in this process. */
const live = new Map<number, { bytes: number; rows: number }>();
const runningKinds = new Set<ImportKind>();

const KIND_NAMES: Record<ImportKind, string> = {
  footprint: 'footprint',
  catalogue: 'catalogue',
  numbers: 'telephone number',
  slots: 'install slot',
};

function toRun(row: repo.RunRow): ImportRun {
  // bigserial: a string on PostgreSQL.
  const id = Number(row.id);
  const progress = live.get(id);
  return {
    id,
    kind: row.kind,
    fileName: row.file_name,
    replace: row.replace === 1,
    status: row.status,
    staffEmail: row.staff_email,
    totalBytes: Number(row.total_bytes),
    bytesDone: progress ? progress.bytes : Number(row.bytes_done),
    rowsDone: progress ? progress.rows : row.rows_done,
    rows: row.rows,
    problemCount: row.problem_count,
    problems: JSON.parse(row.problems) as string[],
    summary: row.summary,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export async function listImports(ctx: { db: Db }): Promise<ImportsAnswer> {
  const db = ctx.db.kysely;
  const [catalogue, footprint, numbers, slots, runs] = await Promise.all([
    repo.activeCatalogue(db),
    repo.footprintSummary(db),
    repo.numberSummary(db),
    repo.slotSummary(db),
    repo.listRuns(db, HISTORY_LIMIT),
  ]);
  return {
    Status: 'SUCCESS',
    active: { catalogue, footprint, numbers, slots },
    history: runs.map(toRun),
  };
}

export async function getRun(ctx: { db: Db }, id: number): Promise<ImportRun> {
  const row = await repo.findRun(ctx.db.kysely, id);
  if (!row) throw notFound('There is no such import.', 'id');
  return toRun(row);
}

/** Copy the request body to a temp file, at most IMPORT_MAX_BYTES; its path and size. */
async function spool(body: Readable): Promise<{ dir: string; file: string; bytes: number }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bizline-import-'));
  const file = path.join(dir, 'upload');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > IMPORT_MAX_BYTES) {
        done(new HttpError(413, `The file is larger than ${IMPORT_MAX_BYTES / 1024 ** 3} GB.`));
      } else done(null, chunk);
    },
  });
  try {
    await pipeline(body, count, fs.createWriteStream(file));
  } catch (e) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw e;
  }
  return { dir, file, bytes };
}

interface Started {
  kind: ImportKind;
  fileName: string | null;
  replace: boolean;
  totalBytes: number;
}

function claim(kind: ImportKind): void {
  if (runningKinds.has(kind))
    throw conflict(`A ${KIND_NAMES[kind]} import is already running. Wait for it to finish.`);
  runningKinds.add(kind);
}

async function insertRunning(ctx: AppContext, staff: StaffMember, s: Started): Promise<number> {
  return repo.insertRun(ctx.db.kysely, {
    kind: s.kind,
    file_name: s.fileName,
    replace: s.replace ? 1 : 0,
    staff_id: staff.id,
    staff_email: staff.email,
    status: 'running',
    total_bytes: s.totalBytes,
    bytes_done: 0,
    rows_done: 0,
    rows: null,
    problem_count: 0,
    problems: '[]',
    summary: '',
    started_at: new Date().toISOString(),
    finished_at: null,
  });
}

/** Runs `work` in the background and records its outcome; the kind is free again after. */
function inBackground(
  ctx: AppContext,
  id: number,
  s: Started,
  work: (finish: RunContext['finish'], progress: RunContext['progress']) => Promise<Outcome>,
  cleanup: () => Promise<void>,
  staff: StaffMember,
): void {
  live.set(id, { bytes: 0, rows: 0 });
  // PostgreSQL: the progress is also written to the row now and then, for a poll another
  // process answers (SQLite's one connection is busy with the import itself).
  let written = 0;
  const progress = (bytes: number, rows?: number) => {
    const p = live.get(id);
    if (!p) return;
    const next = { bytes, rows: rows ?? p.rows };
    live.set(id, next);
    if (ctx.db.dialect !== 'postgres' || Date.now() - written < PROGRESS_WRITE_MS) return;
    written = Date.now();
    void repo.updateProgress(ctx.db.kysely, id, next).catch(() => undefined);
  };
  const finish = async (trx: Kysely<Database>, done: Done) => {
    const p = live.get(id);
    await repo.updateRun(trx, id, {
      status: 'succeeded',
      rows: done.rows,
      summary: done.summary,
      bytes_done: s.totalBytes,
      rows_done: p?.rows || done.rows,
      finished_at: new Date().toISOString(),
    });
    await recordAudit(trx, {
      actor: { id: staff.id, email: staff.email },
      action: `import.${s.kind}`,
      subjectType: 'import',
      subjectId: id,
      after: {
        kind: s.kind,
        fileName: s.fileName,
        replace: s.replace,
        rows: done.rows,
        summary: done.summary,
      },
    });
  };
  const record = async (outcome: Outcome) => {
    if (outcome.ok) return;
    const p = live.get(id);
    await repo.updateRun(ctx.db.kysely, id, {
      status: 'refused',
      problem_count: outcome.problemCount,
      problems: JSON.stringify(outcome.problems.slice(0, IMPORT_KEPT_PROBLEMS)),
      summary: 'nothing was imported',
      bytes_done: p?.bytes ?? 0,
      rows_done: p?.rows ?? 0,
      finished_at: new Date().toISOString(),
    });
  };
  void work(finish, progress)
    .then(record)
    .catch(async (e: unknown) => {
      ctx.log.error({ err: e, importRun: id, kind: s.kind }, 'import failed');
      await repo
        .updateRun(ctx.db.kysely, id, {
          status: 'failed',
          summary: `failed: ${(e as Error).message}`.slice(0, 500),
          finished_at: new Date().toISOString(),
        })
        .catch(() => undefined);
    })
    .finally(async () => {
      live.delete(id);
      runningKinds.delete(s.kind);
      await cleanup().catch(() => undefined);
    });
}

/** An uploaded file: 202 with the run; the import goes on in the background. */
export async function startFileImport(
  ctx: AppContext,
  staff: StaffMember,
  query: { kind: Exclude<ImportKind, 'slots'>; fileName: string; replace: 'true' | 'false' },
  body: Readable,
): Promise<ImportRun> {
  claim(query.kind);
  let spooled: Awaited<ReturnType<typeof spool>>;
  try {
    spooled = await spool(body);
  } catch (e) {
    runningKinds.delete(query.kind);
    throw e;
  }
  const s: Started = {
    kind: query.kind,
    fileName: query.fileName,
    replace: query.replace === 'true' && query.kind !== 'catalogue',
    totalBytes: spooled.bytes,
  };
  let id: number;
  try {
    id = await insertRunning(ctx, staff, s);
  } catch (e) {
    runningKinds.delete(query.kind);
    await fs.promises.rm(spooled.dir, { recursive: true, force: true });
    throw e;
  }
  const runner = { footprint: runFootprint, catalogue: runCatalogue, numbers: runNumbers }[
    query.kind
  ];
  inBackground(
    ctx,
    id,
    s,
    (finish, progress) =>
      runner({ ctx, db: ctx.db, file: spooled.file, replace: s.replace, progress, finish }),
    () => fs.promises.rm(spooled.dir, { recursive: true, force: true }),
    staff,
  );
  return getRun(ctx, id);
}

/** The install calendar from the slots:generate options: 202 with the run. */
export async function startSlotsImport(
  ctx: AppContext,
  staff: StaffMember,
  body: SlotsImportBody,
): Promise<ImportRun> {
  claim('slots');
  const s: Started = { kind: 'slots', fileName: null, replace: false, totalBytes: 0 };
  let id: number;
  try {
    id = await insertRunning(ctx, staff, s);
  } catch (e) {
    runningKinds.delete('slots');
    throw e;
  }
  inBackground(
    ctx,
    id,
    s,
    (finish, progress) => runSlots({ ctx, db: ctx.db, progress, finish }, body),
    async () => undefined,
    staff,
  );
  return getRun(ctx, id);
}
