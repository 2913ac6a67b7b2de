/**
 * GET {api}/offers (bizline, issue 10 §8): the catalogue's offers running today, for the
 * storefront's promotions (the address page). An offer outside its dates is not in the answer.
 */
import { z } from 'zod';
import { OFFER_KINDS } from '../catalogue/offers';

export const OFFERS_PATH = 'offers';

export const offersResponse = z.object({
  offers: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(OFFER_KINDS),
      /** First and last day it runs, YYYY-MM-DD (provider's calendar). */
      startsOn: z.string(),
      endsOn: z.string(),
      /** The end date as the promotion words it: MM.DD.YY (000 §9 'ends 11.14.22'). */
      endsOnText: z.string(),
    }),
  ),
});
export type OffersResponse = z.infer<typeof offersResponse>;
