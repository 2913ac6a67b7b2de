/**
 * Offset paging of the console's lists (call-backs, waitlist, saved carts, outbox, audit log):
 * pages count from 1 and hold CONSOLE_PAGE_SIZE rows; the repo reads one row more than a page,
 * which tells whether a next page exists.
 */
import { CONSOLE_PAGE_SIZE } from '@bizline/domain/wire/console/admin';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/**
 * A console list: `read(db, query, offset, limit)` answers up to `limit + 1` rows from `offset`;
 * `show(rows, db)` turns the rows of page `query.page` into the answer's fields, to which the
 * list adds `page` and `hasMore`.
 */
export function consoleList<Q extends { page: number }, R, F extends object>(
  read: (db: Db, query: Q, offset: number, limit: number) => Promise<R[]>,
  show: (rows: R[], db: Db) => F | Promise<F>,
) {
  return async (db: Db, query: Q): Promise<F & { page: number; hasMore: boolean }> => {
    const limit = CONSOLE_PAGE_SIZE;
    const rows = await read(db, query, (query.page - 1) * limit, limit);
    const fields = await show(rows.slice(0, limit), db);
    return { ...fields, page: query.page, hasMore: rows.length > limit };
  };
}
