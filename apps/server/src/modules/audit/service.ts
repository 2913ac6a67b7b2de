/**
 * The audit log (issue 14): `recordAudit(trx, entry)` writes who did what to which subject,
 * with the subject before and after (JSON), in the caller's transaction, so the change and its
 * audit row commit together or not at all. Every staff change calls it. Admins read the log
 * through Console/Audit (routes.ts).
 */
import type { Kysely } from 'kysely';
import type {
  AuditAnswer,
  AuditQueryParsed,
  AuditSubjectType,
} from '@bizline/domain/wire/console/admin';
import type { Database } from '../../db/schema';
import * as repo from './repo';
import { consoleList } from '../../db/paging';

/** Who made a change: a signed-in staff member, or the command line. */
export type AuditActor = { id: number; email: string } | 'cli';

export interface AuditEntryInput {
  /** Or a customer on their own order page (their e-mail). */
  actor: AuditActor | { customer: string };
  /** What was done, e.g. 'staff.create', 'callback.move', 'order.move'. */
  action: string;
  /** One of AUDIT_SUBJECT_TYPES: the audit page filters by them. */
  subjectType: AuditSubjectType;
  subjectId: string | number;
  /** The subject before and after the change (omitted or null: none). */
  before?: unknown;
  after?: unknown;
  now?: Date;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function recordAudit(trx: Kysely<Database>, entry: AuditEntryInput): Promise<void> {
  await repo.insertAudit(trx, {
    at: (entry.now ?? new Date()).toISOString(),
    staff_id: entry.actor === 'cli' || 'customer' in entry.actor ? null : entry.actor.id,
    staff_email:
      entry.actor === 'cli'
        ? 'cli'
        : 'customer' in entry.actor
          ? `customer:${entry.actor.customer}`
          : entry.actor.email,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: String(entry.subjectId),
    before_json: json(entry.before),
    after_json: json(entry.after),
  });
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

const filtersOf = (query: AuditQueryParsed) => ({
  action: query.action || undefined,
  subjectType: query.subjectType || undefined,
  subjectId: query.subjectId || undefined,
  staff: query.staff?.toLowerCase() || undefined,
  from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
  to: query.to ? nextDay(query.to) : undefined,
});

export const listAudit = consoleList(
  (db, query: AuditQueryParsed, offset, limit) =>
    repo.listAudit(db, filtersOf(query), offset, limit),
  (rows): Pick<AuditAnswer, 'entries'> => ({
    entries: rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      staffEmail: r.staff_email,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      before: r.before_json,
      after: r.after_json,
    })),
  }),
);
