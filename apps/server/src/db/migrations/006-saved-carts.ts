/**
 * Saved carts and staff (issue 6): carts saved by e-mail link (customer or agent), the gate's
 * verification attempts, reminder bookkeeping, and staff accounts (agents and staff) with their
 * sign-in attempts.
 * Decisions: docs/decisions/014-saved-carts.md, 015-staff-accounts.md.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import * as h from './helpers';

export const STAFF_ROLES_006 = ['agent', 'staff'] as const;

/**
 * The columns of staff_users after its id, with `roles` as the legal roles (migration 013 rebuilds
 * the table with them on SQLite, where a check constraint cannot change).
 */
export function staffUsersColumns(roles: readonly string[]) {
  return <T extends string>(table: CreateTableBuilder<T, 'id'>) =>
    table
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .$call(h.oneOf('role', 'staff_users_role', roles))
      // scrypt: 'scrypt$N$r$p$salt$hash' (base64url).
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull());
}

export function up006SavedCarts(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // The cart id (EPSessionID, >= 128 random bits): the link's scartid.
    await h.createTable(
      db,
      h
        .textKey(db.schema.createTable('saved_carts'), 'cart_id')
        // 'customer' or 'agent'.
        .$call(h.oneOf('saved_by', 'saved_carts_by', ['customer', 'agent']))
        // The e-mail the link was sent to (the gate compares against the cart's contacts).
        .addColumn('email', 'text', (c) => c.notNull())
        // ContactsInfo of 002 §3 (LQEmailId, LQContactTN, BIEmailId, BIContactTN, BIBusinessName,
        // SaveCartEmailId) as JSON.
        .addColumn('contacts', 'text', (c) => c.notNull())
        .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rating', 'integer')
        // Agent saves: the agent's staff id and names.
        .addColumn('agent_id', 'integer')
        .addColumn('agent', 'text')
        // Reminders (at most two) unless SkipReminderMail; unsubscribe token (hash).
        .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_reminder_at', 'text')
        .addColumn('unsubscribe_hash', 'text', (c) => c.notNull())
        // The priced cart when saved (PlanDetails JSON), to show what changed on retrieval.
        .addColumn('priced', 'text', (c) => c.notNull())
        // Last page the visitor was on ('checkout' or 'customize').
        .addColumn('last_page', 'text', (c) => c.notNull().defaultTo('customize'))
        .$call(
          h.oneOf(
            'status',
            'saved_carts_status',
            ['saved', 'retrieved', 'ordered', 'expired'],
            'saved',
          ),
        )
        .$call(h.timestamps)
        // Kept 20 days (002 §9).
        .addColumn('expires_at', 'text', (c) => c.notNull()),
      [['saved_carts_reminder', ['status', 'next_reminder_at']]],
    );

    // Gate attempts, for the rate limit (per saved cart and per client).
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('gate_attempts'), ctx)
        .addColumn('cart_id', 'text', (c) => c.notNull())
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull()),
      [['gate_attempts_cart', ['cart_id', 'at']]],
    );

    await h
      .autoIncrementId(db.schema.createTable('staff_users'), ctx)
      .$call(staffUsersColumns(STAFF_ROLES_006))
      .execute();
  };
}

export function down006SavedCarts() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['staff_users', 'gate_attempts', 'saved_carts']);
  };
}
