/** The audit log (migration 013). SQL only. */
import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';

export async function insertAudit(trx: Kysely<Database>, row: Insertable<AuditLogTable>) {
  await trx.insertInto('audit_log').values(row).execute();
}

export interface AuditFilters {
  action?: string;
  subjectType?: string;
  subjectId?: string;
  staff?: string;
  /** ISO instants: at >= from, at < to. */
  from?: string;
  to?: string;
}

/** Newest first; `limit + 1` rows tell whether there is a next page. */
export async function listAudit(
  db: Kysely<Database>,
  filters: AuditFilters,
  offset: number,
  limit: number,
) {
  let q = db.selectFrom('audit_log').selectAll();
  if (filters.action) q = q.where('action', '=', filters.action);
  if (filters.subjectType) q = q.where('subject_type', '=', filters.subjectType);
  if (filters.subjectId) q = q.where('subject_id', '=', filters.subjectId);
  if (filters.staff) q = q.where('staff_email', 'like', `%${escapeLike(filters.staff)}%`);
  if (filters.from) q = q.where('at', '>=', filters.from);
  if (filters.to) q = q.where('at', '<', filters.to);
  return q
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit + 1)
    .execute();
}

/** A LIKE pattern matching `text` literally (no wildcards of its own; SQLite's LIKE ignores
 * case for ASCII, PostgreSQL's does not: callers pass lower case against lower-case columns). */
function escapeLike(text: string): string {
  return text.replace(/[%_]/g, '');
}
