/** SQL of the address calls (ZIP list so far). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, ZipCodesTable } from '../../db/schema';

type Executor = Kysely<Database>;

/** ZIPs starting with `prefix` (digits), in order; `upper` is the prefix range's exclusive end. */
export async function findZipsByPrefix(
  db: Executor,
  prefix: string,
  upper: string,
  limit: number,
): Promise<Pick<ZipCodesTable, 'zip' | 'city' | 'alt_city' | 'state'>[]> {
  return db
    .selectFrom('zip_codes')
    .select(['zip', 'city', 'alt_city', 'state'])
    .where('zip', '>=', prefix)
    .where('zip', '<', upper)
    .orderBy('zip')
    .limit(limit)
    .execute();
}

export async function hasAnyZip(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('zip_codes').select('zip').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Insert ZIPs, leaving alone any that another process inserted first. */
export async function insertZips(db: Executor, rows: Insertable<ZipCodesTable>[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('zip_codes')
    .values(rows)
    .onConflict((oc) => oc.column('zip').doNothing())
    .execute();
}
