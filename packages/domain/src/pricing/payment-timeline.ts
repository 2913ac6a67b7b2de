/**
 * What the customer pays, and when (docs/decisions/018-one-price-truth.md, "Payment timeline"):
 * from the priced cart's figures, what is due today, the first bill and what it includes, each
 * run of months with the same monthly charges, and the regular monthly once every installment
 * has been paid. Every view (floating cart, breakdown, review, confirmation, order status, the
 * order e-mail) shows these figures; none computes them.
 *
 * The monthly charges of month m are the total monthly charges less the installment payments
 * already finished (a charge in n installments bills its share in months 1..n-1 and its last
 * payment in month n), with the savings as priced; never below zero. The catalogue's prices and
 * credits carry no end date, so only installments change the monthly amount; the amounts are
 * before taxes and fees, which the estimate with taxes shows.
 */
import { z } from 'zod';
import type { PaymentTimeline, PricedCartSummary } from '../wire/cart';
import { dollarsToCents, formatCents as $, formatDollars } from './money';

type Figures = Omit<PricedCartSummary, 'timeline'>;

/** Total monthly charges in month `month` (1 = the first bill), in cents. */
function billCents(p: Figures, month: number): number {
  let before = dollarsToCents(p.monthlyBeforeSavings);
  for (const i of p.installments) {
    const share = dollarsToCents(i.monthly);
    if (month > i.months) before -= share;
    else if (month === i.months) before -= share - dollarsToCents(i.last);
  }
  return Math.max(0, before + dollarsToCents(p.savings));
}

export function paymentTimelineOf(p: Figures): PaymentTimeline {
  // After the longest installment every month bills the same: the regular monthly.
  const lastChange = Math.max(0, ...p.installments.map((i) => i.months)) + 1;
  const phases: PaymentTimeline['phases'] = [];
  for (let month = 1; month <= lastChange; month++) {
    const cents = billCents(p, month);
    const open = phases[phases.length - 1];
    if (open && dollarsToCents(open.monthly) === cents) open.toMonth = month;
    else {
      if (open) open.toMonth = month - 1;
      phases.push({ fromMonth: month, toMonth: month, monthly: $(cents) });
    }
  }
  phases[phases.length - 1]!.toMonth = null;
  const regular = phases[phases.length - 1]!;
  return {
    dueToday: p.oneTimeDueNow,
    firstBill: phases[0]!.monthly,
    firstBillIncludes: p.installments.map((i) => ({
      name: i.name,
      amount: i.monthly,
      months: i.months,
    })),
    phases,
    regularMonthly: regular.monthly,
    regularFromMonth: regular.fromMonth,
  };
}

/** The copy the timeline is said in (CONTENT_DIR/cart.json, `timeline`): one text for every view. */
export const timelineCopy = z.object({
  title: z.string(),
  /** Said after the rows: the amounts are before taxes. */
  beforeTaxes: z.string(),
  dueToday: z.string(),
  firstBill: z.string(),
  /** '{{amount}}/mo' of the first bill. */
  perMonth: z.string(),
  /** 'includes {{list}}', the installment payments joined by `and`. */
  includes: z.string(),
  includesItem: z.string(),
  and: z.string(),
  monthly: z.string(),
  phaseRange: z.string(),
  phaseOne: z.string(),
  then: z.string(),
  regular: z.string(),
  regularFrom: z.string(),
  regularAlways: z.string(),
});
export type TimelineCopy = z.infer<typeof timelineCopy>;

export interface TimelineRow {
  key: 'dueToday' | 'firstBill' | 'monthly' | 'regular';
  label: string;
  value: string;
  /** What the first bill includes, '' when nothing more. */
  note: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (all, key: string) =>
    key in values ? String(values[key]) : all,
  );

const shown = (dollars: string) => formatDollars(dollarsToCents(dollars));

/**
 * The timeline as rows of text, the same on every page and in the e-mail: due today, the first
 * bill and what it includes, the monthly amounts until the regular one, the regular monthly.
 */
export function timelineRows(t: PaymentTimeline, copy: TimelineCopy): TimelineRow[] {
  const changes = t.phases.slice(0, -1).map((ph) =>
    fill(ph.toMonth === ph.fromMonth ? copy.phaseOne : copy.phaseRange, {
      amount: shown(ph.monthly),
      from: ph.fromMonth,
      to: ph.toMonth ?? ph.fromMonth,
    }),
  );
  const items = t.firstBillIncludes.map((i) =>
    fill(copy.includesItem, { months: i.months, name: i.name, amount: shown(i.amount) }),
  );
  const row = (key: TimelineRow['key'], label: string, value: string, note = ''): TimelineRow => ({
    key,
    label,
    value,
    note,
  });
  return [
    row('dueToday', copy.dueToday, shown(t.dueToday)),
    row(
      'firstBill',
      copy.firstBill,
      fill(copy.perMonth, { amount: shown(t.firstBill) }),
      items.length ? fill(copy.includes, { list: items.join(copy.and) }) : '',
    ),
    ...(changes.length ? [row('monthly', copy.monthly, changes.join(copy.then))] : []),
    row(
      'regular',
      copy.regular,
      fill(changes.length ? copy.regularFrom : copy.regularAlways, {
        amount: shown(t.regularMonthly),
        from: t.regularFromMonth,
      }),
    ),
  ];
}
