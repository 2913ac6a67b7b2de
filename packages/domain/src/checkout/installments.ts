/**
 * Installment lines of the checkout (002 §3, §9): one-time charges (one-time fees and
 * installation) over 3 months, equipment over 12, the router over 12 by default. Each line is
 * the monthly share of the charges of its kind in the priced cart's
 * equipmentAndOnetimeCharges (waived charges count 0).
 */
import { DEFAULT_INSTALLMENTS } from '../constants';
import { dollarsToCents, formatCents, installmentCents, sumCents } from '../pricing/money';
import type { PlanDetails } from '../wire/cart';

export interface InstallmentMonths {
  oneTime: number;
  equipment: number;
  router: number;
}

export interface InstallmentLines {
  oneTimeInstallments: { months: number; price: string };
  equipmentInstallments: { months: number; price: string };
  routerInstallments: { months: number; price: string };
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

/** The three installment lines: months and the monthly price ('0.00' when nothing to pay). */
export function installmentLines(
  charges: PlanDetails['equipmentAndOnetimeCharges'],
  months: InstallmentMonths = DEFAULT_INSTALLMENTS,
): InstallmentLines {
  const line = (kind: keyof InstallmentMonths) => ({
    months: months[kind],
    price: formatCents(installmentCents(chargesOfKind(charges, kind), months[kind])),
  });
  return {
    oneTimeInstallments: line('oneTime'),
    equipmentInstallments: line('equipment'),
    routerInstallments: line('router'),
  };
}
