/**
 * The one pricing function (issue 4): catalogue + selections + contract + state -> the floating
 * cart (001 §3 "Cart response"). The server calls it on every cart read; the storefront only
 * renders its answer. Money is integer cents throughout; text ('99.99') only at the edge
 * (`planDetailsOf`).
 */
import type { CatalogueDocument } from '../catalogue/schema';
import type { CartSelections, PlanDetails } from '../wire/cart';

export interface PriceCartInput {
  catalogue: CatalogueDocument;
  selections: CartSelections;
  /** Two-letter state of the service address: picks the tax rule. */
  state: string;
  /** The qualification's joint offer: a monthly credit in cents when status is 'Y'. */
  jointOffer?: { status: 'Y' | 'N' | 'Not Eligible'; creditCents: number };
  /** Saved-cart offer (issue 6). */
  savedCartOfferApplied?: boolean;
}

/** A priced line in cents. */
export interface PricedLine {
  name: string;
  cents: number;
}

/** The cart in cents: every subtotal is the sum of its lines, the total the sum of subtotals. */
export interface PricedCart {
  // Filled in by the implementation (helper D): see planDetailsOf for the wire mapping.
  monthlyTotalCents: number;
}

export function priceCart(_input: PriceCartInput): PricedCart {
  throw new Error('priceCart: not implemented yet');
}

export function planDetailsOf(_priced: PricedCart, _input: PriceCartInput): PlanDetails {
  throw new Error('planDetailsOf: not implemented yet');
}
