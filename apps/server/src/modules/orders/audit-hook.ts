/**
 * The audit row of a staff or customer change to an order (move, reschedule), written in the
 * change's transaction through the audit module's recordAudit. Moves by an integration or the
 * system are told by the history row and the webhook; only people's actions go to the audit log.
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
  const actor =
    by.kind === 'customer'
      ? { customer: by.label }
      : by.kind === 'staff' && by.id !== null
        ? { id: Number(by.id), email: by.label }
        : null;
  if (!actor) return;
  await recordAudit(trx, {
    actor,
    action: entry.action,
    subjectType: 'order',
    subjectId: entry.target,
    before: entry.before,
    after: entry.after,
    now: entry.now,
  });
}
