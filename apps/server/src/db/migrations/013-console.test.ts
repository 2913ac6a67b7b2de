/**
 * Migration 013 on both dialects: existing agent and staff accounts keep their id, role and
 * password and gain an empty disabled_at; 'admin' becomes a legal role and nothing else does;
 * an old 'new' call-back is 'requested'; down goes back.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unmigratedDb } from '../../../test/migrations';
import { DIALECTS } from '../../../test/support';
import type { Db } from '../index';

const insertStaff = (db: Db, email: string, role: string) =>
  sql`insert into staff_users (email, first_name, last_name, role, password_hash,
    failed_attempts, created_at) values (${email}, 'A', 'B', ${role}, ${`hash-${email}`}, 0,
    '2026-11-01T00:00:00.000Z')`.execute(db.kysely);

describe.each(DIALECTS)('migration 013-console [%s]', (dialect) => {
  it('keeps the accounts, allows admin, moves call-backs to requested, and goes down', async () => {
    const { db, migrateTo } = await unmigratedDb(dialect);
    await migrateTo('012-jobs');
    await insertStaff(db, 'agent@example.com', 'agent');
    await insertStaff(db, 'staff@example.com', 'staff');
    await expect(insertStaff(db, 'root@example.com', 'admin')).rejects.toThrow();
    await sql`insert into callback_requests (reference, reason, phone, created_at)
      values ('CB-OLD00001', 'pending-order', '3025550142', '2026-11-01T00:00:00.000Z')`.execute(
      db.kysely,
    );
    await migrateTo('013-console');

    const staff = await db.kysely
      .selectFrom('staff_users')
      .select(['id', 'email', 'role', 'password_hash', 'disabled_at'])
      .orderBy('id')
      .execute();
    expect(staff.map((s) => ({ ...s, id: Number(s.id) }))).toEqual([
      {
        id: 1,
        email: 'agent@example.com',
        role: 'agent',
        password_hash: 'hash-agent@example.com',
        disabled_at: null,
      },
      {
        id: 2,
        email: 'staff@example.com',
        role: 'staff',
        password_hash: 'hash-staff@example.com',
        disabled_at: null,
      },
    ]);
    await insertStaff(db, 'root@example.com', 'admin');
    await expect(insertStaff(db, 'boss@example.com', 'boss')).rejects.toThrow();
    await expect(insertStaff(db, 'agent@example.com', 'agent')).rejects.toThrow();
    const root = await db.kysely
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'root@example.com')
      .executeTakeFirstOrThrow();
    // New ids follow the old ones (PostgreSQL's sequence also spent one on the refused insert).
    expect(Number(root.id)).toBeGreaterThan(2);
    const callback = await db.kysely
      .selectFrom('callback_requests')
      .select(['status', 'updated_at'])
      .executeTakeFirstOrThrow();
    expect(callback).toEqual({ status: 'requested', updated_at: null });

    await migrateTo('012-jobs');
    const back = await sql<{ email: string; role: string }>`select email, role from staff_users
      order by id`.execute(db.kysely);
    expect(back.rows).toEqual([
      { email: 'agent@example.com', role: 'agent' },
      { email: 'staff@example.com', role: 'staff' },
    ]);
    const old = await sql<{ status: string }>`select status from callback_requests`.execute(
      db.kysely,
    );
    expect(old.rows).toEqual([{ status: 'new' }]);
  });
});
