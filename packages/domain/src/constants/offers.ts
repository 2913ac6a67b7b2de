/**
 * Offer constants of the entry stage (000): the wireless plans (4G LTE cards, 5G tiers), the
 * internet options page and the promotions on the address page.
 */
import { NO, YES } from './shared';

/** Fine print on every wireless plan card or tile. */
export const PLAN_PRICE_FINE_PRINT = 'Plus taxes, fees & equip. charges.';
/** Install label of every 4G LTE card. */
export const SELF_INSTALL_LABEL = 'Self Install';
/** 5G install label for 100/200 Mbps in the C-band list. */
export const DIY_SETUP_LABEL = 'Do-it-yourself setup';
/** 5G install label. */
export const PROFESSIONAL_INSTALL_LABEL = 'Professional Install';

/** One wireless plan tier; money in cents, 0 when there is no one-time discount. */
interface WirelessTier {
  readonly speedMbps: number;
  readonly monthlyCents: number;
  readonly oneTimeDiscountCents: number;
}

/** A 4G LTE card (000 §2 screen 9). */
export interface FourGPlan extends WirelessTier {
  readonly employees: string;
  readonly installLabel: string;
}

/** A 5G tile. */
export interface FiveGTier extends WirelessTier {
  readonly requiresFiveGQualified: boolean;
}

/** 4G LTE plans (000 §2 screen 9, 000 §9, 001 §9). Employees as the card words it. */
export const FOUR_G_PLANS = [
  {
    speedMbps: 10,
    monthlyCents: 6900,
    oneTimeDiscountCents: 0,
    employees: '1-2',
    installLabel: SELF_INSTALL_LABEL,
  },
  {
    speedMbps: 25,
    monthlyCents: 9900,
    oneTimeDiscountCents: 9900,
    employees: '2-5',
    installLabel: SELF_INSTALL_LABEL,
  },
  {
    speedMbps: 50,
    monthlyCents: 19900,
    oneTimeDiscountCents: 19900,
    employees: 'up to 10',
    installLabel: SELF_INSTALL_LABEL,
  },
] as const satisfies readonly FourGPlan[];

/** 5G tiers. The 400 Mbps tier is listed only when the 5G-qualified flag is Y. */
export const FIVE_G_TIERS = [
  { speedMbps: 100, monthlyCents: 6900, oneTimeDiscountCents: 0, requiresFiveGQualified: false },
  { speedMbps: 200, monthlyCents: 9900, oneTimeDiscountCents: 9900, requiresFiveGQualified: false },
  {
    speedMbps: 400,
    monthlyCents: 19900,
    oneTimeDiscountCents: 19900,
    requiresFiveGQualified: true,
  },
] as const satisfies readonly FiveGTier[];

/**
 * 5G install labels per list: one list shows 'Do-it-yourself setup' for 100 and 200 and
 * 'Professional Install' for 400; the other shows 'Professional Install' for all three. The spec
 * does not say which list is which; bizline reads the mixed labels as the C-band "5G list" (C-band
 * receivers are self-installable) and the all-professional labels as the "5G-only list".
 */
export const FIVE_G_INSTALL_LABELS = {
  cband: { 100: DIY_SETUP_LABEL, 200: DIY_SETUP_LABEL, 400: PROFESSIONAL_INSTALL_LABEL },
  fiveGOnly: {
    100: PROFESSIONAL_INSTALL_LABEL,
    200: PROFESSIONAL_INSTALL_LABEL,
    400: PROFESSIONAL_INSTALL_LABEL,
  },
} as const;

/** /internet-options offer figures: LTE up to 50 Mbps with 300 GB monthly data; HSI up
 * to 10/15 Mbps. */
export const INTERNET_OPTIONS = {
  lteMaxMbps: 50,
  lteMonthlyDataGb: 300,
  hsiMaxMbps: [10, 15],
  shopLteLabel: 'Shop LTE Business Internet',
  shopHsiLabel: 'Shop High Speed Internet',
} as const;

/** Prepaid-card promotion on the address page. */
export const PREPAID_CARD_PROMO = {
  /** Card value up to $500 for internet+phone bundles on a 2-year agreement. */
  maxCents: 50_000,
  /** Extra for fully online orders. */
  onlineOrderBonusCents: 10_000,
  /** Service must be held this many days before the card. */
  serviceDaysRequired: 60,
  /** No past-due balance for this many days. */
  noPastDueDays: 65,
  /** Card mailed within this many days. */
  mailedWithinDays: 90,
  /** Plan tiers the tile offer names. */
  eligibleSpeeds: ['500 Mbps', '1 Gig', '2 Gig'],
} as const;

/** Joint offer figures; the days it runs are data (catalogue offers, catalogue/offers.ts). */
export const JOINT_OFFER_PROMO = {
  /** Monthly credit when combining gigabit with the Pro wireless plan. */
  monthlyCreditWithProCents: 8000,
  /** Monthly credit otherwise. */
  monthlyCreditOtherwiseCents: 4000,
  /** Discount appears in 1-2 billing cycles. */
  appearsWithinBillingCycles: '1-2',
} as const;
/** Joint offer statuses. */
export const JOINT_OFFER_STATUSES = [YES, NO, 'Not Eligible'] as const;
