/**
 * What every cart view shows (issue 10 "one price truth"): the floating cart header, the price
 * breakdown, the print view, checkout review, confirmation, order status and the e-mail read
 * their figures here, from the priced cart's `pricedCart` block. Nothing is added or subtracted:
 * each figure is picked from the answer, in the order the views list them, so every list adds
 * up (the property test checks it on random carts).
 */
import type { PlanDetails } from '../wire/cart';

export type MonthlyFigureKey =
  | 'services'
  | 'otherServices'
  | 'beforeSavings'
  | 'savings'
  | 'monthly'
  | 'taxes'
  | 'estimatedMonthly';

export interface MonthlyFigure {
  key: MonthlyFigureKey;
  /** Wire dollars ('133.99', '-25.00'). */
  amount: string;
  /** A total of the rows above it (shown stronger). */
  total: boolean;
}

export interface OneTimeFigure {
  name: string;
  amount: string;
  /** '12 monthly payments of $25.00' for a charge in installments, '' otherwise. */
  note: string;
}

export interface CartFigures {
  /** The header's '{price}/mo' (headerInfo.Price = the total monthly charges). */
  header: string;
  /** The breakdown title: the bundle price, labelled 'before discounts' when there are savings. */
  title: { amount: string; beforeDiscounts: boolean };
  /** Services, other services, [before discounts, savings], total monthly, taxes, estimated. */
  monthly: MonthlyFigure[];
  oneTime: {
    lines: OneTimeFigure[];
    /** Every one-time charge at full price. */
    charges: string;
    /** The full prices paid in installments (negative), null when none. */
    paidInInstallments: string | null;
    dueNow: string;
  };
}

const isZero = (amount: string) => !/[1-9]/.test(amount);

export function cartFigures(d: PlanDetails): CartFigures {
  const p = d.pricedCart;
  const saving = !isZero(p.savings);
  const monthly: MonthlyFigure[] = [
    { key: 'services', amount: p.services, total: false },
    { key: 'otherServices', amount: p.otherServices, total: false },
    ...(saving
      ? ([
          { key: 'beforeSavings', amount: p.monthlyBeforeSavings, total: true },
          { key: 'savings', amount: p.savings, total: false },
        ] as const)
      : []),
    { key: 'monthly', amount: p.monthly, total: true },
    { key: 'taxes', amount: p.taxes, total: false },
    { key: 'estimatedMonthly', amount: p.estimatedMonthly, total: true },
  ];
  return {
    header: d.headerInfo.Price,
    title: { amount: d.headerInfo.BundlePrice, beforeDiscounts: saving },
    monthly,
    oneTime: {
      lines: d.equipmentAndOnetimeCharges.map((c) => ({
        name: c.offerName,
        amount: c.price,
        note: c.installmentText ?? '',
      })),
      charges: p.oneTimeCharges,
      paidInInstallments: isZero(p.paidInInstallments) ? null : p.paidInInstallments,
      dueNow: p.oneTimeDueNow,
    },
  };
}
