/**
 * Issue 10 §3: the order keeps which version of the terms and conditions was accepted and when
 * (null for orders placed before; the quote checkout has no terms step).
 */
import type { Kysely } from 'kysely';

export function up008TermsAcceptance() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('orders').addColumn('terms_version', 'text').execute();
    await db.schema.alterTable('orders').addColumn('terms_accepted_at', 'text').execute();
  };
}

export function down008TermsAcceptance() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('orders').dropColumn('terms_accepted_at').execute();
    await db.schema.alterTable('orders').dropColumn('terms_version').execute();
  };
}
