import type { PlanDetails } from '@bizline/domain/wire/cart';

/**
 * Cart load rules: the first equipment offer name containing 'base' enables the
 * additional cordless handset; any offer name containing 'Additional' disables the cordless base.
 */
export function cordlessFlags(charges: PlanDetails['equipmentAndOnetimeCharges']): {
  additionalCordless: boolean;
  disableCordlessBase: boolean;
} {
  const first = charges[0]?.offerName ?? '';
  return {
    additionalCordless: first.includes('base'),
    disableCordlessBase: charges.some((c) => c.offerName.includes('Additional')),
  };
}
