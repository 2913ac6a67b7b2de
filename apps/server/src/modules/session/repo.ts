import type { Db } from '../../db/index';

export interface SessionRow {
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  data: string;
}

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  return db.kysely
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.kysely.insertInto('sessions').values(row).execute();
}

export async function touchSession(
  db: Db,
  idHash: string,
  lastSeenAt: string,
  expiresAt: string,
): Promise<void> {
  await db.kysely
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function writeSessionData(db: Db, idHash: string, data: string): Promise<void> {
  await db.kysely.updateTable('sessions').set({ data }).where('id_hash', '=', idHash).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.kysely
    .deleteFrom('sessions')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}
