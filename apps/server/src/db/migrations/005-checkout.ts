/**
 * Checkout stage (issue 5): the checkout of a cart, one-time passcodes, the outbox of e-mail and
 * SMS messages, payment tokens, install slots with their holds, orders with their status history,
 * and price quotes for the quote-based checkout.
 * Decisions: docs/decisions/012-checkout-and-orders.md.
 */
import { sql, type Kysely } from 'kysely';
import * as h from './helpers';

export function up005Checkout(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h
      .textKey(db.schema.createTable('checkouts'), 'cart_id')
      .addColumn('session_id', 'text', (c) => c.notNull())
      // CheckoutProgress and the non-sensitive section answers (JSON): never SSN, tax id,
      // card or bank numbers.
      .addColumn('progress', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(h.timestamps)
      .execute();

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('otp_codes'), ctx)
        .addColumn('cart_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        // SHA-256 of the 10-digit mobile number and of the code: neither is kept in clear.
        .addColumn('mobile_hash', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(h.oneOf('status', 'otp_status', ['active', 'used', 'locked', 'replaced'], 'active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull()),
      [
        ['otp_codes_cart', ['cart_id', 'status']],
        ['otp_codes_mobile', ['mobile_hash', 'created_at']],
      ],
    );

    // Every e-mail and SMS the built-in providers "send" (and a copy of what SMTP sent).
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('outbox_messages'), ctx)
        .$call(h.oneOf('channel', 'outbox_channel', ['email', 'sms']))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text')
        // What it is about, for lookups: 'order:<no>', 'otp:<cart>', 'saved-cart:<cart>'.
        .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('stored'))
        .addColumn('created_at', 'text', (c) => c.notNull()),
      [['outbox_messages_topic', ['topic']]],
    );

    // The built-in payments provider's vault: a token stands for a card or account; only the
    // kind, brand and last four digits are kept (the number itself is never stored).
    await h
      .textKey(db.schema.createTable('payment_tokens'), 'token')
      .addColumn('cart_id', 'text', (c) => c.notNull())
      .$call(h.oneOf('kind', 'payment_kind', ['card', 'bank']))
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer')
      .addColumn('exp_year', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // Install capacity: one row per area, date and interval.
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('install_slots'), ctx)
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
        .addCheckConstraint('install_slots_capacity', sql`taken >= 0 and taken <= capacity`),
      [['install_slots_key', ['area', 'slot_date', 'interval_code', 'install_type'], 'unique']],
    );

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('slot_holds'), ctx)
        .addColumn('slot_id', 'integer', (c) => c.notNull())
        .addColumn('cart_id', 'text', (c) => c.notNull())
        .$call(h.oneOf('status', 'slot_hold_status', ['held', 'confirmed', 'released']))
        .addColumn('held_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull()),
      [
        ['slot_holds_cart', ['cart_id', 'status']],
        ['slot_holds_slot', ['slot_id', 'status']],
      ],
    );

    // svc_orderNo: human-readable, unique ('MB' + 10 digits).
    await h
      .textKey(db.schema.createTable('orders'), 'order_no')
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
      .$call(h.timestamps)
      // Unfulfilled orders are cancelled after this (10 days, 002 §9).
      .addColumn('cancel_after', 'text', (c) => c.notNull())
      .execute();
    // One order per cart: a second submit of the cart (another key, another tab) finds it.
    await h.createIndexes(db, 'orders', [
      ['orders_cart', ['cart_id'], 'unique'],
      ['orders_status_cancel', ['status', 'cancel_after']],
    ]);

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('order_status_history'), ctx)
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('at', 'text', (c) => c.notNull()),
      [['order_status_history_order', ['order_no', 'at']]],
    );

    // Price quotes a provider loads for the quote-based checkout (docs/quote-format.md).
    await h
      .textKey(db.schema.createTable('price_quotes'), 'quote_number')
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
    await h.dropTables(db, [
      'price_quotes',
      'order_status_history',
      'orders',
      'slot_holds',
      'install_slots',
      'payment_tokens',
      'outbox_messages',
      'otp_codes',
      'checkouts',
    ]);
  };
}
