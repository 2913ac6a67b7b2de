/**
 * Business constants and limits of the three specs (000, 001, 002 §9, plus the numeric and text
 * constants stated in their other sections). Money is in integer cents; durations in ms unless
 * the name says otherwise. Texts are worded exactly as the spec words them.
 *
 * Feature flags (unit lookup, omni cart, TV recording, wireless-offer eligibility on; holiday
 * offer disclaimer off: 000 §9, 001 §9, 002 §9) are configuration: their defaults live in
 * `app-config.ts` (`featuresSchema`).
 */

// ---------------------------------------------------------------------------------------------
// Shared flag values and identifiers
// ---------------------------------------------------------------------------------------------

/** Y/N flags are used throughout. */
export const YES = 'Y';
/** 000 §9 */
export const NO = 'N';
/** 000 §9 */
export type YesNo = typeof YES | typeof NO;

/** Client id sent in some requests and as `redirectedFrom` on wireless redirects. */
export const CLIENT_ID = 'GBCOM';

/** Status words compared by the order, save and credit calls. */
export const STATUS_SUCCESS = 'SUCCESS';
/** Credit check failure status: routes to /confirmation-contact-rep. */
export const STATUS_FAILURE = 'FAILURE';
/** Validation statuses that block the credit-check accordion. */
export const VALIDATION_STATUS_INVALID = 'INVALID';
/** Retrieval also succeeds when the source is OFS. */
export const RETRIEVAL_SOURCE_OFS = 'OFS';
/** Omni cart status that flags an omni-cart error, compared in either case. */
export const OMNI_CART_STATUS_EXPIRED = 'expired';

// ---------------------------------------------------------------------------------------------
// Entry stage (000)
// ---------------------------------------------------------------------------------------------

/** Unit page size (000 §9; units-by-locus call `size=10`, 000 §7). */
export const UNIT_PAGE_SIZE = 10;
/** More than this many units gives a typeahead; this many or fewer a dropdown. */
export const UNIT_TYPEAHEAD_THRESHOLD = 10;
/** The unit dropdown closes 2 s after blur. */
export const UNIT_DROPDOWN_CLOSE_DELAY_MS = 2000;
/** Qualification retry maximum. */
export const QUALIFICATION_RETRY_MAX = 5;
/** API timeout. */
export const API_TIMEOUT_MS = 45_000;
/** Billing, credit check and installments calls time out at 90 s. */
export const LONG_CALL_TIMEOUT_MS = 90_000;
/** Idle time-out on customise and checkout before the save-cart prompt. */
const IDLE_TIMEOUT_MINUTES = 5;
/** 000 §9, 002 §9 */
export const IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MINUTES * 60_000;
/** Input debounce; also the idle prompt's debounce. */
export const INPUT_DEBOUNCE_MS = 250;
/** Input-logging debounce per field. */
export const INPUT_LOG_DEBOUNCE_MS = {
  phone: 2000,
  email: 2000,
  street: 1000,
  unit: 500,
} as const;
/** Bulk addresses maximum; '+ Add Address' hides when this many rows exist. */
export const BULK_ADDRESS_MAX = 25;
/** Bulk submit QueryType. */
export const BULK_QUERY_TYPE = 'bulk-address';
/** Phone length in digits. */
export const PHONE_DIGITS = 10;
/** ZIP length in digits. */
export const ZIP_DIGITS = 5;
/** A phone number that is never accepted. */
export const REJECTED_PHONE_SEQUENCE = '4465445654';

/** Wireline states: 'I don't have a unit' and 'I don't see my unit' are not offered in them
 *. */
export const WIRELINE_STATES = [
  'NJ',
  'PA',
  'DE',
  'NY',
  'MA',
  'RI',
  'CT',
  'MD',
  'DC',
  'VA',
  'WV',
] as const;

/**
 * US states and territories with abbreviations, for selection: the 50 states, the
 * District of Columbia and the five inhabited territories with USPS codes.
 */
export const US_STATES = [
  { abbr: 'AL', name: 'Alabama' },
  { abbr: 'AK', name: 'Alaska' },
  { abbr: 'AS', name: 'American Samoa' },
  { abbr: 'AZ', name: 'Arizona' },
  { abbr: 'AR', name: 'Arkansas' },
  { abbr: 'CA', name: 'California' },
  { abbr: 'CO', name: 'Colorado' },
  { abbr: 'CT', name: 'Connecticut' },
  { abbr: 'DE', name: 'Delaware' },
  { abbr: 'DC', name: 'District of Columbia' },
  { abbr: 'FL', name: 'Florida' },
  { abbr: 'GA', name: 'Georgia' },
  { abbr: 'GU', name: 'Guam' },
  { abbr: 'HI', name: 'Hawaii' },
  { abbr: 'ID', name: 'Idaho' },
  { abbr: 'IL', name: 'Illinois' },
  { abbr: 'IN', name: 'Indiana' },
  { abbr: 'IA', name: 'Iowa' },
  { abbr: 'KS', name: 'Kansas' },
  { abbr: 'KY', name: 'Kentucky' },
  { abbr: 'LA', name: 'Louisiana' },
  { abbr: 'ME', name: 'Maine' },
  { abbr: 'MD', name: 'Maryland' },
  { abbr: 'MA', name: 'Massachusetts' },
  { abbr: 'MI', name: 'Michigan' },
  { abbr: 'MN', name: 'Minnesota' },
  { abbr: 'MS', name: 'Mississippi' },
  { abbr: 'MO', name: 'Missouri' },
  { abbr: 'MT', name: 'Montana' },
  { abbr: 'NE', name: 'Nebraska' },
  { abbr: 'NV', name: 'Nevada' },
  { abbr: 'NH', name: 'New Hampshire' },
  { abbr: 'NJ', name: 'New Jersey' },
  { abbr: 'NM', name: 'New Mexico' },
  { abbr: 'NY', name: 'New York' },
  { abbr: 'NC', name: 'North Carolina' },
  { abbr: 'ND', name: 'North Dakota' },
  { abbr: 'MP', name: 'Northern Mariana Islands' },
  { abbr: 'OH', name: 'Ohio' },
  { abbr: 'OK', name: 'Oklahoma' },
  { abbr: 'OR', name: 'Oregon' },
  { abbr: 'PA', name: 'Pennsylvania' },
  { abbr: 'PR', name: 'Puerto Rico' },
  { abbr: 'RI', name: 'Rhode Island' },
  { abbr: 'SC', name: 'South Carolina' },
  { abbr: 'SD', name: 'South Dakota' },
  { abbr: 'TN', name: 'Tennessee' },
  { abbr: 'TX', name: 'Texas' },
  { abbr: 'UT', name: 'Utah' },
  { abbr: 'VT', name: 'Vermont' },
  { abbr: 'VI', name: 'U.S. Virgin Islands' },
  { abbr: 'VA', name: 'Virginia' },
  { abbr: 'WA', name: 'Washington' },
  { abbr: 'WV', name: 'West Virginia' },
  { abbr: 'WI', name: 'Wisconsin' },
  { abbr: 'WY', name: 'Wyoming' },
] as const;

/** Special unit choices. */
export const UNIT_CHOICE = {
  dontLiveInUnit: "I don't live in a unit",
  cantFindUnit: "I can't find my unit",
  dontHaveUnit: "I don't have a unit",
  dontSeeUnit: "I don't see my unit",
} as const;
/** All special unit choices in display order. */
export const UNIT_SPECIAL_CHOICES = [
  UNIT_CHOICE.dontLiveInUnit,
  UNIT_CHOICE.cantFindUnit,
  UNIT_CHOICE.dontHaveUnit,
  UNIT_CHOICE.dontSeeUnit,
] as const;
/** 000 §3 */
export type UnitSpecialChoice = (typeof UNIT_SPECIAL_CHOICES)[number];
/** Special choices accepted as a valid unit entry (000 §5; 'I can't find my unit' is not). */
export const UNIT_ACCEPTED_SPECIAL_CHOICES = [
  UNIT_CHOICE.dontLiveInUnit,
  UNIT_CHOICE.dontHaveUnit,
  UNIT_CHOICE.dontSeeUnit,
] as const;
/** Special choices offered only outside wireline states. */
export const UNIT_NON_WIRELINE_ONLY_CHOICES = [
  UNIT_CHOICE.dontHaveUnit,
  UNIT_CHOICE.dontSeeUnit,
] as const;

/** Stored fiber/partner campaign codes carry this suffix. */
export const CAMPAIGN_CODE_FIBER_SUFFIX = '|fios';
/** Query parameter added to wireless redirect URLs, valued CLIENT_ID. */
export const REDIRECTED_FROM_PARAM = 'redirectedFrom';
/** DoLoopQualification query. */
export const DO_LOOP_QUALIFICATION_QUERY = { BDVCETC: NO, cetctest: NO } as const;

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

/** Mobile layout breakpoint in px. */
export const MOBILE_BREAKPOINT_PX = 600;

// ---------------------------------------------------------------------------------------------
// Customise and cart (001)
// ---------------------------------------------------------------------------------------------

/** Contract values. */
export const CONTRACT = { monthToMonth: 'MonthToMonth', twoYears: 'TwoYears' } as const;
/** 001 §9 */
export type Contract = (typeof CONTRACT)[keyof typeof CONTRACT];
/** Label of MonthToMonth; any other choice maps to TwoYears. */
export const CONTRACT_LABEL_NO_ANNUAL = 'No annual contract';
/** Default contract as labelled. */
export const DEFAULT_CONTRACT_LABEL = '2 year agreement';
/** Flex price index into the comma-separated discount: 1 for two years, otherwise 0. */
export const FLEX_PRICE_INDEX = { twoYears: 1, other: 0 } as const;
/** Number of lines defaults to 1; BDV starts with one line. */
export const DEFAULT_LINE_COUNT = 1;
/** At most this many phone numbers are kept from a bundle response. */
export const MAX_BUNDLE_PHONE_NUMBERS = 1;
/** Default installments in months. */
export const DEFAULT_INSTALLMENTS = { oneTime: 3, equipment: 12, router: 12 } as const;
/** Router buy price is paid over 12 months. */
export const ROUTER_BUY_MONTHS = 12;
/** BDV equipment monthly price = price / 12. */
export const BDV_EQUIPMENT_MONTHS = 12;
/** Default old ids. */
export const DEFAULT_OLD_IDS = {
  tvPlan: '25511754',
  tvRouter: '24541273',
  dataRouter: '24816339',
} as const;

/** Video-meeting (BlueJeans) licenses, both without contract, plus a 'not needed' option
 *. */
export const VIDEO_MEETING_LICENSES = [
  { key: 'standard', label: 'Standard', monthlyCents: 1249 },
  { key: 'pro', label: 'Pro', monthlyCents: 1749 },
  { key: 'notNeeded', label: 'Not needed', monthlyCents: 0 },
] as const;

/** IP type values; static applies only for the named products. */
export const IP_TYPE = { dynamic: 'Dynamic', static: 'Static' } as const;
/** Product names that make the static-IP choice Static. */
export const STATIC_IP_PRODUCTS = ['Static IP Single', 'Static IP Block of 5'] as const;
/** Default TV channel info / channel type. */
export const DEFAULT_TV_CHANNEL_INFO = 'Local TV';
/** TV recording selection after TV removal. */
export const TV_RECORDING_NONE = "I don't want";
/** Default TV plan type. */
export const DEFAULT_TV_PLAN_TYPE = 'LOCAL';
/** Token marking a custom TV plan. */
export const TV_CUSTOM_PLAN_TOKEN = 'FLEXCHOICE';
/** TV plan descriptions separate tokens with this. */
export const TV_PLAN_TOKEN_SEPARATOR = '|';
/** TV equipment code treated as none. */
export const TV_EQUIPMENT_NONE_CODE = '000';
/** Placeholder EqpID sent when no BDV equipment is chosen. */
export const BDV_NO_EQUIPMENT_ID = 'NoEquipment';
/** A plan counts as 1 gig if its name contains one of these. */
export const ONE_GIG_NAME_MARKERS = ['940', 'gig', '20480'] as const;
/** Router kinds taken from the product name after '|'. */
export const ROUTER_TYPES = ['rent', 'buy', 'own'] as const;

/** Unfulfilled orders are cancelled after 10 days; also the printed cart footer (001 §2, §9;
 * 002 §9). */
export const UNFULFILLED_ORDER_CANCEL_DAYS = 10;

/** Promotional statement credit for an enrolled eligible business card. */
export const CARD_PROMO_CREDIT_CENTS = 7500;
/** First bill arrives 2-3 weeks after connection. */
export const FIRST_BILL_WEEKS = { min: 2, max: 3 } as const;

/** Sticky header offsets in px. */
export const STICKY_HEADER_OFFSET_PX = { desktop: 88, mobile: 69 } as const;
/** Cart panel height is window height minus this. */
export const CART_PANEL_HEIGHT_OFFSET_PX = 88;
/** Scrolling after a notification is delayed 800 ms. */
export const NOTIFICATION_SCROLL_DELAY_MS = 800;
/** Virtual page view fires after this if the analytics tag is not ready. */
export const VIRTUAL_PAGE_VIEW_DELAY_MS = 1000;
/** Default '{price}/mo' header value. */
export const DEFAULT_MONTHLY_PRICE_TEXT = '$0/mo';

// ---------------------------------------------------------------------------------------------
// Checkout and saved carts (002)
// ---------------------------------------------------------------------------------------------

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
