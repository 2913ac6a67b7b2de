/**
 * Entry stage constants (000): address entry, units, timeouts, input checks and the
 * qualification calls.
 */
import { NO } from './shared';

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

/** Mobile layout breakpoint in px. */
export const MOBILE_BREAKPOINT_PX = 600;
