/**
 * Test support for migration tests: a fresh database of either dialect, opened but not migrated,
 * with a Migrator over the one ordered set of migrations and `migrateTo`, which walks it up or
 * down to a migration and expects that to succeed. Everything opened is closed and dropped after
 * the file's tests.
 */
import { Migrator } from 'kysely';
import { afterAll, expect } from 'vitest';
import { openDb, type Db, type SqlDialect } from '../src/db/index';
import { migrations } from '../src/db/migrations/index';
import { freshDatabaseUrl } from './databases';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

export async function unmigratedDb(dialect: SqlDialect): Promise<{
  db: Db;
  migrator: Migrator;
  migrateTo: (name: string) => Promise<void>;
}> {
  const { url, drop } = await freshDatabaseUrl(dialect);
  const db = openDb(url);
  cleanups.push(async () => {
    await db.kysely.destroy();
    await drop();
  });
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations({ dialect: db.dialect }) },
  });
  const migrateTo = async (name: string) => {
    expect((await migrator.migrateTo(name)).error).toBeUndefined();
  };
  return { db, migrator, migrateTo };
}
