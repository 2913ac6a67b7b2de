/** What GET {api}/plan-offers answers for a catalogue: its wireless plans and the download speeds
 * of its high-speed internet (DSL) plans, which the internet options page names. */
import type { PlanOffersResponse } from '../wire/offers/schemas';
import type { CatalogueDocument } from './schema';

export function planOffersOf(doc: CatalogueDocument): PlanOffersResponse {
  const hsi = doc.internet.plans.filter((p) => p.serviceType === 'DSL').map((p) => p.downMbps);
  return { ...doc.wireless, hsiDownMbps: [...new Set(hsi)].sort((a, b) => a - b) };
}
