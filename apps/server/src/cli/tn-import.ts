/**
 * npm run tn:import -- <file.csv> [--replace]
 *
 * Loads telephone numbers into the pool (columns `tn,area`: a 10-digit number, dashes and dots
 * allowed, and the ZIP3 of the addresses it may serve) in the configured database. All or
 * nothing: any problem is listed as `line N: column: message` and nothing is imported (exit 1).
 * Exit codes and errors: run-cli.ts.
 */
import fs from 'node:fs';
import { importNumberPool, readPoolCsv } from '../modules/tn/service';
import { runCli } from './run-cli';

await runCli({
  command: 'tn:import',
  failure: 'number import',
  synopsis: '<file.csv> [--replace]',
  file: { name: '<file.csv>', what: 'CSV file', help: 'columns tn,area (e.g. 617-555-0100,021)' },
  options: {
    replace: {
      type: 'boolean',
      help: 'also delete free numbers that are not in the file (numbers held by a cart or\nassigned to an order always stay)',
    },
  },
  usesDatabase: true,
  async run({ file, values, database }) {
    const replace = values.replace ?? false;
    const parsed = readPoolCsv(fs.readFileSync(file, 'utf8'));
    const db = await database();
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
  },
});
