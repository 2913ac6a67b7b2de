/** Customise and cart constants (001). Money in integer cents. */

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
