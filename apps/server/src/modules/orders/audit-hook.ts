/**
 * The audit row of a staff change to an order (move, reschedule), written in the change's
 * transaction through the audit module's recordAudit. Moves by an integration or the system are
 * told by the history row and the webhook; only staff actions go to the audit log.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/service';
import type { OrderActor } from './actor';

export async function recordStaffAudit(
  trx: Kysely<Database>,
  by: OrderActor,
  entry: { action: string; target: string; before: unknown; after: unknown; now?: Date },
): Promise<void> {
  if (by.kind !== 'staff' || by.id === null) return;
  await recordAudit(trx, {
    actor: { id: Number(by.id), email: by.label },
    action: entry.action,
    subjectType: 'order',
    subjectId: entry.target,
    before: entry.before,
    after: entry.after,
    now: entry.now,
  });
}
