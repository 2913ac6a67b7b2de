import type { OFFERS_PATH, OffersResponse } from '@bizline/domain/wire/offers';
import { api } from '../../../shared/api/client';

/** Written out (checked against OFFERS_PATH) so the zod schemas stay out of the entry chunk. */
const PATH: typeof OFFERS_PATH = 'offers';

export type RunningOffer = OffersResponse['offers'][number];

/** The offers running today (the server leaves out those outside their dates); [] on failure. */
export async function getOffers(signal?: AbortSignal): Promise<RunningOffer[]> {
  const res = await api.get<Partial<OffersResponse> | undefined>(PATH, { auth: false, signal });
  return Array.isArray(res?.offers) ? res.offers : [];
}
