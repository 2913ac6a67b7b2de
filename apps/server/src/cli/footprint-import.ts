/**
 * npm run footprint:import -- <file.csv> [--replace]
 *
 * Loads a footprint CSV (docs/footprint-format.md) into the configured database. All or nothing:
 * any problem is listed as `line N: column: message` and nothing is imported (exit 1). The file
 * streams through (COPY on PostgreSQL) in flat memory; a long import reports its progress on
 * stderr, and the summary gives rows per second and the process's peak RSS. Exit codes and
 * errors: run-cli.ts.
 */
import { formatProblems } from '../modules/footprint/csv';
import { importFootprintFile, type ImportProgress } from '../modules/footprint/service';
import { runCli } from './run-cli';

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

await runCli({
  command: 'footprint:import',
  failure: 'footprint import',
  synopsis: '<file.csv> [--replace]',
  file: {
    name: '<file.csv>',
    what: 'CSV file',
    help: 'footprint CSV (format: docs/footprint-format.md)',
  },
  options: {
    replace: {
      type: 'boolean',
      help: 'replace the whole footprint with the file (default: add new addresses and\nupdate existing ones by address_id)',
    },
  },
  usesDatabase: true,
  async run({ file, values, config, database }) {
    const replace = values.replace ?? false;
    const db = await database();
    const started = Date.now();
    const result = await importFootprintFile(db, file, {
      replace,
      ...(db.dialect === 'postgres' ? { copyUrl: config().databaseUrl } : {}),
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
  },
});
