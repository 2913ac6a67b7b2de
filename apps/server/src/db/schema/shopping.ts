/**
 * Tables of shopping and checkout: catalogue versions, carts, telephone numbers, checkouts,
 * one-time passcodes and where they went, and payment tokens.
 * Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

/** A loaded catalogue document; exactly one row is active. */
export interface CatalogueVersionsTable {
  id: Generated<number>;
  version: string;
  /** The validated CatalogueDocument as JSON. */
  document: string;
  checksum: string;
  active: 0 | 1;
  loaded_at: string;
}

/** A cart: the selections of one EPSessionID. */
export interface CartsTable {
  cart_id: string;
  /** sessions.id_hash of the owner. */
  session_id: string;
  address_id: string;
  state: string;
  tn_area: string;
  /** CartSelections as JSON. */
  selections: string;
  version: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** Telephone-number inventory: free, held for a cart until held_until, or assigned. */
export interface TelephoneNumbersTable {
  tn: string;
  area: string;
  status: 'free' | 'held' | 'assigned';
  cart_id: string | null;
  held_until: string | null;
}

/** The checkout of a cart: progress flags and non-sensitive answers, JSON. */
export interface CheckoutsTable {
  cart_id: string;
  session_id: string;
  progress: string;
  answers: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A one-time passcode: hashes only; 'active' until used, locked, replaced or expired. */
export interface OtpCodesTable {
  id: Generated<number>;
  cart_id: string;
  session_id: string;
  mobile_hash: string;
  code_hash: string;
  attempts: number;
  status: 'active' | 'used' | 'locked' | 'replaced';
  created_at: string;
  expires_at: string;
}

/** Distinct passcode destinations per session or cart (migration 007). */
export interface SmsDestinationsTable {
  scope: string;
  slot: number;
  mobile_hash: string;
  created_at: string;
}

/** The built-in payments vault: token, kind, brand and last four digits only. */
export interface PaymentTokensTable {
  token: string;
  cart_id: string;
  kind: 'card' | 'bank';
  brand: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  created_at: string;
}
