/**
 * Offset paging of the console's lists (call-backs, waitlist, saved carts, outbox, audit log):
 * pages count from 1 and hold CONSOLE_PAGE_SIZE rows; the repo reads one row more than a page,
 * which tells whether a next page exists.
 */
import { CONSOLE_PAGE_SIZE } from '@bizline/domain/wire/console/admin';

interface ConsolePage<R> {
  rows: R[];
  page: number;
  hasMore: boolean;
}

/** Page `page` of a list: `read(offset, limit)` answers up to `limit + 1` rows from `offset`. */
export async function consolePage<R>(
  page: number,
  read: (offset: number, limit: number) => Promise<R[]>,
): Promise<ConsolePage<R>> {
  const limit = CONSOLE_PAGE_SIZE;
  const rows = await read((page - 1) * limit, limit);
  return { rows: rows.slice(0, limit), page, hasMore: rows.length > limit };
}
