/**
 * Tables of the operator console (migration 013): the audit log and the call-back notes.
 * Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

/** One staff change: who, what, on which subject, before and after (JSON), when. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The staff account; null for a command-line change. */
  staff_id: number | null;
  /** Who, as it was then ('cli' for the command line). */
  staff_email: string;
  /** e.g. 'staff.create', 'callback.move', 'order.move'. */
  action: string;
  /** e.g. 'staff', 'callback', 'order'. */
  subject_type: string;
  subject_id: string;
  before_json: string | null;
  after_json: string | null;
}

/** A call-back request's moves, each with its note and who made it. */
export interface CallbackNotesTable {
  id: Generated<number>;
  reference: string;
  from_status: string;
  to_status: string;
  note: string;
  staff_id: number | null;
  staff_name: string;
  at: string;
}
