/** SQL of the street-word dictionary (footprint side: filled by the import, migration 011). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** Add dictionary rows, leaving alone those already there. */
export async function insertStreetWordVariants(
  db: Executor,
  rows: { variant: string; word: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    await db
      .insertInto('street_word_variants')
      .values(rows.slice(i, i + 5000))
      .onConflict((oc) => oc.columns(['variant', 'word']).doNothing())
      .execute();
  }
}

export async function deleteAllStreetWords(db: Executor): Promise<void> {
  await db.deleteFrom('street_word_variants').execute();
}

/** Every distinct street name of the footprint's buildings (a rebuild of the dictionary). */
export async function distinctStreetNames(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('footprint_addresses')
    .select('street_name')
    .distinct()
    .whereRef('address_id', '=', 'base_address_id')
    .execute();
  return rows.map((r) => r.street_name);
}

/** The distinct street names of the import's staging table (the file's rows: repo.ts). */
export async function distinctStagedStreetNames(db: Executor, stage: string): Promise<string[]> {
  const result = await sql<{
    street_name: string;
  }>`select distinct street_name from ${sql.table(stage)}`.execute(db);
  return result.rows.map((r) => r.street_name);
}
