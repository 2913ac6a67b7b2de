/**
 * The audit row of a staff change to an order (move, reschedule), written in the change's
 * transaction through the audit module's recordAudit. Moves by an integration or the system are
 * told by the history row and the webhook; only staff actions go to the audit log.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderActor } from './move-order';

export async function recordStaffAudit(
  _trx: Kysely<Database>,
  by: OrderActor,
  _entry: { action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  if (by.kind !== 'staff') return;
  // PENDING: H3's recordAudit (apps/server/src/modules/audit) not there yet.
}
