/**
 * npm run quotes:import -- <file.json>
 *
 * Loads price quotes for the quote-based checkout (format: docs/quote-format.md) into the
 * database named by DATABASE_URL (default sqlite:./data/bizline.sqlite), migrating it first.
 * A quote already in the database is replaced (an ordered quote stays ordered). All or nothing:
 * any problem is listed as `entry N: field: message` (or `line N` for JSON syntax) and nothing
 * is imported (exit 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrateToLatest, openDb, parseDatabaseUrl } from '../db/index';
import { formatQuoteProblem, importQuotes, parseQuoteDocument } from '../modules/quote/service';

const USAGE = `usage: npm run quotes:import -- <file.json>

  <file.json>  { "quotes": [ { quoteNumber, addressId, mon, status, expiresAt,
               creditCheckStatus, summary } ] } (docs/quote-format.md)

The database is DATABASE_URL (default sqlite:./data/bizline.sqlite).`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(argv: string[]): Promise<number> {
  const files: string[] = [];
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}\n\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length !== 1) fail(`expected one JSON file, got ${files.length}\n\n${USAGE}`);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`${file}: no such file`);

  const url = process.env.DATABASE_URL || 'sqlite:./data/bizline.sqlite';
  try {
    parseDatabaseUrl(url);
  } catch (e) {
    fail(`DATABASE_URL: ${(e as Error).message}`);
  }
  const report = (problems: Parameters<typeof formatQuoteProblem>[0][]) => {
    const n = problems.length;
    process.stderr.write(
      `${file}: ${n} problem${n === 1 ? '' : 's'}; nothing was imported.\n` +
        `${problems.map(formatQuoteProblem).join('\n')}\n`,
    );
    return 1;
  };
  const parsed = parseQuoteDocument(fs.readFileSync(file, 'utf8'));
  if (!parsed.ok) return report(parsed.problems);
  const db = openDb(url);
  try {
    await migrateToLatest(db);
    const result = await importQuotes(db, parsed.quotes);
    if (!result.ok) return report(result.problems);
    const c = result.counts;
    process.stdout.write(
      `Imported ${file} into ${db.description}\n` +
        `  read ${c.read}, added ${c.added}, updated ${c.updated}\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`quote import failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
