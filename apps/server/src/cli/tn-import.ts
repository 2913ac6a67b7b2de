/**
 * npm run tn:import -- <file.csv> [--replace]
 *
 * Loads telephone numbers into the pool (columns `tn,area`: a 10-digit number, dashes and dots
 * allowed, and the ZIP3 of the addresses it may serve) in the database named by DATABASE_URL
 * (default sqlite:./data/bizline.sqlite), migrating it first. All or nothing: any problem is
 * listed as `line N: column: message` and nothing is imported (exit 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { migrateToLatest, openDb, parseDatabaseUrl } from '../db/index';
import { importNumberPool, parsePoolCsv, type PoolProblem } from '../modules/tn/service';

const USAGE = `usage: npm run tn:import -- <file.csv> [--replace]

  <file.csv>   columns tn,area (e.g. 617-555-0100,021)
  --replace    also delete free numbers that are not in the file (numbers held by a cart or
               assigned to an order always stay)

The database is DATABASE_URL (default sqlite:./data/bizline.sqlite).`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** CSV records with the line each starts on. */
function readRecords(
  text: string,
): { records: { record: string[]; line: number }[] } | PoolProblem {
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { records: rows.map((r) => ({ record: r.record, line: r.info.lines })) };
  } catch (e) {
    const err = e as { lines?: number; message: string };
    return { line: err.lines ?? 0, column: 'file', message: err.message };
  }
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
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`${file}: no such file`);

  const url = process.env.DATABASE_URL || 'sqlite:./data/bizline.sqlite';
  try {
    parseDatabaseUrl(url);
  } catch (e) {
    fail(`DATABASE_URL: ${(e as Error).message}`);
  }
  const read = readRecords(fs.readFileSync(file, 'utf8'));
  const parsed = 'records' in read ? parsePoolCsv(read.records) : { rows: [], problems: [read] };
  const db = openDb(url);
  try {
    await migrateToLatest(db);
    const result = await importNumberPool(db, parsed, { replace });
    if (!result.ok) {
      const n = result.problems.length;
      process.stderr.write(
        `${file}: ${n} problem${n === 1 ? '' : 's'}; nothing was imported.\n` +
          `${result.problems.map((p) => `line ${p.line}: ${p.column}: ${p.message}`).join('\n')}\n`,
      );
      return 1;
    }
    const c = result.counts;
    process.stdout.write(
      `Imported ${file} into ${db.description}${replace ? ' (replacing free numbers)' : ''}\n` +
        `  read ${c.read}, added ${c.added}, moved ${c.moved}, deleted ${c.deleted}\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`number import failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
