/** The offers call (no token), without zod at runtime; the server validates with ./schemas. */
import { call } from '../call';
import type { OffersResponse } from './schemas';

export const OFFERS_CALLS = {
  running: call<void, OffersResponse>('GET', 'offers', { auth: false }),
};
