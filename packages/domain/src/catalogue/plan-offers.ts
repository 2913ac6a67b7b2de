/** What GET {api}/plan-offers answers for a catalogue: its wireless plans, the download speeds
 * of its high-speed internet (DSL) plans, which the internet options page names, and the
 * broadband label of every plan as sold (the entry pages show them beside each plan). */
import type { Brand } from '../app-config';
import { labelsById } from '../broadband-label/label';
import type { PlanOffersResponse } from '../wire/offers/schemas';
import type { CatalogueDocument } from './schema';

export function planOffersOf(doc: CatalogueDocument, brand: Brand): PlanOffersResponse {
  const hsi = doc.internet.plans.filter((p) => p.serviceType === 'DSL').map((p) => p.downMbps);
  return {
    ...doc.wireless,
    hsiDownMbps: [...new Set(hsi)].sort((a, b) => a - b),
    labels: [...labelsById(doc, brand).values()],
    internetLabelIds: Object.fromEntries(doc.internet.plans.map((p) => [p.id, p.fccLabel.ids])),
  };
}
