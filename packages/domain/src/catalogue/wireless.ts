/**
 * The wireless plans as the provider's data (catalogue `wireless`): the 4G LTE cards and the 5G
 * tiles of the entry pages, with their prices in cents and the install each list shows. A
 * provider changes a price or a tier in its catalogue file, not in code.
 */
import { z } from 'zod';
import { cents, msg } from './schema-parts';
import { wirelessLabelFields } from '../broadband-label/schema';

/** The install a card or tile names; the words are copy (wireless-plans.json `install.*`). */
const WIRELESS_INSTALLS = ['self', 'diy', 'professional'] as const;
const install = z.enum(WIRELESS_INSTALLS, msg(`must be one of ${WIRELESS_INSTALLS.join(', ')}`));

const speedMbps = z.number(msg('must be a number')).int('must be whole Mbps').min(1).max(100_000);

const tier = {
  speedMbps,
  monthlyCents: cents,
  /** One-time discount named on the card; 0 for none. */
  oneTimeDiscountCents: cents.default(0),
  /** The broadband label's data (broadband-label/schema.ts). */
  fccLabel: wirelessLabelFields,
};

/** A 4G LTE card. */
const fourGPlan = z.object({
  ...tier,
  /** Who the plan is for, as the card words it: '1-2', 'up to 10' (employees). */
  employees: z.string(msg('must be text')).trim().min(1, 'is required').max(40),
  install,
});

/**
 * A 5G tile. `install` per list: the C-band list (`cband`) and the 5G-only list (`fiveGOnly`)
 * may name different installs for one tier.
 */
const fiveGTier = z.object({
  ...tier,
  /** Listed only when the address is 5G-qualified (the 400 Mbps tier of the demo). */
  requiresFiveGQualified: z.boolean().default(false),
  install: z.object({ cband: install, fiveGOnly: install }),
});

/** Each speed once in a list: the cards are told apart (and chosen) by their speed. */
function uniqueSpeeds(list: readonly { speedMbps: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  list.forEach((p, i) => {
    if (seen.has(p.speedMbps)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'speedMbps'],
        message: 'must be unique in the list',
      });
    }
    seen.add(p.speedMbps);
  });
}

export const wirelessSection = z.object({
  /** Monthly data of the LTE plans, named on the internet options page. */
  lteMonthlyDataGb: z.number(msg('must be a number')).int().min(1).optional(),
  fourG: z.array(fourGPlan).superRefine(uniqueSpeeds).default([]),
  fiveG: z.array(fiveGTier).superRefine(uniqueSpeeds).default([]),
});
/** A 5G tile as the storefront lists it. */
export type FiveGTier = z.infer<typeof wirelessSection>['fiveG'][number];
