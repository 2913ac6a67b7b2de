/** The offers calls (no token), without zod at runtime; the server validates with ./schemas. */
import { call } from '../call';
import type { OffersResponse, PlanOffersResponse } from './schemas';

export const OFFERS_CALLS = {
  running: call<void, OffersResponse>('GET', 'offers', { auth: false }),
  /** The wireless plans (4G cards, 5G tiles) and the internet options' speeds, from the
   * catalogue. */
  plans: call<void, PlanOffersResponse>('GET', 'plan-offers', { auth: false }),
};
