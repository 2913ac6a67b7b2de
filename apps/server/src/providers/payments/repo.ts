/** The built-in payments vault (payment_tokens). SQL only. */
import type { Db } from '../../db/index';
import type { PaymentTokensTable } from '../../db/schema';

export async function insertPaymentToken(db: Db, row: PaymentTokensTable): Promise<void> {
  await db.kysely.insertInto('payment_tokens').values(row).execute();
}

export async function findPaymentToken(
  db: Db,
  token: string,
): Promise<PaymentTokensTable | undefined> {
  return db.kysely
    .selectFrom('payment_tokens')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}
