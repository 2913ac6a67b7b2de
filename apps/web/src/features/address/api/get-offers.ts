import { OFFERS_CALLS } from '@bizline/domain/wire/offers/calls';
import type { OffersResponse } from '@bizline/domain/wire/offers';
import { api } from '../../../shared/api/client';

export type RunningOffer = OffersResponse['offers'][number];

/** The offers running today (the server leaves out those outside their dates); [] on failure. */
export async function getOffers(signal?: AbortSignal): Promise<RunningOffer[]> {
  const res: Partial<OffersResponse> | undefined = await api.call(OFFERS_CALLS.running, undefined, {
    signal,
  });
  return Array.isArray(res?.offers) ? res.offers : [];
}
