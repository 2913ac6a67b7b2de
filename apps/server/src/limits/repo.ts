/** SQL of the shared request counters (table rate_limits, migration 009). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Count `by` requests against `key` (a process's block, counters.ts): one atomic
 * upsert-increment (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so concurrent calls in any
 * number of processes each get their own range of counts, ending at the count returned. A window
 * that has ended starts afresh.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
  by = 1,
): Promise<{ count: number; windowEnds: number }> {
  const ends = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: by, window_ends: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_ends <= ${now} then ${by} else rate_limits.count + ${by} end`,
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
