/**
 * The audit rows of the integration changes an admin makes (endpoints, replays, API keys),
 * written in the change's own transaction through the audit module.
 */
import type { Kysely } from 'kysely';
import type { AuditSubjectType } from '@bizline/domain/wire/console/admin';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { recordAudit } from '../audit/service';

export interface AdminActor {
  id: number;
  email: string;
}

/** Subjects: 'webhook' (an endpoint), 'webhook_delivery', 'api_key'. */
export function auditIntegration(
  trx: Kysely<Database>,
  actor: AdminActor,
  action: string,
  subject: [type: AuditSubjectType, id: number],
  before: unknown,
  after: unknown,
): Promise<void> {
  const [subjectType, subjectId] = subject;
  return recordAudit(trx, { actor, action, subjectType, subjectId, before, after });
}

/**
 * One admin change of a stored row (an endpoint, a key), audited: in one transaction, read the
 * row (404 naming `id`, with `missing`, when there is none), apply the change, read it again and
 * write the audit row from before to after. Answers the row after, as the wire has it.
 */
export function changeAudited<Row, Wire>(
  db: Db,
  actor: AdminActor,
  change: {
    find: (trx: Kysely<Database>) => Promise<Row | null | undefined>;
    missing: string;
    apply: (trx: Kysely<Database>, before: Row) => Promise<unknown>;
    toWire: (row: Row) => Wire;
    action: string;
    subject: [type: AuditSubjectType, id: number];
    audited: (row: Wire) => unknown;
  },
): Promise<Wire> {
  return inTransaction(db, async (trx) => {
    const before = await change.find(trx);
    if (!before) throw notFound(change.missing, 'id');
    await change.apply(trx, before);
    const after = change.toWire((await change.find(trx))!);
    const { action, subject, audited } = change;
    await auditIntegration(
      trx,
      actor,
      action,
      subject,
      audited(change.toWire(before)),
      audited(after),
    );
    return after;
  });
}
