/**
 * Tables of the platform itself: settings, visitor sessions, the event and error logs, request
 * counters, and durable jobs with their attempts and the messages the providers sent.
 * Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value, so a database leak does not hand out live sessions. */
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** JSON object of server-side session state (cart id, qualification progress...). */
  data: string;
  /** Hash of the cookie's secret after a rotation (staff sign-in/out); null: id_hash is it. */
  secret_hash?: string | null;
}

export interface EventLogTable {
  id: Generated<number>;
  session_id: string | null;
  event_type: string;
  event_name: string;
  section_name: string | null;
  page_name: string | null;
  client_timestamp: string | null;
  begin_time: string | null;
  end_time: string | null;
  logs: string | null;
  comments: string | null;
  content_square_link: string | null;
  delay_ms: number | null;
  received_at: string;
}

export interface ErrorLogTable {
  id: Generated<number>;
  session_id: string | null;
  message: string;
  url: string | null;
  received_at: string;
}

/** Request counters shared by all processes on PostgreSQL (migration 009, issue 11). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch ms (bigint: a string from pg). */
  window_ends: number | string;
}

/** A piece of work queued with the change it follows (src/jobs, decision 020). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** Idempotency key: the same work is queued once. */
  job_key: string;
  /** JSON. */
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  done_at: string | null;
}

/** One delivery attempt of a job. */
export interface JobAttemptsTable {
  id: Generated<number>;
  job_id: number;
  attempt: number;
  worker: string;
  started_at: string;
  finished_at: string | null;
  outcome: 'running' | 'ok' | 'error' | 'abandoned';
  error: string | null;
}

/** An e-mail or SMS the providers sent or stored. */
export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  topic: string;
  status: string;
  created_at: string;
  /** The job it was delivered for: unique, so a job is delivered once. */
  job_key: string | null;
}
