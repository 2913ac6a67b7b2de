/** Staff accounts (staff_users) and the outbox read by the development mailbox. SQL only. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { OutboxMessagesTable, StaffUsersTable } from '../../db/schema';

export type StaffRow = Selectable<StaffUsersTable>;

export async function findByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.kysely
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findById(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.kysely.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStaff(db: Db, row: Insertable<StaffUsersTable>): Promise<number> {
  const inserted = await db.kysely
    .insertInto('staff_users')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Counts one more failure (atomically) and locks the account when the count reaches `lockAt`. */
export async function recordFailure(
  db: Db,
  id: number,
  lockAt: number,
  lockedUntil: string,
): Promise<void> {
  const row = await db.kysely
    .updateTable('staff_users')
    .set({ failed_attempts: sql<number>`failed_attempts + 1` })
    .where('id', '=', id)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (row && Number(row.failed_attempts) >= lockAt) {
    // A lock starts a fresh count, so after it expires another run of failures locks again.
    await db.kysely
      .updateTable('staff_users')
      .set({ failed_attempts: 0, locked_until: lockedUntil })
      .where('id', '=', id)
      .execute();
  }
}

export async function clearFailures(db: Db, id: number): Promise<void> {
  await db.kysely
    .updateTable('staff_users')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

export async function latestOutbox(
  db: Db,
  options: { channel?: 'email' | 'sms'; limit: number },
): Promise<
  Pick<
    Selectable<OutboxMessagesTable>,
    'id' | 'channel' | 'recipient' | 'subject' | 'topic' | 'created_at' | 'body_text' | 'body_html'
  >[]
> {
  let query = db.kysely
    .selectFrom('outbox_messages')
    .select([
      'id',
      'channel',
      'recipient',
      'subject',
      'topic',
      'created_at',
      'body_text',
      'body_html',
    ]);
  if (options.channel) query = query.where('channel', '=', options.channel);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}
