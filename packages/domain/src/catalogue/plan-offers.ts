/** What GET {api}/plan-offers answers for a catalogue: its wireless plans, the download speeds
 * of its high-speed internet (DSL) plans, which the internet options page names, and the
 * broadband label of each of those plans as sold. */
import type { Brand } from '../app-config';
import { labelsById } from '../broadband-label/label';
import type { PlanOffersResponse } from '../wire/offers/schemas';
import type { CatalogueDocument } from './schema';

export function planOffersOf(doc: CatalogueDocument, brand: Brand): PlanOffersResponse {
  const dsl = doc.internet.plans.filter((p) => p.serviceType === 'DSL');
  const hsi = dsl.map((p) => p.downMbps);
  const ids = new Set([
    ...dsl.flatMap((p) => Object.values(p.fccLabel.ids)),
    ...[...doc.wireless.fourG, ...doc.wireless.fiveG].map((t) => t.fccLabel.ids.MonthToMonth),
  ]);
  const labels = [...labelsById(doc, brand).values()].filter((l) => ids.has(l.id));
  return { ...doc.wireless, hsiDownMbps: [...new Set(hsi)].sort((a, b) => a - b), labels };
}
