/**
 * Kysely table types: the Database of every table, whose interfaces live by area in ./schema/*.ts
 * (one interface per table). The migrations in ./migrations create them on both dialects.
 * Conventions (portable across SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC text (`new Date().toISOString()`), which sorts correctly;
 * - booleans are integers 0/1; Y/N flags from the spec stay 'Y'/'N' text;
 * - JSON payloads are text holding JSON.
 */
import type {
  AppSettingsTable,
  SessionsTable,
  EventLogTable,
  ErrorLogTable,
  RateLimitsTable,
  JobsTable,
  JobAttemptsTable,
  OutboxMessagesTable,
} from './schema/platform';
import type {
  FootprintAddressesTable,
  FootprintQuotesTable,
  StreetWordVariantsTable,
  ZipCodesTable,
} from './schema/footprint';
import type {
  QualificationAttemptsTable,
  CaptchaUsedTable,
  WaitlistRegistrationsTable,
  CallbackRequestsTable,
} from './schema/visitors';
import type {
  CatalogueVersionsTable,
  CartsTable,
  TelephoneNumbersTable,
  CheckoutsTable,
  OtpCodesTable,
  SmsDestinationsTable,
  PaymentTokensTable,
} from './schema/shopping';
import type {
  InstallSlotsTable,
  SlotHoldsTable,
  OrdersTable,
  OrderStatusHistoryTable,
  PriceQuotesTable,
  SavedCartsTable,
  GateAttemptsTable,
} from './schema/orders';
import type { StaffUsersTable, SignInThrottleTable } from './schema/staff';
import type {
  WebhookEndpointsTable,
  WebhookDeliveriesTable,
  WebhookAttemptsTable,
  IntegrationApiKeysTable,
} from './schema/integrations';
import type { ImportRunsTable, FunnelEventsTable, FunnelDailyTable } from './schema/imports';

export type {
  EventLogTable,
  ErrorLogTable,
  JobsTable,
  OutboxMessagesTable,
} from './schema/platform';
export type { FootprintAddressesTable, ZipCodesTable } from './schema/footprint';
export type {
  QualificationAttemptsTable,
  WaitlistRegistrationsTable,
  CallbackRequestsTable,
} from './schema/visitors';
export type {
  CartsTable,
  CheckoutsTable,
  OtpCodesTable,
  PaymentTokensTable,
} from './schema/shopping';
export type {
  InstallSlotsTable,
  SlotHoldsTable,
  OrdersTable,
  PriceQuotesTable,
  SavedCartsTable,
} from './schema/orders';
export type { StaffUsersTable } from './schema/staff';
import type { AuditLogTable, CallbackNotesTable } from './schema/console';
import type { TmfCancelProductOrdersTable, TmfOrderRefsTable } from './schema/tmf622';
import type { SmsConsentsTable, SmsOptOutsTable, OrderRemindersTable } from './schema/notices';
export type { AuditLogTable, CallbackNotesTable } from './schema/console';

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
  audit_log: AuditLogTable;
  callback_notes: CallbackNotesTable;
  sign_in_throttle: SignInThrottleTable;
  sms_destinations: SmsDestinationsTable;
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  job_attempts: JobAttemptsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  integration_api_keys: IntegrationApiKeysTable;
  import_runs: ImportRunsTable;
  funnel_events: FunnelEventsTable;
  funnel_daily: FunnelDailyTable;
  tmf_cancel_product_orders: TmfCancelProductOrdersTable;
  tmf_order_refs: TmfOrderRefsTable;
  sms_consents: SmsConsentsTable;
  sms_opt_outs: SmsOptOutsTable;
  order_reminders: OrderRemindersTable;
}
