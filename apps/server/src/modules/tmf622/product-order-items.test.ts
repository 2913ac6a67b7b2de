/**
 * A ProductOrder's items add up to its totals (issue 14 acceptance): an installation paid in
 * installments was listed twice, as a monthly item named '$99.00 over 3 months' and as a $99
 * one-time item, though 'Due today' left it out. Both databases, real HTTP.
 */
import { beforeAll, expect, it } from 'vitest';
import { productOrder } from '@bizline/domain/wire/tmf622';
import { describeEachDialect, type Visitor } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { placeOrder, staffVisitor } from '../../../test/console-orders';

const BASE = '/tmf-api/productOrderingManagement/v4';

describeEachDialect('TMF622 order items', (server) => {
  let admin: Visitor;
  let key: string;
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
    admin = await staffVisitor(server(), 'tmf-items@example.com', 'admin');
    key = (await admin.json('POST', '/Console/ApiKeys/Create', { name: 'Items' })).body.secret;
  });

  it('lists each charge once, named by its product, and adds up to the totals', async () => {
    const { orderNo } = await placeOrder(server());
    const res = await fetch(`${server().origin}${BASE}/productOrder/${orderNo}`, {
      headers: { 'x-api-key': key },
    });
    expect(res.status).toBe(200);
    const order = productOrder.parse(await res.json());
    const names = order.productOrderItem.map((i) => i.product.name);
    expect(names).toContain('Professional installation');
    expect(names.filter((n) => n === 'Professional installation')).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('$'))).toEqual([]);
    const sum = (type: 'recurring' | 'nonRecurring') =>
      Math.round(
        order.productOrderItem
          .flatMap((i) => i.itemTotalPrice)
          .filter((p) => p.priceType === type)
          .reduce((n, p) => n + p.price.dutyFreeAmount.value, 0) * 100,
      ) / 100;
    const total = (type: 'recurring' | 'nonRecurring') =>
      order.orderTotalPrice.find((p) => p.priceType === type)!.price.dutyFreeAmount.value;
    expect(sum('recurring')).toBe(total('recurring'));
    expect(sum('nonRecurring')).toBe(total('nonRecurring'));
  });
});
