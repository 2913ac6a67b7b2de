/**
 * The catalogue's plan offers (GET {api}/plan-offers): the wireless plans of the 4G and 5G lists
 * and the high-speed internet speeds. A provider changes them in its catalogue file.
 */
import { useQuery } from '@tanstack/react-query';
import type { PlanOffersResponse } from '@bizline/domain/wire/offers';
import { OFFERS_CALLS } from '@bizline/domain/wire/offers/calls';
import { api } from '../api/client';

async function fetchPlanOffers(): Promise<PlanOffersResponse> {
  const res: Partial<PlanOffersResponse> | undefined = await api.call(OFFERS_CALLS.plans);
  if (!Array.isArray(res?.fourG) || !Array.isArray(res.fiveG)) {
    throw new Error('plan-offers: no plans in the answer');
  }
  return {
    hsiDownMbps: [],
    labels: [],
    internetLabelIds: {},
    ...res,
    fourG: res.fourG,
    fiveG: res.fiveG,
  };
}

/** The plan offers; undefined while loading (and when the call failed). */
export function usePlanOffers(): PlanOffersResponse | undefined {
  return useQuery({ queryKey: ['planOffers'], queryFn: fetchPlanOffers, staleTime: 60_000 }).data;
}

/** The label with this identifier among the plan offers' labels; undefined when absent. */
export function labelOf(offers: PlanOffersResponse | undefined, id: string | undefined) {
  return id === undefined ? undefined : offers?.labels.find((l) => l.id === id);
}
