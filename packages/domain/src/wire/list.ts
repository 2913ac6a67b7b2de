/**
 * The fragments every list call shares: its paging (page numbers or a page size), its filters
 * (a day range, a ZIP code, a search text) and its page answer. One place for each rule, so the
 * console's lists and the staff outbox page alike.
 */
import { z } from 'zod';
import { success } from './answer';
import { consoleDay } from './console/day';

/** `?page=`: the page number, from 1 (default 1). */
export const pageNumber = z.coerce.number().int().min(1).max(100000).default(1);

/** `?limit=`: how many rows one page answers, from 1 to `max`. */
export function pageLimit(max: number, byDefault: number) {
  return z.coerce.number().int().min(1).max(max).default(byDefault);
}

/** `?from=&to=`: on or after `from`, on or before `to` (days, UTC); both optional. */
export const dayRange = { from: consoleDay.optional(), to: consoleDay.optional() };

/** `?zip=`: a 5-digit ZIP code. */
export const zipFilter = z
  .string()
  .regex(/^\d{5}$/, 'must be 5 digits')
  .optional();

/** `?q=`: part of a name, number, e-mail or address. */
export const searchFilter = z.string().trim().max(100).optional();

/** A numbered page of rows: the success envelope with the rows, `page` and `hasMore`. */
export function pageAnswer<S extends z.ZodRawShape>(rows: S) {
  return success({ ...rows, page: z.number().int(), hasMore: z.boolean() });
}
