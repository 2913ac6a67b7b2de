/**
 * Checkout stage (issue 5): the checkout of a cart, one-time passcodes, the outbox of e-mail and
 * SMS messages, payment tokens, install slots with their holds, orders with their status history,
 * and price quotes for the quote-based checkout.
 * Decisions: docs/decisions/012-checkout-and-orders.md.
 */
import { sql, type Kysely } from 'kysely';
import { autoIncrementId, type MigrationContext } from './helpers';

export function up005Checkout(ctx: MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('checkouts')
      .addColumn('cart_id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      // CheckoutProgress and the non-sensitive section answers (JSON): never SSN, tax id,
      // card or bank numbers.
      .addColumn('progress', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await autoIncrementId(db.schema.createTable('otp_codes'), ctx)
      .addColumn('cart_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      // SHA-256 of the 10-digit mobile number and of the code: neither is kept in clear.
      .addColumn('mobile_hash', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addCheckConstraint('otp_status', sql`status in ('active', 'used', 'locked', 'replaced')`)
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('otp_codes_cart')
      .on('otp_codes')
      .columns(['cart_id', 'status'])
      .execute();
    await db.schema
      .createIndex('otp_codes_mobile')
      .on('otp_codes')
      .columns(['mobile_hash', 'created_at'])
      .execute();

    // Every e-mail and SMS the built-in providers "send" (and a copy of what SMTP sent).
    await autoIncrementId(db.schema.createTable('outbox_messages'), ctx)
      .addColumn('channel', 'text', (c) => c.notNull())
      .addCheckConstraint('outbox_channel', sql`channel in ('email', 'sms')`)
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text')
      // What it is about, for lookups: 'order:<no>', 'otp:<cart>', 'saved-cart:<cart>'.
      .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('stored'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('outbox_messages_topic')
      .on('outbox_messages')
      .column('topic')
      .execute();

    // The built-in payments provider's vault: a token stands for a card or account; only the
    // kind, brand and last four digits are kept (the number itself is never stored).
    await db.schema
      .createTable('payment_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('cart_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addCheckConstraint('payment_kind', sql`kind in ('card', 'bank')`)
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer')
      .addColumn('exp_year', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // Install capacity: one row per area, date and interval.
    await autoIncrementId(db.schema.createTable('install_slots'), ctx)
      // ZIP3 of the service address, like the number pool.
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('slot_date', 'text', (c) => c.notNull())
      .addColumn('interval_code', 'text', (c) => c.notNull())
      // '8:00 AM - 12:00 PM'
      .addColumn('interval_label', 'text', (c) => c.notNull())
      .addColumn('install_type', 'text', (c) => c.notNull().defaultTo('tech'))
      .addColumn('capacity', 'integer', (c) => c.notNull())
      // Held or confirmed holds; kept in step with slot_holds inside the same transaction.
      .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint('install_slots_capacity', sql`taken >= 0 and taken <= capacity`)
      .execute();
    await db.schema
      .createIndex('install_slots_key')
      .on('install_slots')
      .columns(['area', 'slot_date', 'interval_code', 'install_type'])
      .unique()
      .execute();

    await autoIncrementId(db.schema.createTable('slot_holds'), ctx)
      .addColumn('slot_id', 'integer', (c) => c.notNull())
      .addColumn('cart_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addCheckConstraint('slot_hold_status', sql`status in ('held', 'confirmed', 'released')`)
      .addColumn('held_until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('slot_holds_cart')
      .on('slot_holds')
      .columns(['cart_id', 'status'])
      .execute();
    await db.schema
      .createIndex('slot_holds_slot')
      .on('slot_holds')
      .columns(['slot_id', 'status'])
      .execute();

    await db.schema
      .createTable('orders')
      // svc_orderNo: human-readable, unique ('MB' + 10 digits).
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      // Refno: customer reference number.
      .addColumn('ref_no', 'text', (c) => c.notNull())
      .addColumn('cart_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      // One order per idempotency key (and per cart).
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      // 'classic' or 'quote'.
      .addColumn('flow', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('credit_status', 'text', (c) => c.notNull())
      .addColumn('service_zip', 'text', (c) => c.notNull())
      // Priced snapshot of the cart (PlanDetails + selections), customer and billing details
      // (tokens and last four digits only), the installation slot. JSON.
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('customer', 'text', (c) => c.notNull())
      .addColumn('installation', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // Unfulfilled orders are cancelled after this (10 days, 002 §9).
      .addColumn('cancel_after', 'text', (c) => c.notNull())
      .execute();
    // One order per cart: a second submit of the cart (another key, another tab) finds it.
    await db.schema.createIndex('orders_cart').on('orders').column('cart_id').unique().execute();
    await db.schema
      .createIndex('orders_status_cancel')
      .on('orders')
      .columns(['status', 'cancel_after'])
      .execute();

    await autoIncrementId(db.schema.createTable('order_status_history'), ctx)
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_status_history_order')
      .on('order_status_history')
      .columns(['order_no', 'at'])
      .execute();

    // Price quotes a provider loads for the quote-based checkout (docs/quote-format.md).
    await db.schema
      .createTable('price_quotes')
      .addColumn('quote_number', 'text', (c) => c.primaryKey())
      .addColumn('address_id', 'text', (c) => c.notNull())
      // MON number of the quote.
      .addColumn('mon', 'text', (c) => c.notNull())
      // 'active', 'expired', 'ordered'.
      .addColumn('status', 'text', (c) => c.notNull())
      // The omni cart summary (wire/checkout.ts omniCartSummary) as JSON.
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  };
}

export function down005Checkout() {
  return async (db: Kysely<unknown>): Promise<void> => {
    for (const t of [
      'price_quotes',
      'order_status_history',
      'orders',
      'slot_holds',
      'install_slots',
      'payment_tokens',
      'outbox_messages',
      'otp_codes',
      'checkouts',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  };
}
