/** `npm run db:migrate`: bring the database named by DATABASE_URL to the latest schema. */
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest, openDb } from '../db/index';

try {
  const config = loadConfig();
  const db = openDb(config.databaseUrl);
  try {
    const result = await migrateToLatest(db);
    const applied =
      result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
    console.log(`Database: ${db.description}`);
  } finally {
    await db.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : `Migration failed: ${(e as Error).message}`);
  process.exit(1);
}
