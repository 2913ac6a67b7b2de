/**
 * The checkout's installment choice is billed by the priced cart: the months the
 * customer chose change the installment lines, their monthly shares and the one-time charges due
 * now, while the full prices stay and every list still adds up to the cent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { INSTALLMENT_MONTH_OPTIONS, installmentLines } from '../checkout/installments';
import { catalogueDocument } from '../catalogue/schema';
import { planDetails, type CartSelections } from '../wire/cart';
import { dollarsToCents as cents } from './money';
import { planDetailsOf } from './plan-details';
import { priceCart, type PriceCartInput } from './price-cart';
import { emptySelections, newInternet } from './selections';

const catalogue = catalogueDocument.parse(demo);

/** Fiber 500, the bought router and the professional installation. */
function cart(installments?: CartSelections['installments']) {
  const input: PriceCartInput = {
    catalogue,
    state: 'MA',
    selections: {
      ...emptySelections(),
      services: 'data',
      internet: newInternet('FIOS-500', { routerId: 'RTR-FIOS-BUY', installationId: 'INST-PRO' }),
      ...(installments ? { installments } : {}),
    },
  };
  const priced = priceCart(input);
  return { priced, details: planDetails.parse(planDetailsOf(priced, input)) };
}

function addsUp(d: ReturnType<typeof cart>['details']) {
  const p = d.pricedCart;
  expect(cents(p.services) + cents(p.otherServices)).toBe(cents(p.monthlyBeforeSavings));
  expect(cents(p.monthlyBeforeSavings) + cents(p.savings)).toBe(cents(p.monthly));
  expect(cents(p.oneTimeCharges) + cents(p.paidInInstallments)).toBe(cents(p.oneTimeDueNow));
  for (const i of p.installments) {
    expect(cents(i.monthly) * (i.months - 1) + cents(i.last)).toBe(cents(i.total));
  }
}

describe('the checkout installment choice in the priced cart', () => {
  it('without a choice the catalogue months apply: the router over 12 months', () => {
    const { details } = cart();
    expect(details.pricedCart.installments).toContainEqual(
      expect.objectContaining({ total: '299.99', months: 12, monthly: '25.00' }),
    );
  });

  it('the router over 24 months: 24 monthly payments of $12.50, in the monthly total', () => {
    const twelve = cart({ oneTime: 3, equipment: 12, router: 12 }).details;
    const { details } = cart({ oneTime: 3, equipment: 12, router: 24 });
    const router = details.pricedCart.installments.find((i) => i.total === '299.99')!;
    expect(router).toMatchObject({ months: 24, monthly: '12.50' });
    expect(router.text).toBe('24 monthly payments of $12.50 (last payment $12.49)');
    expect(details.otherServices.map((o) => o.ProdOfferDesc)).toContain('$299.99 over 24 months');
    // $12.50 a month less than over 12 months.
    expect(cents(twelve.pricedCart.monthly) - cents(details.pricedCart.monthly)).toBe(1250);
    expect(details.pricedCart.oneTimeDueNow).toBe(twelve.pricedCart.oneTimeDueNow);
    addsUp(details);
  });

  it('paid at once (0 months): nothing in installments, the full price due now', () => {
    const { details } = cart({ oneTime: 0, equipment: 0, router: 0 });
    expect(details.pricedCart.installments).toEqual([]);
    expect(details.pricedCart.paidInInstallments).toBe('0.00');
    expect(details.pricedCart.oneTimeDueNow).toBe('398.99');
    addsUp(details);
  });

  it('any offered months: the lines follow the choice, full prices stay, lists add up', () => {
    const months = (kind: keyof typeof INSTALLMENT_MONTH_OPTIONS) =>
      fc.constantFrom(0, ...INSTALLMENT_MONTH_OPTIONS[kind]);
    const full = cart().priced.subtotals.oneTimeAllCents;
    fc.assert(
      fc.property(
        fc.record({
          oneTime: months('oneTime'),
          equipment: months('equipment'),
          router: months('router'),
        }),
        (choice) => {
          const { priced, details } = cart(choice);
          expect(priced.subtotals.oneTimeAllCents).toBe(full);
          for (const line of priced.oneTime) {
            const chosen = line.type === 'router' ? choice.router : choice.oneTime;
            expect(line.installments).toBe(chosen > 1 ? chosen : 0);
          }
          addsUp(details);
          // The checkout's lines for the same choice price the same monthly shares.
          const lines = installmentLines(details.equipmentAndOnetimeCharges, choice);
          const router = details.pricedCart.installments.find((i) => i.total === '299.99');
          expect(lines.routerInstallments.months).toBe(choice.router);
          if (router) expect(lines.routerInstallments.price).toBe(router.monthly);
        },
      ),
      { numRuns: 40 },
    );
  });
});
