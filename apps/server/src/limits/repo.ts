/** SQL of the shared request counters (table rate_limits, migration 009). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Count one request against `key`: one atomic upsert-increment (INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING), so concurrent requests in any number of processes each get their own count.
 * A window that has ended starts afresh at 1.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; windowEnds: number }> {
  const ends = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_ends: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_ends <= ${now} then 1 else rate_limits.count + 1 end`,
        window_ends: sql<number>`case when rate_limits.window_ends <= ${now} then ${ends} else rate_limits.window_ends end`,
      }),
    )
    .returning(['count', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowEnds: Number(row.window_ends) };
}

/** Forget counters whose window has ended. */
export async function deleteEnded(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_ends', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
