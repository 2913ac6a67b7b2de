/**
 * Offers (issue 4, decision 010): the bundle's BundleRC, the flex discount and the joint offer,
 * all negative. They are cut back, last first, so the monthly total is never below 0 and the
 * offers still add up to their subtotal.
 */
import { CONTRACT, FLEX_PRICE_INDEX } from '../constants';
import { sameServiceSet, UnknownProductError } from '../catalogue/lookup';
import type { Bundle, ServiceKind } from '../catalogue/schema';
import type { CartSelections } from '../wire/cart';
import { line, type CartLines, type PricedLine } from './cart-lines';
import { dollarsToCents, sumCents } from './money';

export interface PricedOffers {
  offers: PricedLine[];
  bundle: Bundle | null;
  flexDiscountCents: number;
}

export function priceOffers(
  c: CartLines,
  sel: CartSelections,
  services: readonly ServiceKind[],
  has: { internet: boolean; tv: boolean },
  joint: { status: 'Y' | 'N' | 'Not Eligible'; creditCents: number } | undefined,
): PricedOffers {
  const offers: PricedLine[] = [];
  let bundle: Bundle | null = null;
  if (sel.bundleId !== '') {
    const b = c.lookup.bundle(sel.bundleId);
    if (!b) throw new UnknownProductError(sel.bundleId, 'bundles');
    // A bundle left over from another contract or service mix gives no discount (decision 010).
    if (b.Contract === c.contract && sameServiceSet(b.services, services)) {
      bundle = b;
      if (b.BundleRC > 0) {
        offers.push(
          line(`Bundle discount|${b.name}`, -b.BundleRC, '', {
            id: b.BID,
            belongsTo: 'order',
            category: 'bundles',
            quantity: 1,
          }),
        );
      }
    }
  }
  let flexDiscountCents = 0;
  if (has.internet && has.tv) {
    const parts = c.doc.flexDiscount.split(',');
    const index =
      c.contract === CONTRACT.twoYears ? FLEX_PRICE_INDEX.twoYears : FLEX_PRICE_INDEX.other;
    flexDiscountCents = dollarsToCents(parts[index] ?? '0');
    if (flexDiscountCents > 0) {
      offers.push(line('Flex discount|Internet and TV together', -flexDiscountCents));
    }
  }
  if (has.internet && joint?.status === 'Y') {
    if (!Number.isSafeInteger(joint.creditCents) || joint.creditCents < 0) {
      throw new Error(`jointOffer.creditCents: ${joint.creditCents} is not whole cents`);
    }
    if (joint.creditCents > 0) {
      offers.push(line('Joint offer|Monthly credit with business wireless', -joint.creditCents));
    }
  }
  return { offers, bundle, flexDiscountCents };
}

/** Cut credits back, last first, so `beforeOffersCents` + offers is never below 0. */
export function capOffers(offers: PricedLine[], beforeOffersCents: number): void {
  let excess = -(beforeOffersCents + sumCents(offers.map((o) => o.cents)));
  for (let i = offers.length - 1; i >= 0 && excess > 0; i--) {
    const o = offers[i]!;
    const cut = Math.min(excess, -o.cents);
    o.cents += cut;
    excess -= cut;
    if (o.cents === 0) offers.splice(i, 1);
  }
}
