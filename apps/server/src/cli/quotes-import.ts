/**
 * npm run quotes:import -- <file.json>
 *
 * Loads price quotes for the quote-based checkout (format: docs/quote-format.md) into the
 * configured database. A quote already in the database is replaced (an ordered quote stays
 * ordered). All or nothing: any problem is listed as `entry N: field: message` (or `line N` for
 * JSON syntax) and nothing is imported (exit 1). Exit codes and errors: run-cli.ts.
 */
import fs from 'node:fs';
import { formatQuoteProblem, importQuotes, parseQuoteDocument } from '../modules/quote/service';
import { runCli } from './run-cli';

await runCli({
  command: 'quotes:import',
  failure: 'quote import',
  synopsis: '<file.json>',
  file: {
    name: '<file.json>',
    what: 'JSON file',
    help: '{ "quotes": [ { quoteNumber, addressId, mon, status, expiresAt,\ncreditCheckStatus, summary } ] } (docs/quote-format.md)',
  },
  usesDatabase: true,
  async run({ file, database }) {
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
    const db = await database();
    const result = await importQuotes(db, parsed.quotes);
    if (!result.ok) return report(result.problems);
    const c = result.counts;
    process.stdout.write(
      `Imported ${file} into ${db.description}\n` +
        `  read ${c.read}, added ${c.added}, updated ${c.updated}\n`,
    );
  },
});
