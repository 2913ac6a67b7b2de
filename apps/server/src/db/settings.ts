/**
 * app_settings: small values every process must share (the token key, the sensitive-data key).
 * SQL only.
 */
import type { Db } from './index';

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Insert a setting unless another process got there first; returns the value that won. */
export async function ensureSetting(db: Db, key: string, value: string): Promise<string> {
  await db.kysely
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await readSetting(db, key);
  if (stored === undefined) throw new Error(`setting ${key} could not be stored`);
  return stored;
}

/** Set a setting, whatever it held (inside the caller's transaction when `db` is one). */
export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db.kysely
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Replace a setting only if it still holds `expected` (another process may have replaced it). */
export async function replaceSetting(
  db: Db,
  key: string,
  expected: string,
  value: string,
): Promise<void> {
  await db.kysely
    .updateTable('app_settings')
    .set({ value })
    .where('key', '=', key)
    .where('value', '=', expected)
    .execute();
}
