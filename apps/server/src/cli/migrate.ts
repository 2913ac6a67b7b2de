/**
 * `npm run db:migrate`: bring the configured database to the latest schema. Exit codes and
 * errors: run-cli.ts.
 */
import { migrateToLatest } from '../db/index';
import { runCli } from './run-cli';

await runCli({
  command: 'db:migrate',
  failure: 'migration',
  notes: 'Brings the database named by DATABASE_URL to the latest schema.',
  async run({ database }) {
    const db = await database({ migrate: false });
    const result = await migrateToLatest(db);
    const applied =
      result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
    console.log(`Database: ${db.description}`);
  },
});
