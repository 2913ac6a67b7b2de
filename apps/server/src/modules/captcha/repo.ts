/** SQL of the captcha: its HMAC key (app_settings) and the challenges already used. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** Insert a setting unless another process got there first; returns the value that won. */
export async function ensureSetting(db: Executor, key: string, value: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Record a used challenge; false when it was already recorded (a replay). */
export async function markUsed(
  db: Executor,
  saltHash: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('captcha_used')
    .values({ salt_hash: saltHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('salt_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function purgeExpired(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('captcha_used').where('expires_at', '<', now).execute();
}
