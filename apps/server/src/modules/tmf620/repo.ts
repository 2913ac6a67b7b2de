/** SQL of TMF620: the catalogue versions it reads lifecycles from (catalogue_versions). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** Every version, oldest first, without its document. */
export function versionsMeta(db: Executor) {
  return db
    .selectFrom('catalogue_versions')
    .select(['id', 'version', 'checksum', 'active', 'loaded_at'])
    .orderBy('id')
    .execute();
}

/** The stored documents of these versions. */
export function documentsOf(db: Executor, ids: readonly number[]) {
  return ids.length
    ? db
        .selectFrom('catalogue_versions')
        .select(['id', 'document'])
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);
}
