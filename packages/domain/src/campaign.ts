/**
 * Campaign codes from the `cmp` query parameter: fiber/partner codes and wireless codes
 * are stored apart, and stored fiber/partner codes carry the '|fios' suffix. Which codes are
 * wireless is not shown in the spec: bizline recognises them by prefix (decision 009).
 */
import { CAMPAIGN_CODE_FIBER_SUFFIX } from './constants';

const WIRELESS_CMP_PATTERN = /^(vzw|wls|wireless|fwa|5g|4g|lte)/i;

export type CampaignCode = { wirelessCmp: string } | { fiberCmp: string };

/** Where a campaign code is stored, and in what form. */
export function classifyCampaignCode(cmp: string): CampaignCode {
  if (WIRELESS_CMP_PATTERN.test(cmp)) return { wirelessCmp: cmp };
  return {
    fiberCmp: cmp.endsWith(CAMPAIGN_CODE_FIBER_SUFFIX)
      ? cmp
      : `${cmp}${CAMPAIGN_CODE_FIBER_SUFFIX}`,
  };
}
