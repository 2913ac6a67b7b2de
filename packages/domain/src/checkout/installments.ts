/**
 * Installment lines of the checkout: one-time charges (one-time fees and
 * installation) over 3 months, equipment over 12, the router over 12 by default; equipment and
 * the router may also be paid over 24 or 36 months, any kind at once. The choice is stored in
 * the cart (selections.installments), so the priced cart bills it. Each line is
 * the monthly share of the charges of its kind in the priced cart's
 * equipmentAndOnetimeCharges (waived charges count 0).
 */
import { DEFAULT_INSTALLMENTS } from '../constants';
import {
  dollarsToCents,
  formatCents,
  installmentCents,
  installmentPlan,
  sumCents,
} from '../pricing/money';
import type { PlanDetails } from '../wire/cart';

export interface InstallmentMonths {
  oneTime: number;
  equipment: number;
  router: number;
}

/** One way to pay a kind: `months` payments of `price` (monthly share, dollars text), the last
 * one `last` (what is left, so the payments add up to the total to the cent). */
interface InstallmentOption {
  months: number;
  price: string;
  last: string;
}

/** The chosen (or default) months of a kind, its monthly price and the months offered. */
interface InstallmentLine {
  months: number;
  price: string;
  options: InstallmentOption[];
}

export interface InstallmentLines {
  oneTimeInstallments: InstallmentLine;
  equipmentInstallments: InstallmentLine;
  routerInstallments: InstallmentLine;
}

/**
 * The months the checkout offers for each kind besides paying at once (0): the defaults of
 * 002 §9 first, then longer plans for equipment and the router.
 */
export const INSTALLMENT_MONTH_OPTIONS: Readonly<
  Record<keyof InstallmentMonths, readonly number[]>
> = {
  oneTime: [DEFAULT_INSTALLMENTS.oneTime],
  equipment: [DEFAULT_INSTALLMENTS.equipment, 24, 36],
  router: [DEFAULT_INSTALLMENTS.router, 24, 36],
};

/** Whether `months` is offered for `kind` (0: paid at once). */
export function isOfferedMonths(kind: keyof InstallmentMonths, months: number): boolean {
  return months === 0 || INSTALLMENT_MONTH_OPTIONS[kind].includes(months);
}

const KIND_TYPES: Readonly<Record<keyof InstallmentMonths, readonly string[]>> = {
  oneTime: ['oneTime', 'installation'],
  equipment: ['equipment'],
  router: ['router'],
};

/** Full price in cents of the cart's charges of one installment kind. */
export function chargesOfKind(
  charges: PlanDetails['equipmentAndOnetimeCharges'],
  kind: keyof InstallmentMonths,
): number {
  return sumCents(
    charges
      .filter((c) => KIND_TYPES[kind].includes(c.type) && c.wavied !== 'Y')
      .map((c) => dollarsToCents(c.price)),
  );
}

/** The three installment lines: months and the monthly price ('0.00' when nothing to pay), and
 * the monthly and last payment of each offered number of months. */
export function installmentLines(
  charges: PlanDetails['equipmentAndOnetimeCharges'],
  months: InstallmentMonths = DEFAULT_INSTALLMENTS,
): InstallmentLines {
  const line = (kind: keyof InstallmentMonths): InstallmentLine => {
    const total = chargesOfKind(charges, kind);
    const option = (m: number): InstallmentOption => {
      const plan = installmentPlan(total, m);
      return { months: m, price: formatCents(plan.shareCents), last: formatCents(plan.lastCents) };
    };
    return {
      months: months[kind],
      price: formatCents(installmentCents(total, months[kind])),
      options: INSTALLMENT_MONTH_OPTIONS[kind].map(option),
    };
  };
  return {
    oneTimeInstallments: line('oneTime'),
    equipmentInstallments: line('equipment'),
    routerInstallments: line('router'),
  };
}
