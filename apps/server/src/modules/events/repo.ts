import type { Db } from '../../db/index';
import type { EventLogTable, ErrorLogTable } from '../../db/schema';
import type { Insertable } from 'kysely';

/** One statement for all the rows (a qualification records two or three events at once). */
export async function insertEvents(
  db: Db,
  rows: readonly Insertable<EventLogTable>[],
): Promise<void> {
  if (rows.length) await db.kysely.insertInto('event_log').values(rows).execute();
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
