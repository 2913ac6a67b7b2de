/** The customer's notices: text consent, stopped numbers, installation reminders (migration 022). */
import type { Generated } from 'kysely';

/**
 * Each answer an order's customer gave to "may we text you", newest last: at checkout, then
 * from the order page. The latest row of an order is its consent.
 */
export interface SmsConsentsTable {
  id: Generated<number>;
  order_no: string;
  /** The mobile number texts go to, digits. */
  mobile: string;
  /** 1 agreed, 0 not. */
  consented: number;
  /** The exact words the customer was shown beside the checkbox. */
  wording: string;
  /** 'customer', 'staff' or 'system'. */
  actor_kind: string;
  /** Who: 'customer', a staff e-mail, 'system'. */
  actor_label: string;
  at: string;
}

/** A mobile number that texted STOP: nothing but passcodes is texted to it until START. */
export interface SmsOptOutsTable {
  mobile: string;
  /** 1 stopped, 0 started again. */
  stopped: number;
  /** The inbound text's keyword as received. */
  keyword: string;
  updated_at: string;
}

/**
 * The reminders planned for an order's installation. `plan` counts the plans (a reschedule makes
 * the next one); a reminder job of an earlier plan, or of an order with no row, sends nothing.
 */
export interface OrderRemindersTable {
  order_no: string;
  plan: number;
  install_day: string;
  time_slot_code: string;
  updated_at: string;
}
