/**
 * The payment timeline of a cart with a professional installation in 3 payments and a router
 * bought over 12 (its last payment a cent less), said in the storefront's copy.
 */
import { describe, expect, it } from 'vitest';
import cart from '../../../../data/content/cart.json';
import type { PricedCartSummary } from '../wire/cart';
import { paymentTimelineOf, timelineCopy, timelineRows } from './payment-timeline';

const figures: Omit<PricedCartSummary, 'timeline'> = {
  services: '133.99',
  otherServices: '93.00',
  monthlyBeforeSavings: '226.99',
  savings: '-25.00',
  monthly: '201.99',
  taxes: '14.61',
  estimatedMonthly: '216.60',
  oneTimeCharges: '398.99',
  paidInInstallments: '-398.99',
  oneTimeDueNow: '0.00',
  installments: [
    {
      name: 'Professional installation',
      total: '99.00',
      months: 3,
      monthly: '33.00',
      last: '33.00',
      text: '3 monthly payments of $33.00',
    },
    {
      name: 'Business Fiber Router purchase',
      total: '299.99',
      months: 12,
      monthly: '25.00',
      last: '24.99',
      text: '12 monthly payments of $25.00 (last payment $24.99)',
    },
  ],
  installmentsMonthly: '58.00',
};

const copy = timelineCopy.parse(cart.timeline);

describe('paymentTimelineOf', () => {
  it('bills the installments until their last payment, then the regular monthly', () => {
    const t = paymentTimelineOf(figures);
    expect(t).toEqual({
      dueToday: '0.00',
      firstBill: '201.99',
      firstBillIncludes: [
        { name: 'Professional installation', amount: '33.00', months: 3 },
        { name: 'Business Fiber Router purchase', amount: '25.00', months: 12 },
      ],
      phases: [
        { fromMonth: 1, toMonth: 3, monthly: '201.99' },
        { fromMonth: 4, toMonth: 11, monthly: '168.99' },
        { fromMonth: 12, toMonth: 12, monthly: '168.98' },
        { fromMonth: 13, toMonth: null, monthly: '143.99' },
      ],
      regularMonthly: '143.99',
      regularFromMonth: 13,
    });
    expect(timelineRows(t, copy)).toEqual([
      { key: 'dueToday', label: 'Due today', value: '$0.00', note: '' },
      {
        key: 'firstBill',
        label: 'First bill',
        value: '$201.99/mo',
        note: 'includes the first of 3 Professional installation payments ($33.00) and the first of 12 Business Fiber Router purchase payments ($25.00)',
      },
      {
        key: 'monthly',
        label: 'Monthly charges',
        value:
          '$201.99/mo for months 1–3, then $168.99/mo for months 4–11, then $168.98/mo in month 12',
        note: '',
      },
      {
        key: 'regular',
        label: 'Regular monthly charges',
        value: '$143.99/mo from month 13',
        note: '',
      },
    ]);
  });

  it('without installments, the first bill is the regular monthly', () => {
    const t = paymentTimelineOf({ ...figures, installments: [], installmentsMonthly: '0.00' });
    expect(t.phases).toEqual([{ fromMonth: 1, toMonth: null, monthly: '201.99' }]);
    expect(timelineRows(t, copy).map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Due today: $0.00',
      'First bill: $201.99/mo',
      'Regular monthly charges: $201.99/mo from your first bill',
    ]);
  });
});
