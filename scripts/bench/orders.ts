/**
 * The console's order list at 100,000 orders (issue 14): the bench database gets ORDERS orders
 * (written once, numbered MB8…, spread over two years, every state, channel and a few ZIPs), a
 * staff account signs in, and these are measured under load with its session cookie:
 * - the first page, newest first (no filter);
 * - a state filter and a channel filter (one of each per request, in turn);
 * - a ZIP with a month of days;
 * - a page deep in the list (a cursor from the middle: keyset paging does not slow down);
 * - a search by part of a business name (the one unindexed filter: a scan of the search column).
 */
import { randomUUID } from 'node:crypto';
import { ORDER_STATES } from '@bizline/domain/orders/order-states';
import { openDb } from '../../apps/server/src/db/index';
import type { BenchDb } from './db';
import { API, type Call } from './load';
import { ensureBenchStaff, staffCookie } from './staff';

export const BENCH_ORDERS = 100_000;
export const BENCH_ORDER_PREFIX = 'MB8';
const ORDERS = BENCH_ORDERS;
const PREFIX = BENCH_ORDER_PREFIX;
const CHANNELS = ['web', 'agent', 'kiosk'];
const ZIPS = ['02110', '19711', '10001', '60601', '94105'];
const WORDS = ['Bakery', 'Garage', 'Studio', 'Dental', 'Florist', 'Cafe', 'Hardware', 'Salon'];
const STAFF = {
  email: 'bench.orders@example.com',
  password: 'bench orders password 1',
  lastName: 'Desk',
};
const START = Date.parse('2025-01-01T00:00:00Z');
const SPAN_MS = 2 * 365 * 86_400_000;

/** Order i of the generated set: deterministic, so a re-run tops up the same rows. */
function order(i: number) {
  const at = new Date(START + Math.floor((i / ORDERS) * SPAN_MS)).toISOString();
  const name = `${WORDS[i % WORDS.length]} ${i}`;
  const email = `owner${i}@bench${i % 997}.example.com`;
  return {
    order_no: `${PREFIX}${String(i).padStart(9, '0')}`,
    ref_no: `R${String(i).padStart(9, '0')}`,
    cart_id: `bench-order-${i}`,
    session_id: 'bench',
    idempotency_key: `bench-order-${i}-${randomUUID()}`,
    flow: 'classic' as const,
    status: ORDER_STATES[i % ORDER_STATES.length]!,
    channel: CHANNELS[i % CHANNELS.length]!,
    credit_status: 'SUCCESS',
    service_zip: ZIPS[i % ZIPS.length]!,
    snapshot: '{}',
    customer: JSON.stringify({ firstName: 'Bench', lastName: 'Owner', businessName: name, email }),
    installation: '{"holdId":null,"dueDate":"","timeSlotCode":"","timeSlot":"","type":""}',
    created_at: at,
    updated_at: at,
    cancel_after: '2099-01-01T00:00:00.000Z',
    search_name: name.toLowerCase(),
    search_email: email,
  };
}

/** Write the orders missing from the bench database and the staff account; the cursor mid-list. */
export async function prepareBenchOrders(url: string): Promise<string> {
  const db = openDb(url);
  try {
    const have = await db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('order_no', 'like', `${PREFIX}%`)
      .executeTakeFirstOrThrow();
    if (Number(have.n) < ORDERS) {
      console.log(`Writing ${ORDERS} orders for the console list (first run only)...`);
      const t = Date.now();
      for (let from = Number(have.n); from < ORDERS; from += 1000) {
        const rows = Array.from({ length: Math.min(1000, ORDERS - from) }, (_, k) =>
          order(from + k),
        );
        await db.kysely
          .insertInto('orders')
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      console.log(`  written in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    await ensureBenchStaff(db, STAFF);
    const middle = order(ORDERS / 2);
    return Buffer.from(`${middle.created_at}|${middle.order_no}`).toString('base64url');
  } finally {
    await db.kysely.destroy();
  }
}

export async function orderListCalls(origin: string, db: BenchDb): Promise<Call[]> {
  const cursor = await prepareBenchOrders(db.url);
  // Written at once, before autovacuum analysed them: the statistics a provider's orders have.
  if (db.dialect === 'postgres') await db.rows('analyze orders');
  const headers = { cookie: await staffCookie(origin, STAFF) };
  const list = `${API}/Console/Orders`;
  const get = (name: string, queries: string[]): Call => ({
    name: `orders list ${ORDERS / 1000}k: ${name}`,
    method: 'GET',
    path: `${list}?${queries[0]}`,
    headers,
    variants: queries.map((q) => ({ path: `${list}?${q}` })),
  });
  return [
    get('first page', ['limit=25']),
    get('state or channel', [
      ...ORDER_STATES.map((s) => `status=${s}&limit=25`),
      ...CHANNELS.map((c) => `channel=${c}&limit=25`),
    ]),
    get(
      'ZIP and a month',
      ZIPS.map((z) => `zip=${z}&from=2025-06-01&to=2025-06-30&limit=25`),
    ),
    get('deep page (cursor)', [`cursor=${cursor}&limit=25`]),
    get(
      'search business name',
      WORDS.map((w, i) => `q=${encodeURIComponent(`${w.toLowerCase()} ${1000 + i * 7}`)}`),
    ),
  ];
}
