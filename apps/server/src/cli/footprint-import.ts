/**
 * npm run footprint:import -- <file.csv> [--replace]
 *
 * Loads a footprint CSV (docs/footprint-format.md) into the database named by DATABASE_URL
 * (default sqlite:./data/bizline.sqlite), migrating it first. All or nothing: any problem is
 * listed as `line N: column: message` and nothing is imported (exit 1). The file streams through
 * (COPY on PostgreSQL) in flat memory; a long import reports its progress on stderr, and the
 * summary gives rows per second and the process's peak RSS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrateToLatest, openDb, parseDatabaseUrl } from '../db/index';
import { formatProblems } from '../modules/footprint/csv';
import { importFootprintFile, type ImportProgress } from '../modules/footprint/service';

const USAGE = `usage: npm run footprint:import -- <file.csv> [--replace]

  <file.csv>   footprint CSV (format: docs/footprint-format.md)
  --replace    replace the whole footprint with the file (default: add new addresses and
               update existing ones by address_id)

The database is DATABASE_URL (default sqlite:./data/bizline.sqlite).`;

/** Progress lines on stderr, at most one per PROGRESS_SECONDS: a small file prints none. */
const PROGRESS_SECONDS = 5;
const PHASES: Record<ImportProgress['phase'], string> = {
  read: 'reading',
  check: 'checking ids and base addresses',
  write: 'writing the footprint',
  index: 'rebuilding the search indexes',
  derived: 'filling',
};

const rate = (rows: number, seconds: number) =>
  Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en-US');
/** Peak resident set size of this process so far, in MB (maxRSS is in KiB). */
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

function progressReporter(started: number): (p: ImportProgress) => void {
  let last = started;
  let printed = false;
  return (p) => {
    const now = Date.now();
    // Reading: every PROGRESS_SECONDS. Later phases: each one, once the import is long enough
    // to have printed anything.
    if (p.phase === 'read' ? now - last < PROGRESS_SECONDS * 1000 : !printed) return;
    last = now;
    printed = true;
    const elapsed = (now - started) / 1000;
    const what = p.detail ? `${PHASES[p.phase]} ${p.detail}` : PHASES[p.phase];
    process.stderr.write(
      `footprint import: ${what}: ${p.rows.toLocaleString('en-US')} rows, ${rate(p.rows, elapsed)} rows/s, ${elapsed.toFixed(0)} s, RSS ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MB\n`,
    );
  };
}

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(argv: string[]): Promise<number> {
  let replace = false;
  const files: string[] = [];
  for (const arg of argv) {
    if (arg === '--replace') replace = true;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}\n\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length !== 1) fail(`expected one CSV file, got ${files.length}\n\n${USAGE}`);

  // npm runs workspace scripts in apps/server; a relative path means where the user typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`${file}: no such file`);

  const url = process.env.DATABASE_URL || 'sqlite:./data/bizline.sqlite';
  try {
    parseDatabaseUrl(url);
  } catch (e) {
    fail(`DATABASE_URL: ${(e as Error).message}`);
  }
  const db = openDb(url);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const result = await importFootprintFile(db, file, {
      replace,
      ...(db.dialect === 'postgres' ? { copyUrl: url } : {}),
      onProgress: progressReporter(started),
    });
    const elapsed = (Date.now() - started) / 1000;
    const seconds = elapsed.toFixed(1);
    if (!result.ok) {
      process.stderr.write(
        `${file}: ${result.problemCount} problem${result.problemCount === 1 ? '' : 's'}; nothing was imported.\n` +
          `${formatProblems(result.problems, result.problemCount).join('\n')}\n`,
      );
      return 1;
    }
    const c = result.counts;
    process.stdout.write(
      `Imported ${file} into ${db.description}${replace ? ' (replacing the footprint)' : ''} in ${seconds} s\n` +
        `  read ${c.read}, inserted ${c.inserted}, updated ${c.updated}, deleted ${c.deleted}, quotes ${c.quotes}\n` +
        `  ${rate(c.read, elapsed)} rows/s, peak RSS ${peakRssMb()} MB\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(
      `footprint import failed: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    process.exit(1);
  },
);
