/**
 * The console's order SQL: the list with filters, search and keyset paging (newest first, by
 * created_at then order_no), and the staff names of history rows. Migration 014's indexes serve
 * each filter with the paging order, so a page costs the same at 100,000 orders as at 100.
 * Portable across SQLite and PostgreSQL (the search columns are stored lower-cased).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { columnById } from '../../db/rows';

type Executor = Kysely<Database>;

export interface ListFilter {
  status?: string;
  /** ISO instants: created_at >= from, created_at < before. */
  from?: string;
  before?: string;
  zip?: string;
  channel?: string;
  search?:
    | { kind: 'orderNo'; value: string }
    | { kind: 'email'; value: string }
    | { kind: 'name'; value: string };
  after?: { createdAt: string; orderNo: string };
  limit: number;
}

/** LIKE pattern text with its wildcards escaped (ESCAPE '\'). */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const LIST_COLUMNS = [
  'order_no',
  'created_at',
  'status',
  'channel',
  'customer',
  'service_zip',
] as const;

export function listOrders(db: Executor, f: ListFilter) {
  let q = db.selectFrom('orders');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.channel) q = q.where('channel', '=', f.channel);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.before) q = q.where('created_at', '<', f.before);
  // A ZIP+4 starts with its ZIP: the range keeps the index usable.
  if (f.zip) q = q.where('service_zip', '>=', f.zip).where('service_zip', '<=', `${f.zip}~`);
  const s = f.search;
  if (s?.kind === 'orderNo') {
    q = q.where('order_no', '>=', s.value).where('order_no', '<=', `${s.value}~`);
  } else if (s?.kind === 'email') {
    q = q.where('search_email', '>=', s.value).where('search_email', '<=', `${s.value}~`);
  } else if (s?.kind === 'name') {
    q = q.where(sql<boolean>`search_name like ${`%${likeEscape(s.value)}%`} escape '\\'`);
  }
  const a = f.after;
  if (a) {
    // The bound first on its own: an index range on both dialects (an OR alone is not one).
    q = q
      .where('created_at', '<=', a.createdAt)
      .where((eb) => eb.or([eb('created_at', '<', a.createdAt), eb('order_no', '<', a.orderNo)]));
  }
  if (s?.kind !== 'name') {
    return q
      .select(LIST_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(f.limit)
      .execute();
  }
  // A name search (LIKE '%text%') finds the page's order numbers in the narrow covering index
  // (search_name, created_at, order_no) and sorts those few matches, then reads just their rows:
  // ordering by an expression keeps the planner from walking the date index through the table.
  const page = q
    .select('order_no')
    .orderBy(sql`created_at || ''`, 'desc')
    .orderBy('order_no', 'desc')
    .limit(f.limit);
  return db
    .selectFrom('orders')
    .select(LIST_COLUMNS)
    .where('order_no', 'in', page)
    .orderBy('created_at', 'desc')
    .orderBy('order_no', 'desc')
    .execute();
}

/** E-mails of staff accounts by id (history rows name who moved the order). */
export async function staffEmails(db: Executor, ids: number[]): Promise<Map<number, string>> {
  return columnById(db, 'staff_users', 'email', ids);
}

/** Names of integrations (API keys) by id: history rows of TMF622 moves name them. */
export async function integrationNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  return columnById(db, 'integration_api_keys', 'name', ids);
}
