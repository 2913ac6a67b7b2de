/**
 * Concurrent changes of one cart: a change the server can re-apply is re-applied
 * on a fresh read when another change of the same cart committed first, instead of answering
 * 409 'cart changed meanwhile'. On PostgreSQL the writes really overlap (SQLite serialises
 * them); both dialects must answer every change with 200 and keep the last one's plan.
 */
import { expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // Boston, fiber
const PLANS = ['FIOS-1G', 'FIOS-500'];
const CHANGES = 20;

describeEachDialect('concurrent changes of one cart', (server) => {
  withEntryFixtures(server);

  it(`${CHANGES} changes at once of one cart: every one answers 200`, async () => {
    const v = new Visitor(server());
    await v.signIn();
    expect((await v.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
    const first = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
      ptype: 'data',
      planId: PLANS[0],
    });
    expect(first.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) =>
        v.json('POST', '/PrdConfig/UpdateCart', {
          ProductType: 'FIOSDATA',
          fiOSDataModelPost: { DataPlanSelection: { NewID: PLANS[i % PLANS.length] } },
        }),
      ),
    );
    const refused = answers.filter((a) => a.status !== 200);
    expect(
      refused.map((a) => `${a.status} ${JSON.stringify(a.body)}`),
      'every concurrent change answers 200',
    ).toEqual([]);

    // The cart is still one consistent cart with one of the plans, and a change still works.
    const after = await v.json('POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { DataPlanSelection: { NewID: 'FIOS-500' } },
    });
    expect(after.status).toBe(200);
    const selected = await v.json('GET', '/PrdSelection/GetSelectedProducts');
    expect(selected.status).toBe(200);
    expect(JSON.stringify(selected.body)).toContain('FIOS-500');
  });
});
