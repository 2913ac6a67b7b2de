/**
 * Catalogue SQL (all of it): the versions table, one active version. Every function takes a
 * Kysely executor so the service can run them in one transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../../db/index';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** Any number that names the catalogue's PostgreSQL advisory lock. */
const CATALOGUE_LOCK_KEY = 4_004_001;

/**
 * Serialise catalogue writers, also across processes. PostgreSQL: a transaction-scoped advisory
 * lock. SQLite: a write as the transaction's first statement takes the database write lock.
 */
export async function lockCatalogue(db: Executor, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`.execute(db);
  } else {
    await db.updateTable('catalogue_versions').set({ active: 0 }).where('id', '<', 0).execute();
  }
}

/** The active version's checksum (the newest if several were ever marked), or null. */
export async function activeChecksum(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select('checksum')
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.checksum ?? null;
}

export async function activeVersion(
  db: Executor,
): Promise<{ id: number; version: string; document: string; checksum: string } | null> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select(['id', 'version', 'document', 'checksum'])
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Insert a version and make it the only active one. */
export async function insertActiveVersion(
  db: Executor,
  row: { version: string; document: string; checksum: string; loadedAt: string },
): Promise<void> {
  await db.updateTable('catalogue_versions').set({ active: 0 }).where('active', '=', 1).execute();
  await db
    .insertInto('catalogue_versions')
    .values({
      version: row.version,
      document: row.document,
      checksum: row.checksum,
      active: 1,
      loaded_at: row.loadedAt,
    })
    .execute();
}

export async function listVersions(
  db: Executor,
): Promise<{ id: number; version: string; checksum: string; active: number }[]> {
  return db
    .selectFrom('catalogue_versions')
    .select(['id', 'version', 'checksum', 'active'])
    .orderBy('id')
    .execute();
}
