import type { Db } from '../../db/index';
import type { EventLogTable, ErrorLogTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export async function insertEvent(db: Db, row: Insertable<EventLogTable>): Promise<void> {
  await db.kysely.insertInto('event_log').values(row).execute();
}

export async function insertError(db: Db, row: Insertable<ErrorLogTable>): Promise<void> {
  await db.kysely.insertInto('error_log').values(row).execute();
}
