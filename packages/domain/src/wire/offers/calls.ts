/** The offers calls (no token), without zod at runtime; the server validates with ./schemas. */
import { cookieCalls } from '../call';
import type { OffersResponse, PlanOffersResponse } from './schemas';

const { get } = cookieCalls;

export const OFFERS_CALLS = {
  running: get<void, OffersResponse>('offers'),
  /** The wireless plans (4G cards, 5G tiles) and the internet options' speeds, from the
   * catalogue. */
  plans: get<void, PlanOffersResponse>('plan-offers'),
};
