/**
 * The demo catalogue's offers as the server answers them (data/catalogue/demo.json): tests of the
 * wireless, internet options and address pages see the provider's figures, not copies of them.
 */
import { catalogueDocument } from '@bizline/domain/catalogue/schema';
import { planOffersOf } from '@bizline/domain/catalogue/plan-offers';
import { labelsById } from '@bizline/domain/broadband-label/label';
import type { BroadbandLabel } from '@bizline/domain/wire/broadband-label';
import { demoBrand } from '@bizline/domain/test/brand';
import demo from '../../../../data/catalogue/demo.json';

const doc = catalogueDocument.parse(demo);

/** GET {api}/plan-offers for the demo catalogue. */
export const demoPlanOffers = () => planOffersOf(doc, demoBrand);

/** The demo catalogue's broadband label with this identifier, as the server answers it. */
export function demoLabel(id: string): BroadbandLabel {
  const label = labelsById(doc, demoBrand).get(id);
  if (!label) throw new Error(`no label ${id} in the demo catalogue`);
  return label;
}

/** A demo offer of a kind, running until `endsOn` (GET {api}/offers answers it so). */
export function demoOffer(kind: string, endsOn: string, endsOnText: string) {
  const offer = doc.offers.find((o) => o.kind === kind);
  if (!offer) throw new Error(`no ${kind} offer in the demo catalogue`);
  return { ...offer, endsOn, endsOnText };
}
