/**
 * The audit rows of the integration changes an admin makes (endpoints, replays, API keys),
 * written in the change's own transaction through the audit module.
 */
import type { Kysely } from 'kysely';
import type { AuditSubjectType } from '@bizline/domain/wire/console/admin';
import type { Database } from '../../db/schema';
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
