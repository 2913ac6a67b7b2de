/**
 * Offer constants of the entry stage (000). The figures of the offers (wireless plan prices, the
 * promotions' terms) are the provider's data: the catalogue's `wireless` section and its offers
 * (catalogue/wireless.ts, catalogue/offers.ts).
 */
import { NO, YES } from './shared';

/** Fine print on every plan price. */
export const PLAN_PRICE_FINE_PRINT = 'Plus taxes, fees & equip. charges.';

/** Joint offer statuses. */
export const JOINT_OFFER_STATUSES = [YES, NO, 'Not Eligible'] as const;
