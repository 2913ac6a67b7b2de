import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';

export interface SessionRow {
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  data: string;
}

/** The session whose cookie secret hashes to `secretHash` (its current secret: see rotate). */
export async function findSession(db: Db, secretHash: string): Promise<SessionRow | undefined> {
  return db.kysely
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'expires_at', 'data'])
    .where((eb) =>
      eb.or([
        eb('secret_hash', '=', secretHash),
        eb.and([eb('secret_hash', 'is', null), eb('id_hash', '=', secretHash)]),
      ]),
    )
    .executeTakeFirst();
}

/** A new cookie secret for the session `idHash` (same row, same id); the old secret stops working. */
export async function rotateSessionSecret(
  db: Db,
  idHash: string,
  secretHash: string,
): Promise<void> {
  await db.kysely
    .updateTable('sessions')
    .set({ secret_hash: secretHash })
    .where('id_hash', '=', idHash)
    .execute();
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

/** Store the session's data; its expiry follows (a session holding nothing lives shorter). */
/** The write of a session's data and expiry (not run). */
export function sessionDataWrite(
  db: Kysely<Database>,
  idHash: string,
  data: string,
  expiresAt: string,
) {
  return db
    .updateTable('sessions')
    .set({ data, expires_at: expiresAt })
    .where('id_hash', '=', idHash);
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
