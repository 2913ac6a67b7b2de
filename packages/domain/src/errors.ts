/**
 * The error catalogue of the three specs: every quoted message exactly once (000 §5, §8;
 * 001 §5, §8; 002 §5, §8) and the fallback (NTE_) codes. Validators import their texts from
 * here, so each text lives in one place. Do not "fix" the wording: odd punctuation and the
 * double space are the spec's.
 */
import { asText } from './input';

export const ERROR_MESSAGES = {
  // --- Address page -------------------------------------------------------
  /** Street search returned zero or several matches. */
  streetChooseFromDropdown: 'Edit the Street Address and choose from dropdown',
  /** Street empty. */
  streetRequired: 'You must enter your business address.',
  /** Phone empty. */
  phoneRequired: 'Your mobile number must be 10 digits.',
  /** Phone not a valid 10-digit number. */
  phoneInvalid: 'Please enter your valid phone number.',
  /** Address-page e-mail; also the customer save-cart e-mail. */
  emailInvalid: 'Please enter your valid email address.',
  /** Unit missing or not listed. */
  unitInvalid: 'Please enter valid Unit #',
  /** Unit missing or not listed when the base address has a unit problem. */
  unitSelectInvalid: 'Please select valid Unit #',
  /** Price quote number not among the listed quotes. */
  priceQuoteInvalid: 'Please enter valid price quote number',
  /** Second availability call failed. */
  previousRequestFailed:
    'Could not process your previous request. Please try again by entering details!.',
  /** Reverse-lookup (current location) failure banner; `{phone}` is the representative's
   * number. Fill with formatMessage. */
  addressNotMatched:
    "We're sorry your address didn't match. Call your representative at {phone} or enter a new address below.",
  /** Reverse-lookup failure. */
  couldNotFetchAddress: "Couldn't fetch address. Try Manually.",
  /** 000 §8, 002 §8 */
  addressQualificationFailed: 'Address qualification failed. Please try again.',
  /** 000 §8, 002 §8 */
  tnsForZipFailed: 'Failed to retrieve TNs for your zipcode',
  /** Generic. */
  refreshPage: 'Something went wrong. Please refresh the page.',
  /** Generic. */
  tryAgainContactSupport:
    'Something went wrong. please try again. If issue persists, please contact the customer support.',

  // --- Waitlist form ---------------------------------------------------------------
  waitlistFirstName: 'Invalid firstname',
  waitlistLastName: 'Invalid lastname',
  waitlistEmail: 'Invalid email',
  waitlistZip: 'Invalid ZIP code',
  waitlistMobile: 'Invalid mobile number',
  waitlistBusinessPhone: 'Invalid business number',
  waitlistRequired: 'Required field',

  // --- Idle save-cart prompt ----------------------------------------------
  idleEmailInvalid: 'Enter a valid email address',

  // --- Customise and cart -----------------------------------------------------
  /** Yellow-pages duplicate check: approved. */
  listingApproved: 'Listing Approved',
  /** Yellow-pages duplicate check: potential duplicate. */
  listingPaidExists: 'Paid listing already exists for this business location',
  /** A failed request without a JSON body. */
  requestFailedNoJson: 'Something went wrong. Please try again',

  // --- Checkout and saved carts ------------------------------------------------
  /** Billing address invalid, new flow. */
  billingAddressInvalid: 'Please enter a valid billing address.',
  /** Due-date reservation failed or slot unavailable. Note the double space. */
  dueDateSlotUnavailable:
    'Selected Slot in the given Due Date is not available.  Please select other Slot/Date',
  /** Save-cart confirmation e-mail differs. */
  emailNotMatching: 'Email address not matching.',
  /** Save-cart form incomplete banner. */
  requiredFields: 'Please enter required fields.',
  /** Agent form: e-mail empty. */
  agentEmailRequired: 'Email must be entered.',
  /** Agent form: e-mail invalid or from a public mail provider. */
  agentEmailInvalid: 'Please enter a valid email address.',
  /** Agent form: agent and customer e-mails equal. */
  agentCustomerEmailSame: 'Customer & Agent email addresses cannot be the same',
  /** Agent form: first name blank. */
  firstNameInvalid: 'Enter a valid First Name',
  /** Agent form: last name blank. */
  lastNameInvalid: 'Enter a valid Last Name',
  /** Saved-cart verification gate. */
  gateEmailInvalid: 'Enter valid email',
  /** Abandoned-cart tool alert. */
  abandonedCartEmailInvalid: 'Please provide a valid email to proceed',

  // --- Wording not shown by the spec: bizline's texts --------------------------------------
  /**
   * The technical-issue message constant (002 §8: billing, credit check, installments, submit,
   * covid questionnaire and self-install generation failures; 001 §7 tech team failure).
   * The spec does not show its wording: this text is bizline's.
   */
  technicalIssue:
    "We're sorry, we're having a technical issue right now. Please try again in a few minutes.",
  /**
   * The telephone-number-fail message (001 §4, 002 §8: no phone number returned).
   * The spec does not show its wording: this text is bizline's.
   */
  telephoneNumberFail:
    "We're sorry, we couldn't get a telephone number for your service right now. Please try again.",
} as const;

/**
 * Bizline's sentences for what the spec does not word: a refused choice shown
 * instead of its technical reason, and a change to an order already placed.
 */
export const CUSTOMER_MESSAGES = {
  /**
   * A choice or an input the server refused with a technical reason (a field path and a rule,
   * e.g. 'fiOSDataModelPost.SelectedPPS.0.Quantity: must be at most 0 licenses'): customers see
   * this sentence; the path stays in the API answer and the logs.
   */
  choiceRefused: "We couldn't save that choice. Please check your selections and try again.",
  /** A change to a checkout whose order was already submitted. */
  orderAlreadyPlaced:
    'Your order has already been placed, so it can no longer be changed. You can follow it on the order status page.',
  /** A change to a cart whose order was already submitted: code ORDER_PLACED. */
  cartLocked:
    'This order has been placed, so its cart can no longer be changed. See its status instead.',
} as const;

/** The error code of a refused change to a placed order's cart (409, with `orderNo`). */
export const ORDER_PLACED_CODE = 'ORDER_PLACED';

/** A server message that starts with the field it blames: 'path.to.field: rule'. */
const FIELD_PREFIXED = /^([A-Za-z_$][\w$-]*(?:(?:\.[\w$-]+)|(?:\[[^\]\s]*\]))*):\s+(.+)$/s;

/**
 * The sentence a customer sees for a server message (issue 10 §4: never raw server messages).
 * A field path in front is dropped; what follows is kept when it is a sentence (it starts with a
 * capital letter: the server worded it for visitors, e.g. 'cNumber: Please enter your valid
 * phone number.'), otherwise CUSTOMER_MESSAGES.choiceRefused stands in for the technical rule.
 */
export function customerMessage(message: string): string {
  const m = FIELD_PREFIXED.exec(message.trim());
  if (!m) return message;
  const rest = m[2]!.trim();
  return /^[A-Z]/.test(rest) ? rest : CUSTOMER_MESSAGES.choiceRefused;
}

/** Fill `{name}` placeholders of a catalogue template (e.g. addressNotMatched's `{phone}`).
 * Unknown placeholders are left as they are. */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Fallback-page codes. Cart stage: NTE_PC_*, NTE_PS_*, NTE_OLQ_*; checkout and
 * save: NTE_SO_*, NTE_CO_*; NTE_GenericError is the default for an unspecified code.
 */
export const NTE_CODES = [
  'NTE_PC_GETFLOATCART',
  'NTE_PC_GETCARTDETAILS',
  'NTE_PS_GETSELECTEDBUNDLEINFO',
  'NTE_OLQ_BTNEmpty',
  'NTE_OLQ_DoLQ',
  // bizline's own: the address is sold by the business sales team (S2SLBO Y). 000 does not show
  // its page, so it is ours: it says so and offers a call-back and the sales line.
  'NTE_OLQ_S2SLBO',
  'NTE_PS_GETPREFEREDVOICE_BTNEmpty',
  'NTE_PS_GetSABDV',
  'NTE_PS_RequestTNFailure',
  'NTE_SO_SaveMyOrder',
  'NTE_SO_DOSaveOrder',
  'NTE_CO_VOFailure',
  'NTE_CO_SubmitOrder',
  'NTE_CO_CovidQ',
  'NTE_CO_GenerateSI',
  'NTE_CO_GetDueDates',
  'NTE_CO_GenericError',
  'NTE_GenericError',
] as const;

export type NteCode = (typeof NTE_CODES)[number];

/** Default for an unspecified code. */
const NTE_DEFAULT_CODE: NteCode = 'NTE_GenericError';
/** The S2SLBO address's page: a business rule, not a failure. */
export const NTE_SALES_TEAM_CODE: NteCode = 'NTE_OLQ_S2SLBO';
/** Code of generic checkout failures redirected to the lost-business page. */
export const NTE_CHECKOUT_GENERIC_CODE: NteCode = 'NTE_CO_GenericError';

const NTE_BY_LOWER = new Map<string, NteCode>(NTE_CODES.map((code) => [code.toLowerCase(), code]));

/**
 * The code a fallback page should act on (002 §8: "An unspecified code defaults to
 * NTE_GenericError"). Surrounding whitespace and letter case are forgiven (the code travels in a
 * URL); anything that is not a known code, including empty and non-string values, becomes
 * NTE_GenericError.
 */
export function normalizeNteCode(code: unknown): NteCode {
  const key = asText(code).trim().toLowerCase();
  return NTE_BY_LOWER.get(key) ?? NTE_DEFAULT_CODE;
}
