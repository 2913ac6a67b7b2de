/**
 * Wire shape of one FCC "Broadband Facts" label (docs/broadband-labels.md): what the storefront
 * shows beside a plan and the machine-readable file lists. Built by broadband-label/label.ts.
 */
import { z } from 'zod';
import { CONTRACT } from '../constants';

/** Dollars text, '69.00' (the wire's money). */
const money = z.string();
const fee = z.object({ name: z.string(), amount: money });

/** One label, its fields in the order of the FCC's fixed-broadband template. */
export const broadbandLabel = z.object({
  providerName: z.string(),
  planName: z.string(),
  /** 'Fiber', 'DSL', '4G LTE fixed wireless', '5G fixed wireless'. */
  technology: z.string(),
  monthlyPrice: money,
  /** The pricing model has no price with an end date, so no label is introductory yet; the
   * field is here for the template (and the machine-readable file). */
  introductoryRate: z.object({ months: z.number(), priceAfter: money }).nullable(),
  contract: z.enum([CONTRACT.monthToMonth, CONTRACT.twoYears]),
  /** 0 for month to month. */
  contractMonths: z.number(),
  contractTermsUrl: z.string(),
  /** Recurring provider fees (a rented router), each named with its monthly amount. */
  monthlyFees: z.array(fee),
  /** Every fee the customer may be charged at purchase, each named with its amount. */
  oneTimeFees: z.array(fee),
  earlyTerminationFee: money,
  /** Taxes are the service state's (the catalogue's tax rules), so they vary by location. */
  governmentTaxes: z.literal('Varies by location'),
  discountsUrl: z.string(),
  typicalDownMbps: z.number(),
  typicalUpMbps: z.number(),
  typicalLatencyMs: z.number(),
  /** Gigabytes a month with the monthly price; null: unlimited. */
  dataIncludedGb: z.number().nullable(),
  networkManagementUrl: z.string(),
  privacyUrl: z.string(),
  supportPhone: z.string(),
  supportUrl: z.string(),
  /** The unique plan identifier. */
  id: z.string(),
});
export type BroadbandLabel = z.infer<typeof broadbandLabel>;
