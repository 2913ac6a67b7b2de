import type { Db } from '../../db/index';
import type { Database, EventLogTable, ErrorLogTable } from '../../db/schema';
import type { Insertable, Kysely } from 'kysely';

/** The insert of event rows (not run), one statement for all (a qualification records two or
 * three events at once); null for none. */
export function eventsInsert(db: Kysely<Database>, rows: readonly Insertable<EventLogTable>[]) {
  return rows.length ? db.insertInto('event_log').values(rows) : null;
}

export async function insertError(db: Db, row: Insertable<ErrorLogTable>): Promise<void> {
  await db.kysely.insertInto('error_log').values(row).execute();
}

/** Delete event and error log rows received before `before` (ISO-8601); how many went. */
export async function deleteLogsBefore(db: Db, before: string): Promise<number> {
  let n = 0;
  for (const table of ['event_log', 'error_log'] as const) {
    const result = await db.kysely
      .deleteFrom(table)
      .where('received_at', '<', before)
      .executeTakeFirst();
    n += Number(result.numDeletedRows);
  }
  return n;
}
