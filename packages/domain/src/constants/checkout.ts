/** Checkout and saved-cart constants (002), with the analytics event names. */

/** Saved cart kept 20 days (002 §4, §9; agent modal states 20-day validity). */
export const SAVED_CART_RETENTION_DAYS = 20;
/** The customer-facing footer says the link is valid for ten days. Both readings
 * are honoured: the store keeps 20 days, the text promises 10. */
export const SAVED_CART_LINK_VALID_DAYS_TEXT = 10;
/** Fiber referral idle time-out. */
export const FIBER_REFERRAL_IDLE_MS = 45_000;
/** Fiber referral idle throttle. */
export const FIBER_REFERRAL_THROTTLE_MS = 500;
/** Wait before redirecting after cart retrieval. */
export const RETRIEVAL_REDIRECT_WAIT_MS = 3000;
/** Billing retry limit: after this many retries the credit check opens anyway. */
export const BILLING_RETRY_LIMIT = 3;
/** Log timestamps are shifted back 5 hours. */
const LOG_TIMESTAMP_SHIFT_HOURS = 5;
/** 002 §9 */
export const LOG_TIMESTAMP_SHIFT_MS = LOG_TIMESTAMP_SHIFT_HOURS * 3_600_000;

/** Default payment method. */
export const DEFAULT_PAYMENT_METHOD = 'BankAccount';
/** Default card type. */
export const DEFAULT_CARD_TYPE = 'VISA';
/** Customer types of the credit check. */
export const CUSTOMER_TYPES = ['SoleOwner', 'partners', 'corporation', 'llc', 'scorp'] as const;
/** 002 §3 */
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** Default customer type. */
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'SoleOwner';
/** Date of birth used for missing partners. */
export const DEFAULT_DOB = '0/0/0';
/** Classic checkout accordion sections, in order. */
export const CHECKOUT_SECTIONS = [
  'businessInfo',
  'creditCheck',
  'winbackqualified',
  'requiredrefund',
  'terms',
  'installment',
  'installation',
] as const;
/** 002 §2 */
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];
/** Default checkout section open. */
export const DEFAULT_CHECKOUT_SECTION: CheckoutSection = 'businessInfo';

/** Page load types. */
export const PAGE_LOAD_TYPES = { initial: 'I', retrieved: 'R', customize: 'C' } as const;

/** Quote-based due-date intervals arrive with this prefix, which is removed. */
export const DUE_DATE_INTERVAL_PREFIX = 'Anytime Between ';
/** Order type of a quote-based due-date reservation. */
export const DUE_DATE_ORDER_TYPE = 'TELCO';
/** FlowType of the omni OLO details call. */
export const OMNI_FLOW_TYPE = 'FIOS';

/** Save-cart rating options. */
export const RATING_OPTIONS = [
  { label: 'Great!', value: 5 },
  { label: 'Very good', value: 4 },
  { label: 'Satisfactory', value: 3 },
  { label: 'Not so good', value: 2 },
  { label: 'Poor', value: 1 },
] as const;
/** 002 §5 */
export type Rating = (typeof RATING_OPTIONS)[number]['value'];

/**
 * Analytics event names. Only the LQ_* names are spelled in the spec; the others are
 * described there in words and named here by bizline in the same style.
 */
export const ANALYTICS_EVENTS = {
  lqAttempts: 'LQ_Attempts',
  lqSuccess: 'LQ_Success',
  lqSuccess5G: 'LQ_Success_5G',
  lqSuccess4G: 'LQ_Success_4G',
  redirection5G: '5G_Redirection',
  redirection4G: '4G_Redirection',
  businessInfoInitiate: 'BI_Form_Initiate',
  businessInfoComplete: 'BI_Form_Complete',
  creditCheckInitiate: 'CC_Form_Initiate',
  creditCheckComplete: 'CC_Form_Complete',
  checkoutProducts: 'Checkout_Products',
  checkoutButtonClick: 'Checkout_Button_Click',
  orderConfirmation: 'Order_Confirmation',
  techTeamSelection: 'TechTeam_Selection',
  techTeamConfirmation: 'TechTeam_Confirmation',
  abandonedCartLanding: 'Abandoned_Cart_Landing',
  fiosApiLanding: 'Fios_API_Landing',
  retrieveSavedCartLanding: 'Retrieve_Saved_Cart_Landing',
  smbBannerLanding: 'SMB_Banner_Landing',
  wirelessOrderNowClick: 'Wireless_Order_Now_Click',
  savedCartOffers: 'Saved_Cart_Offers',
  addToCart: 'Add_To_Cart',
} as const;
/** 002 §9 */
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
/** Abandoned-cart, saved-cart and banner landing events are sent after 10 s. */
export const LANDING_EVENT_DELAY_MS = 10_000;
/** The API landing event is sent after 7 s. */
export const API_LANDING_EVENT_DELAY_MS = 7000;
/** Qualified flags simulated by the external landing. */
export const EXTERNAL_LANDING_QUALIFIED_FLAGS = {
  fourG: true,
  lte: true,
  fios: true,
  cBand: false,
  hsi: false,
  fiveG: false,
} as const;
