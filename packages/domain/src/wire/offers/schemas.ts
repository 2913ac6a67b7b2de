/** Schemas of the offers answers; what the calls mean is in wire/offers.ts. */
import { z } from 'zod';
import { jointOfferTerms, prepaidCardTerms } from '../../catalogue/offers';
import { wirelessSection } from '../../catalogue/wireless';
import { broadbandLabel } from '../broadband-label';

const offerDays = {
  id: z.string(),
  /** First and last day it runs, YYYY-MM-DD (provider's calendar). */
  startsOn: z.string(),
  endsOn: z.string(),
  /** The end date as the promotion words it: MM.DD.YY. */
  endsOnText: z.string(),
};

export const offersResponse = z.object({
  offers: z.array(
    z.discriminatedUnion('kind', [
      z.object({ ...offerDays, kind: z.literal('bundlePromo') }),
      z.object({ ...offerDays, kind: z.literal('prepaidCard'), terms: prepaidCardTerms }),
      z.object({ ...offerDays, kind: z.literal('jointOffer'), terms: jointOfferTerms }),
    ]),
  ),
});
export type OffersResponse = z.infer<typeof offersResponse>;

/** The entry pages' plans: the catalogue's wireless section and the high-speed internet (DSL)
 * download speeds the internet options page names. */
export const planOffersResponse = wirelessSection.extend({
  hsiDownMbps: z.array(z.number().int()),
  /** The broadband label of every plan as sold (each internet plan per contract, each tier). */
  labels: z.array(broadbandLabel),
  /** Each internet plan's label identifiers by contract, by catalogue plan id (ProductId). */
  internetLabelIds: z.record(
    z.string(),
    z.object({ MonthToMonth: z.string(), TwoYears: z.string() }),
  ),
});
export type PlanOffersResponse = z.infer<typeof planOffersResponse>;
