/** Staff accounts (staff_users) and the outbox read by the development mailbox. SQL only. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/index';
import { newestOutbox } from '../../providers/outbox';
import type { Database, OutboxMessagesTable, StaffUsersTable } from '../../db/schema';
import { insertReturningId, rowById } from '../../db/rows';

export type StaffRow = Selectable<StaffUsersTable>;

export async function findByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.kysely
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findById(db: Db, id: number): Promise<StaffRow | undefined> {
  return rowById(db.kysely, 'staff_users', id);
}

export async function insertStaff(db: Db, row: Insertable<StaffUsersTable>): Promise<number> {
  return insertReturningId(db.kysely, 'staff_users', row);
}

export interface ThrottleRule {
  /** Attempts taken without delay after a quiet period. */
  free: number;
  maxDelaySeconds: number;
}

/**
 * Takes one sign-in attempt for `key`, atomically, before any password is compared: one UPDATE
 * that counts it only when the key's wait is over (a row lock on PostgreSQL, the single writer on
 * SQLite), so however many attempts arrive together, at most `free` are taken and then one per
 * delay. From the `free`-th attempt on, the delay doubles (1 s, 2 s, 4 s ... `maxDelaySeconds`);
 * after `quietMs` without attempts the key starts afresh.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  rule: ThrottleRule,
  quietMs: number,
  nowMs: number,
): Promise<{ taken: true } | { taken: false; retryAfterSeconds: number }> {
  await db.kysely
    .insertInto('sign_in_throttle')
    .values({ key, failures: 0, delay_s: 0, next_at: 0, last_at: 0 })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const now = sql<number>`cast(${nowMs} as bigint)`;
  const quiet = sql<boolean>`last_at < cast(${nowMs - quietMs} as bigint)`;
  const failures = sql<number>`(case when ${quiet} then 1 else failures + 1 end)`;
  const delay = sql<number>`(case
    when ${failures} < ${rule.free} then 0
    when delay_s = 0 or ${quiet} then 1
    when delay_s * 2 > ${rule.maxDelaySeconds} then ${rule.maxDelaySeconds}
    else delay_s * 2 end)`;
  const taken = await db.kysely
    .updateTable('sign_in_throttle')
    .set({
      failures,
      delay_s: delay,
      next_at: sql<number>`(case when ${delay} > 0 then ${now} + ${delay} * 1000 else 0 end)`,
      last_at: now,
    })
    .where('key', '=', key)
    .where('next_at', '<=', now)
    .returning('failures')
    .executeTakeFirst();
  if (taken) return { taken: true };
  const row = await db.kysely
    .selectFrom('sign_in_throttle')
    .select('next_at')
    .where('key', '=', key)
    .executeTakeFirst();
  const waitMs = Number(row?.next_at ?? 0) - nowMs;
  return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A success: the key's count starts afresh. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.kysely
    .updateTable('sign_in_throttle')
    .set({ failures: 0, delay_s: 0, next_at: 0 })
    .where('key', '=', key)
    .execute();
}

/** A success from a client: the attempt it took is given back (its delay stays). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db.kysely
    .updateTable('sign_in_throttle')
    .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

export async function latestOutbox(
  db: Db,
  options: { channel?: 'email' | 'sms'; limit: number },
): Promise<
  (Pick<
    Selectable<OutboxMessagesTable>,
    'id' | 'channel' | 'recipient' | 'subject' | 'topic' | 'created_at' | 'body_text' | 'body_html'
  > & { attempts: number | null })[]
> {
  return newestOutbox(db.kysely, options.channel)
    .select(['m.body_text', 'm.body_html', 'j.attempts'])
    .limit(options.limit)
    .execute();
}

// The console's account administration (issue 14): run inside the caller's transaction.

export async function listStaffRows(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('email').execute();
}

export async function staffRowIn(trx: Kysely<Database>, id: number) {
  return trx.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function staffRowByEmailIn(trx: Kysely<Database>, email: string) {
  return trx.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertStaffIn(
  trx: Kysely<Database>,
  row: Insertable<StaffUsersTable>,
): Promise<number> {
  return insertReturningId(trx, 'staff_users', row);
}

export async function updateStaffIn(
  trx: Kysely<Database>,
  id: number,
  patch: Updateable<StaffUsersTable>,
): Promise<void> {
  await trx.updateTable('staff_users').set(patch).where('id', '=', id).execute();
}
