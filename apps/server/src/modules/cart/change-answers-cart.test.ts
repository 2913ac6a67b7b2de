/**
 * Issue 10 "one price truth": every cart change answers the floating cart it made, the same as
 * Cart/GetFloatingCart would, so the storefront makes one request per change. The figures of
 * that answer add up: the header price is the breakdown's total, the savings reconcile the
 * before-discounts price, and the one-time charges less those in installments are due now.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  bundleInfoResponse,
  floatingCartResponse,
  orderUpdateWithCartResponse,
  type FloatingCartResponse,
} from '@bizline/domain/wire/cart';
import { dollarsToCents as cents } from '@bizline/domain/pricing/money';
import { Visitor, describeEachDialect } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // 100 Summer St, Boston: fiber + TV

function addsUp(cart: FloatingCartResponse) {
  const d = cart.planDetails;
  const p = d.pricedCart;
  expect(p.monthly).toBe(d.headerInfo.Price);
  expect(p.monthly).toBe(d.subTotals.Totalmonthlycharges.price);
  expect(p.monthlyBeforeSavings).toBe(d.headerInfo.BundlePrice);
  expect(cents(p.monthlyBeforeSavings) + cents(p.savings)).toBe(cents(p.monthly));
  expect(cents(p.services) + cents(p.otherServices)).toBe(cents(p.monthlyBeforeSavings));
  expect(cents(p.monthly) + cents(p.taxes)).toBe(cents(p.estimatedMonthly));
  expect(cents(p.oneTimeCharges) + cents(p.paidInInstallments)).toBe(cents(p.oneTimeDueNow));
  expect(p.oneTimeDueNow).toBe(d.equipmentAndOnetimeChargesTotal);
}

describeEachDialect('a cart change answers the priced cart', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx, { bostonNumbers: 10 });
  });

  it('Fiber 500 + bought router + TV Local: each change answers what GetFloatingCart reads', async () => {
    const v = new Visitor(server());
    await v.signIn();
    expect((await v.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
    const read = async () =>
      floatingCartResponse.parse((await v.json('GET', '/Cart/GetFloatingCart')).body);

    // A bundle call (Select on a plan tile).
    const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
      ptype: 'data',
      planId: 'FIOS-500',
    });
    const b = bundleInfoResponse.parse(bundle.body);
    if (b.data !== 'SUCCESS') throw new Error('bundle call failed');
    expect(b.floatingCart).toEqual(await read());
    expect(b.floatingCart?.planDetails).toEqual(b.planDetails);

    // An order update (buy the router).
    const router = await v.json('POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } },
    });
    expect(router.status).toBe(200);
    const r = orderUpdateWithCartResponse.parse(router.body);
    expect(r).toMatchObject({ Status: 'SUCCESS', ServicesInCart: 'data' });
    expect(r.floatingCart).toEqual(await read());
    const withRouter = r.floatingCart!.planDetails;
    expect(withRouter.pricedCart).toMatchObject({
      paidInInstallments: '-299.99',
      oneTimeDueNow: '0.00',
      installments: [{ total: '299.99', months: 12, monthly: '25.00' }],
    });
    expect(withRouter.otherServices.map((o) => o.ProdOfferDesc)).toContain(
      '$299.99 over 12 months',
    );
    addsUp(r.floatingCart!);

    // Flex (add TV Local).
    const flex = await v.json('POST', '/PrdSelection/FlexSelection', { tvID: 'TV-LOCAL' });
    const f = bundleInfoResponse.parse(flex.body);
    if (f.data !== 'SUCCESS') throw new Error('flex failed');
    const after = await read();
    expect(f.floatingCart).toEqual(after);
    addsUp(after);
    // The TV discount is a saving: the title's bundle price is before it.
    expect(cents(after.planDetails.pricedCart.savings)).toBeLessThan(0);
    expect(cents(after.planDetails.headerInfo.BundlePrice)).toBeGreaterThan(
      cents(after.planDetails.headerInfo.Price),
    );

    // The other change calls answer it too.
    const nonBundle = await v.json('POST', '/PrdConfig/UpdateNonBundle', {
      DataSelection: { NewID: 'SIP-SINGLE' },
    });
    expect(nonBundle.status).toBe(200);
    const n = orderUpdateWithCartResponse.parse(nonBundle.body);
    expect(n.floatingCart).toEqual(await read());
    const fios = await v.json('POST', '/PrdConfig/UpdateFiOSData', {
      RouterSelection: { OldID: 'RTR-FIOS-BUY', NewID: 'RTR-FIOS-RENT' },
    });
    const u = orderUpdateWithCartResponse.parse(fios.body);
    expect(u.floatingCart).toEqual(await read());
    expect(u.floatingCart!.planDetails.pricedCart.installments).toEqual([]);
    addsUp(u.floatingCart!);
  });

  it('a refused change answers no cart', async () => {
    const v = new Visitor(server());
    await v.signIn();
    await v.json('POST', '/Qualify/CheckAvailability', FIBER);
    await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
    const bad = await v.json('POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { RouterSelection: { NewID: 'TV-LOCAL' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.floatingCart).toBeUndefined();
  });
});
