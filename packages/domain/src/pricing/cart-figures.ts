/**
 * What every cart view shows (issue 10 "one price truth"): the floating cart header, the price
 * breakdown, the print view, checkout review, confirmation, order status and the e-mail read
 * their figures here, from the priced cart's `pricedCart` block. Nothing is added or subtracted:
 * each figure is picked from the answer, in the order the views list them, so every list adds
 * up (the property test checks it on random carts).
 */
import type { PlanDetails, PricedCartSummary } from '../wire/cart';

type MonthlyFigureKey =
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

interface OneTimeFigure {
  name: string;
  amount: string;
  /** '12 monthly payments of $25.00' for a charge in installments, '' otherwise. */
  note: string;
}

export interface CartFigures {
  /** The header's '{price}/mo' (headerInfo.Price = the total monthly charges). */
  header: string;
  /** The breakdown title: the bundle price, labeled 'before discounts' when there are savings. */
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

/** The monthly summary rows of a priced cart's figures, in the order every view lists them. */
function monthlyFigures(p: PricedCartSummary): MonthlyFigure[] {
  const saving = !isZero(p.savings);
  return [
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
}

/**
 * The short summary of an order (checkout review, confirmation, order status): before
 * discounts and savings when there are savings, the total monthly charges, taxes, the estimate
 * with taxes; then the one-time charges due now and each charge paid in installments.
 */
export function orderFigures(p: PricedCartSummary) {
  return {
    monthly: monthlyFigures(p).filter((f) => f.key !== 'services' && f.key !== 'otherServices'),
    dueNow: p.oneTimeDueNow,
    installments: p.installments.map((i) => ({ name: i.name, total: i.total, text: i.text })),
  };
}

export function cartFigures(d: PlanDetails): CartFigures {
  const p = d.pricedCart;
  const saving = !isZero(p.savings);
  const monthly = monthlyFigures(p);
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

export interface PricedRow {
  label: string;
  /** Wire dollars; negative for a credit. */
  amount: string;
}

/**
 * Every monthly line of the answer in the order the breakdown shows them (plans, phone lines
 * and services, TV, other services, savings): they add up to the total monthly charges. The
 * order e-mail lists these, so its list adds up too.
 */
export function monthlyLines(d: PlanDetails): PricedRow[] {
  const rows: PricedRow[] = [];
  if (d.dataInfo.planName) rows.push({ label: d.dataInfo.planName, amount: d.dataInfo.planPrice });
  d.phoneInfo.lines.forEach((l, i) =>
    rows.push({ label: `${d.phoneInfo.planName} line ${i + 1}: ${l.planName}`, amount: l.total }),
  );
  d.phoneInfo.phoneServices.forEach((s) => rows.push({ label: s.Name, amount: s.Rc }));
  d.phoneInfo.FaxLine.forEach((f) => rows.push({ label: f.prdName, amount: f.Price }));
  if (d.tvInfo.planName) rows.push({ label: d.tvInfo.planName, amount: d.tvInfo.planPrice });
  d.tvInfo.tvServices.forEach((s) => rows.push({ label: s.prdName, amount: s.Price }));
  if (d.tvInfo.MovieChannelsPack.length > 0)
    rows.push({ label: 'Movie Channels Pack', amount: d.tvInfo.MoviechannelsPackPrice });
  d.otherServices.forEach((o) => rows.push({ label: o.Product, amount: o.price }));
  return [...rows, ...offerLines(d)];
}

/** The offers of the answer (credits), by title: the last lines of monthlyLines. */
export function offerLines(d: PlanDetails): PricedRow[] {
  const rows: PricedRow[] = [];
  d.offerInfo.forEach((o) => {
    if (o.planName.trim())
      rows.push({ label: o.planName.split('|')[0]!.trim(), amount: o.planPrice });
    if (o.otheroffer.trim())
      rows.push({ label: o.otheroffer.split('|')[0]!.trim(), amount: o.otherofferPrice });
  });
  return rows;
}
