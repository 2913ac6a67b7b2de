/**
 * The lines a priced cart is made of, and the collector the per-service pricing files
 * (price-internet, price-tv, price-voice, price-offers) add them to. Money is integer cents.
 */
import type { CatalogueLookup } from '../catalogue/lookup';
import type { CatalogueDocument } from '../catalogue/schema';
import type { Contract } from '../constants';
import { formatDollars, installmentPlan, installmentText } from './money';

/**
 * The catalogue item a line prices, for the order the provider's systems read (TMF622 items,
 * docs/integration.md): the item's own stable id, the section and category it comes from, how
 * many, and the service it belongs to (an extra relies on its service's plan). Optional: a line
 * priced without it still prices the same.
 */
export interface LineRef {
  /** The catalogue item's id (the TMF620 productOffering id). */
  id: string;
  /** The service the item belongs to; 'order' for what covers the whole order (a bundle). */
  belongsTo: 'internet' | 'tv' | 'phone' | 'bdv' | 'order';
  /** The catalogue category ('plans', 'routers', 'equipment', ...). */
  category: string;
  quantity: number;
  /** A voice plan line: its place among the lines (0-based, as PricedCart.voice.lines). */
  lineIndex?: number;
  /** The monthly share of a one-time charge in installments (the one-time line has the ref too). */
  share?: true;
}

/** A priced line in cents. `description` is the ProdOfferDesc shown under the name. */
export interface PricedLine {
  name: string;
  description: string;
  cents: number;
  ref?: LineRef;
}

/** Equipment or a one-time charge: full price, and the monthly share when in installments. */
export interface OneTimeLine {
  name: string;
  /** Full price (unit price x quantity). */
  cents: number;
  /** Months when paid in installments (> 1), 0 when paid at once. */
  installments: number;
  /** Billed every month while in installments (also an otherServices line), else 0. */
  monthlyCents: number;
  /** The last monthly payment (what is left of the full price), else 0. */
  lastCents: number;
  /** '12 monthly payments of $25.00' when in installments, else ''. */
  installmentText: string;
  type: 'router' | 'installation' | 'equipment' | 'oneTime';
  ref?: LineRef;
}

export interface PricedVoiceLine {
  tn: string;
  planName: string;
  cents: number;
}

export const line = (name: string, cents: number, description = '', ref?: LineRef): PricedLine => ({
  name,
  description,
  cents,
  ...(ref ? { ref } : {}),
});

export function checkQuantity(q: number, max: number, what: string): void {
  if (!Number.isInteger(q) || q < 0 || q > max) {
    throw new Error(`${what}: quantity ${q} must be a whole number from 0 to ${max}`);
  }
}

export function distinct(ids: readonly string[], what: string): string[] {
  const set = new Set(ids);
  if (set.size !== ids.length) throw new Error(`${what}: the same product is chosen twice`);
  return [...set];
}

/** Where the per-service pricing puts its lines. */
export interface CartLines {
  doc: CatalogueDocument;
  lookup: CatalogueLookup;
  contract: Contract;
  serviceLines: PricedLine[];
  otherServices: PricedLine[];
  tvServices: PricedLine[];
  phoneServices: PricedLine[];
  faxLines: PricedLine[];
  oneTime: OneTimeLine[];
  /** A one-time charge; in installments it also bills its monthly share as an other service. */
  addOneTime(
    name: string,
    unitCents: number,
    quantity: number,
    months: number,
    type: OneTimeLine['type'],
    ref?: Omit<LineRef, 'quantity'>,
  ): void;
}

/** Months per kind of one-time charge the customer chose at checkout (0 = paid at once). */
export interface ChosenInstallments {
  oneTime: number;
  equipment: number;
  router: number;
}

const CHOICE_OF: Record<OneTimeLine['type'], keyof ChosenInstallments> = {
  router: 'router',
  equipment: 'equipment',
  installation: 'oneTime',
  oneTime: 'oneTime',
};

/**
 * Where the lines of a cart are collected. `chosen`: the checkout's installment choice; a line's
 * months are then the chosen months of its kind instead of the catalogue's.
 */
export function cartLines(
  doc: CatalogueDocument,
  lookup: CatalogueLookup,
  contract: Contract,
  chosen?: ChosenInstallments,
) {
  const lines: CartLines = {
    doc,
    lookup,
    contract,
    serviceLines: [],
    otherServices: [],
    tvServices: [],
    phoneServices: [],
    faxLines: [],
    oneTime: [],
    addOneTime(name, unitCents, quantity, catalogueMonths, type, item) {
      const months = chosen ? chosen[CHOICE_OF[type]] : catalogueMonths;
      const spread = months > 1;
      const ref = item ? { ...item, quantity } : undefined;
      // Each unit is spread alone; the quantity multiplies every payment.
      const unit = installmentPlan(unitCents, months);
      const plan = {
        totalCents: unitCents * quantity,
        months,
        shareCents: unit.shareCents * quantity,
        lastCents: unit.lastCents * quantity,
      };
      lines.oneTime.push({
        name: quantity > 1 ? `${name} (x${quantity})` : name,
        cents: plan.totalCents,
        installments: spread ? months : 0,
        monthlyCents: spread ? plan.shareCents : 0,
        lastCents: spread ? plan.lastCents : 0,
        installmentText: spread ? installmentText(plan) : '',
        type,
        ...(ref ? { ref } : {}),
      });
      if (spread) {
        lines.otherServices.push(
          line(
            name,
            plan.shareCents,
            `${quantity > 1 ? `${quantity} x ` : ''}${formatDollars(unitCents)} over ${months} months`,
            ref ? { ...ref, share: true } : undefined,
          ),
        );
      }
    },
  };
  return lines;
}
