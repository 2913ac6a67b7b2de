/** SQL of TMF646: the order whose install slot is the appointment. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findOrderRow(db: Kysely<Database>, orderNo: string) {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}
