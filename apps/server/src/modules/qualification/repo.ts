/** SQL of the qualification calls: the attempts table (migration 003). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, QualificationAttemptsTable } from '../../db/schema';

type Executor = Kysely<Database>;
export type AttemptRow = Selectable<QualificationAttemptsTable>;

/** The insert of an attempt, run with the qualification's other writes (writeTogether). */
export function attemptInsert(db: Executor, row: Insertable<QualificationAttemptsTable>) {
  return db.insertInto('qualification_attempts').values(row);
}

/** The latest attempt of a cart id within one visitor session. */
export async function findLatestAttemptOfCart(
  db: Executor,
  cartId: string,
  sessionId: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('qualification_attempts')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
