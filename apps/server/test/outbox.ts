/** For tests: what the built-in mail and SMS providers stored in the outbox. */
import type { AppContext } from '../src/context';

/** The outbox messages of one topic (e.g. `order:<no>`, `saved-cart:<id>`), oldest first. */
export function outboxMessages(ctx: Pick<AppContext, 'db'>, topic: string) {
  return ctx.db.kysely
    .selectFrom('outbox_messages')
    .selectAll()
    .where('topic', '=', topic)
    .orderBy('id')
    .execute();
}
