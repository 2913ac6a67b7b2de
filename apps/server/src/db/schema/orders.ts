/**
 * Tables of orders and what leads to them: install slots and holds, orders and their status
 * history, price quotes, and carts saved by e-mail link with their gate attempts.
 * Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

/** Install capacity per area, date and interval; taken never exceeds capacity. */
export interface InstallSlotsTable {
  id: Generated<number>;
  area: string;
  slot_date: string;
  interval_code: string;
  interval_label: string;
  install_type: string;
  capacity: number;
  taken: number;
}

export interface SlotHoldsTable {
  id: Generated<number>;
  slot_id: number;
  cart_id: string;
  status: 'held' | 'confirmed' | 'released';
  held_until: string;
  created_at: string;
}

/** A submitted order. */
export interface OrdersTable {
  order_no: string;
  ref_no: string;
  cart_id: string;
  session_id: string;
  idempotency_key: string;
  flow: 'classic' | 'quote';
  status: string;
  credit_status: string;
  service_zip: string;
  snapshot: string;
  customer: string;
  installation: string;
  created_at: string;
  updated_at: string;
  cancel_after: string;
  /** The terms accepted with the order; null before migration 008 and for quotes. */
  terms_version: string | null;
  terms_accepted_at: string | null;
  /** Where it was placed: 'web', 'agent' or 'kiosk' (migration 014). */
  channel: Generated<string>;
  /** Lower-cased business name and e-mail of the customer, for the console's search. */
  search_name: Generated<string>;
  search_email: Generated<string>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_no: string;
  /** The state after the change (for 'rescheduled': the state at the time). */
  status: string;
  note: string;
  at: string;
  /** 'state' (a state change) or 'rescheduled' (the install slot moved); migration 014. */
  kind: Generated<string>;
  /** The state before; null for the first row. */
  from_status: Generated<string | null>;
  /** Who: 'staff', 'integration' or 'system', with the staff id or integration id. */
  actor_kind: Generated<string>;
  actor_id: Generated<string | null>;
  /** A cancellation's reason, or staff's note; '' when none. */
  reason: Generated<string>;
  /** JSON details (a reschedule's old and new slot); null when none. */
  details: Generated<string | null>;
}

/** A price quote a provider loaded for the quote-based checkout. */
export interface PriceQuotesTable {
  quote_number: string;
  address_id: string;
  mon: string;
  status: string;
  summary: string;
  expires_at: string;
  created_at: string;
}

/** A cart saved by e-mail link. */
export interface SavedCartsTable {
  cart_id: string;
  saved_by: 'customer' | 'agent';
  email: string;
  contacts: string;
  comments: string;
  rating: number | null;
  agent_id: number | null;
  agent: string | null;
  reminders: number;
  reminders_sent: number;
  next_reminder_at: string | null;
  unsubscribe_hash: string;
  priced: string;
  last_page: string;
  status: 'saved' | 'retrieved' | 'ordered' | 'expired';
  created_at: string;
  updated_at: string;
  expires_at: string;
}

export interface GateAttemptsTable {
  id: Generated<number>;
  cart_id: string;
  client_key: string;
  ok: 0 | 1;
  at: string;
}
