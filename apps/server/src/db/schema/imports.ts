/**
 * Tables of the console's imports and funnel (migration 016). Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

/** One import from the console: who, what, the file, its progress and outcome. */
export interface ImportRunsTable {
  id: Generated<number>;
  kind: 'footprint' | 'catalogue' | 'numbers' | 'slots';
  file_name: string | null;
  /** 0/1: replace mode (footprint, numbers). */
  replace: number;
  staff_id: number | null;
  staff_email: string;
  status: 'running' | 'succeeded' | 'refused' | 'failed';
  /** bigint on PostgreSQL (a string there): read with Number(). */
  total_bytes: number | string;
  bytes_done: number | string;
  rows_done: number;
  rows: number | null;
  problem_count: number;
  /** JSON array of the first problems ('line N: column: message'). */
  problems: string;
  summary: string;
  started_at: string;
  finished_at: string | null;
}

/** One step of the funnel: an address check (with its outcome) or a cart reaching a step. */
export interface FunnelEventsTable {
  id: Generated<number>;
  occurred_at: string;
  step: 'check' | 'customise' | 'checkout' | 'order';
  outcome: string | null;
  channel: 'web' | 'agent' | 'kiosk';
  cart_id: string | null;
  /** `<step>:<cart id>` for the steps a cart reaches once; null for checks. Unique. */
  once_key: string | null;
}

/** The funnel per day, channel, step and outcome ('' for none), rolled up from the events. */
export interface FunnelDailyTable {
  day: string;
  channel: string;
  step: string;
  outcome: string;
  count: number;
}
