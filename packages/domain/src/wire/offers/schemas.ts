/** Schema of the offers answer; what the call means is in wire/offers.ts. */
import { z } from 'zod';
import { OFFER_KINDS } from '../../catalogue/offers';

export const offersResponse = z.object({
  offers: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(OFFER_KINDS),
      /** First and last day it runs, YYYY-MM-DD (provider's calendar). */
      startsOn: z.string(),
      endsOn: z.string(),
      /** The end date as the promotion words it: MM.DD.YY. */
      endsOnText: z.string(),
    }),
  ),
});
export type OffersResponse = z.infer<typeof offersResponse>;
