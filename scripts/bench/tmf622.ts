/**
 * The TMF622 order list at 100,000 orders, as a provider's back office calls it with an API key:
 * the console bench's orders (bench/orders.ts) get what a placed order keeps for the TMF622
 * representation (the priced cart, its items with their catalogue ids, the structured service
 * address: built by the same domain functions as a real order) and their filter rows, once; then
 * these are measured under load:
 * - the first page with `fields` (state, orderDate, productOrderItem);
 * - the full representation of a page (every item, place and party: the mapping's own cost);
 * - a dotted filter on an item's catalogue id, with `fields`;
 * - a dotted filter on the channel's name and a state, with `fields`.
 */
import { createHash } from 'node:crypto';
import demo from '../../data/catalogue/demo.json';
import { catalogueDocument } from '@bizline/domain/catalogue/schema';
import { orderItemsOf } from '@bizline/domain/pricing/order-items';
import { planDetailsOf } from '@bizline/domain/pricing/plan-details';
import { priceCart } from '@bizline/domain/pricing/price-cart';
import { emptySelections, newInternet, newPhone } from '@bizline/domain/pricing/selections';
import type { CartSelections } from '@bizline/domain/wire/cart';
import { openDb } from '../../apps/server/src/db/index';
import type { BenchDb } from './db';
import type { Call } from './load';
import { BENCH_ORDER_PREFIX, BENCH_ORDERS, prepareBenchOrders } from './orders';

const BASE = '/tmf-api/productOrderingManagement/v4';
/** The bench's API key (orders:read only), kept in the bench database as its SHA-256. */
const KEY = 'bzk_bench_tmf622_orders_read_only_key_0001';
const PLANS = ['FIOS-300', 'FIOS-500', 'FIOS-1G'];
const catalogue = catalogueDocument.parse(demo);

/** The snapshot a real order of plan `planId` with a bought router, a pro install and a line keeps. */
function snapshotOf(planId: string, n: number) {
  const selections: CartSelections = {
    ...emptySelections(),
    services: 'data+phone',
    internet: newInternet(planId, { routerId: 'RTR-FIOS-BUY', installationId: 'INST-PRO' }),
    phone: newPhone('PH-UNLIMITED', { lines: [{ lineNo: 1, tn: '6175550100', planId: '' }] }),
  };
  const input = { catalogue, selections, state: 'MA' };
  const priced = priceCart(input);
  return {
    planDetails: planDetailsOf(priced, input),
    selections,
    telephoneNumbers: ['6175550100'],
    orderItems: orderItemsOf({
      priced,
      selections,
      catalogue,
      poolNumbers: ['6175550100'],
      loa: null,
    }),
    serviceAddress: {
      addressId: `bench-${n}`,
      houseNumber: '14',
      streetName: 'Cobblestone Sq',
      unit: 'Ste 2',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
    },
    catalogueVersion: catalogue.version,
  };
}

/** Give the bench orders a placed order's snapshot and filter rows (first run only). */
async function prepare(url: string): Promise<void> {
  await prepareBenchOrders(url);
  const db = openDb(url);
  try {
    const have = await db.kysely
      .selectFrom('tmf_order_refs')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('order_no', 'like', `${BENCH_ORDER_PREFIX}%`)
      .executeTakeFirstOrThrow();
    if (Number(have.n) === 0) {
      console.log(`Writing the TMF622 snapshots of ${BENCH_ORDERS} orders (first run only)...`);
      const t = Date.now();
      // A thousand orders at a time, order i given plan i % 3's snapshot, with its filter rows.
      const snapshots = PLANS.map((p, k) => JSON.stringify(snapshotOf(p, k)));
      for (let from = 0; from < BENCH_ORDERS; from += 1000) {
        const numbers = Array.from(
          { length: Math.min(1000, BENCH_ORDERS - from) },
          (_, j) => from + j,
        );
        await db.kysely.transaction().execute(async (trx) => {
          for (const k of PLANS.keys()) {
            const mine = numbers.filter((i) => i % PLANS.length === k).map(orderNoOf);
            await trx
              .updateTable('orders')
              .set({ snapshot: snapshots[k]! })
              .where('order_no', 'in', mine)
              .execute();
          }
          await trx
            .insertInto('tmf_order_refs')
            .values(
              numbers.flatMap((i) =>
                ['RTR-FIOS-BUY', 'INST-PRO', 'PH-UNLIMITED', PLANS[i % PLANS.length]!].map(
                  (value) => ({ order_no: orderNoOf(i), attribute: 'productOffering.id', value }),
                ),
              ),
            )
            .execute();
        });
      }
      console.log(`  written in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const hash = createHash('sha256').update(KEY).digest('hex');
    const key = await db.kysely
      .selectFrom('integration_api_keys')
      .select('id')
      .where('key_hash', '=', hash)
      .executeTakeFirst();
    if (!key) {
      await db.kysely
        .insertInto('integration_api_keys')
        .values({
          name: 'bench',
          prefix: KEY.slice(0, 12),
          key_hash: hash,
          created_by: 'bench',
          created_at: new Date().toISOString(),
          last_used_at: null,
          revoked_at: null,
          scopes: JSON.stringify(['orders:read']),
          expires_at: null,
        })
        .execute();
    }
  } finally {
    await db.kysely.destroy();
  }
}

const orderNoOf = (i: number) => `${BENCH_ORDER_PREFIX}${String(i).padStart(9, '0')}`;

export async function tmf622Calls(db: BenchDb): Promise<Call[]> {
  await prepare(db.url);
  if (db.dialect === 'postgres') {
    await db.rows('analyze orders');
    await db.rows('analyze tmf_order_refs');
  }
  const headers = { 'x-api-key': KEY };
  const get = (name: string, queries: string[]): Call => ({
    name: `TMF622 list ${BENCH_ORDERS / 1000}k: ${name}`,
    method: 'GET',
    path: `${BASE}/productOrder?${queries[0]}`,
    headers,
    variants: queries.map((q) => ({ path: `${BASE}/productOrder?${q}` })),
  });
  return [
    get('first page, fields', ['fields=state,orderDate,productOrderItem&limit=25']),
    get('full orders', ['limit=25']),
    get(
      'productOrderItem.productOffering.id, fields',
      PLANS.map((p) => `productOrderItem.productOffering.id=${p}&fields=state,orderDate&limit=25`),
    ),
    get('channel.name and state, fields', [
      'channel.name=agent&state=acknowledged&fields=state,orderDate&limit=25',
      'channel.name=kiosk&state=completed&fields=state,orderDate&limit=25',
      'channel.name=web&state=inProgress&fields=state,orderDate&limit=25',
    ]),
  ];
}
