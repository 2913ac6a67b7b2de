/**
 * Kysely table types. One interface per table; the migrations in ./migrations create them on
 * both dialects. Conventions (portable across SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC text (`new Date().toISOString()`), which sorts correctly;
 * - booleans are integers 0/1; Y/N flags from the spec stay 'Y'/'N' text;
 * - JSON payloads are text holding JSON.
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

export interface Database {
  app_settings: AppSettingsTable;
  sessions: SessionsTable;
  event_log: EventLogTable;
  error_log: ErrorLogTable;
}
