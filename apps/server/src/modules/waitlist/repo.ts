/** SQL of the waitlist registrations and call-back requests (migration 003). */
import type { Insertable, Kysely } from 'kysely';
import type { CallbackRequestsTable, Database, WaitlistRegistrationsTable } from '../../db/schema';

type Executor = Kysely<Database>;

/** Insert unless this e-mail and address are registered; returns the registration's id and
 * whether this call created it. */
export async function insertRegistration(
  db: Executor,
  row: Insertable<WaitlistRegistrationsTable>,
): Promise<{ id: string; created: boolean }> {
  const result = await db
    .insertInto('waitlist_registrations')
    .values(row)
    .onConflict((oc) => oc.columns(['email_key', 'address_key']).doNothing())
    .executeTakeFirst();
  const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  const existing = await db
    .selectFrom('waitlist_registrations')
    .select('id')
    .where('email_key', '=', row.email_key)
    .where('address_key', '=', row.address_key)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created };
}

export async function insertCallback(
  db: Executor,
  row: Insertable<CallbackRequestsTable>,
): Promise<void> {
  await db.insertInto('callback_requests').values(row).execute();
}
