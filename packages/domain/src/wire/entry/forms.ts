/**
 * Entry wire contract: qualification details, joint offer, wireless offers, e-mail pre-validation,
 * captcha, bulk address, waitlist and call-back requests.
 */
import { z } from 'zod';
import { success } from '../answer';
import { BULK_ADDRESS_MAX, BULK_QUERY_TYPE } from '../../constants';
import { validatePhone } from '../../validators/phone';
import {
  validateWaitlistBusinessPhone,
  validateWaitlistConsent,
  validateWaitlistEmail,
  validateWaitlistFirstName,
  validateWaitlistLastName,
  validateWaitlistMobile,
  validateWaitlistRequired,
  validateWaitlistZip,
} from '../../validators/waitlist';
import { yesNo, requiredMessage, text, requiredText, zip5 } from './blocks';
import { dataInfo, lqPost, jointOffer, plan } from './availability';

// ---------------------------------------------------------------------------------------------
// Qualification details, joint offer, wireless-offer eligibility, e-mail pre-validation
// ---------------------------------------------------------------------------------------------

/** GET Qualify/GetQualificationDetails?cid=&orderNumber= (cid: the EPSessionID). */
export const qualificationDetailsQuery = z.object({
  cid: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
  orderNumber: text(40).optional(),
});
export type QualificationDetailsQuery = z.input<typeof qualificationDetailsQuery>;
/** Retry Y (DoLoopResponse and jointoffer null) while the cart's qualification is pending. */
export const qualificationDetailsResponse = z.object({
  DoLoopResponse: z.object({ LQPost: lqPost, DataInfo: dataInfo }).nullable(),
  Retry: yesNo,
  jointoffer: jointOffer.nullable(),
});
export type QualificationDetailsResponse = z.infer<typeof qualificationDetailsResponse>;

/** A billing telephone number: 10 digits, dashes allowed. */
const btn = z
  .string({ error: requiredMessage })
  .trim()
  .transform((v) => v.replace(/[-\s.()]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit phone number'));

/** GET Qualify/GetJointOffer?BTNumber= */
export const jointOfferQuery = z.object({ BTNumber: btn });
export type JointOfferQuery = z.input<typeof jointOfferQuery>;
/** Joint-offer data for the session's qualified address (Not Eligible without fiber). */
export const jointOfferResponse = jointOffer.extend({ BTNumber: z.string() });
export type JointOfferResponse = z.infer<typeof jointOfferResponse>;

/** GET Checkout/GetVZWOfferEligibility?BTN= */
export const wirelessOfferEligibilityQuery = z.object({ BTN: btn });
export type WirelessOfferEligibilityQuery = z.input<typeof wirelessOfferEligibilityQuery>;
/** One wireless offer the business line is eligible for (payload not shown by the spec). */
export const wirelessOffer = z.object({
  OfferId: z.string(),
  /** e.g. 'Gigabit + Pro wireless plan'. */
  Description: z.string(),
  /** Monthly credit in dollars, e.g. '80.00'. */
  MonthlyCredit: z.string(),
});
export type WirelessOffer = z.infer<typeof wirelessOffer>;
/**
 * Eligible Y with Offers when the feature is on and the session's qualified address has fiber;
 * otherwise N with no offers. Reason says why not: 'FEATURE_OFF', 'NOT_QUALIFIED' or ''.
 */
export const wirelessOfferEligibilityResponse = z.object({
  BTN: z.string(),
  Eligible: yesNo,
  Offers: z.array(wirelessOffer),
  Reason: z.enum(['', 'FEATURE_OFF', 'NOT_QUALIFIED']),
});
export type WirelessOfferEligibilityResponse = z.infer<typeof wirelessOfferEligibilityResponse>;

/** POST Qualify/EmailPreValidation { sessionId?, email }: the address page's rules. */
export const emailPreValidationBody = z.object({
  sessionId: text(200).optional(),
  email: text(1000),
});
export type EmailPreValidationBody = z.input<typeof emailPreValidationBody>;
/** Message SUCCESS when valid; INVALID with the 000 §5 message as reason otherwise. */
export const emailPreValidationResponse = z.union([
  z.object({ Message: z.literal('SUCCESS') }),
  z.object({ Message: z.literal('INVALID'), reason: z.string() }),
]);
export type EmailPreValidationResponse = z.infer<typeof emailPreValidationResponse>;

// ---------------------------------------------------------------------------------------------
// Captcha and bulk address
// ---------------------------------------------------------------------------------------------

/** GET Captcha/Challenge: an ALTCHA challenge (hand it to the altcha widget's `challengejson`). */
export const captchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** 000 §3 "Bulk row". addressLine2 is the unit. */
export const bulkRow = z.object({
  addressLine1: requiredText(200),
  addressLine2: text(64).optional(),
  city: text(64).optional(),
  stateProvince: text(20).optional(),
  postalCode: zip5,
});
export type BulkRow = z.input<typeof bulkRow>;
export type BulkRowParsed = z.output<typeof bulkRow>;

/**
 * POST Qualify/BulkAddress. captcha: the ALTCHA widget's payload (base64 JSON of the solved
 * challenge); each payload is accepted once and expires with its challenge.
 */
export const bulkAddressBody = z.object({
  QueryType: z.literal(BULK_QUERY_TYPE, { error: `must be '${BULK_QUERY_TYPE}'` }),
  GUID: text(100).optional(),
  ClientID: text(40).optional(),
  inputAddress: z
    .array(bulkRow, { error: 'must be a list of addresses' })
    .min(1, 'must have at least 1 address')
    .max(BULK_ADDRESS_MAX, `must have at most ${BULK_ADDRESS_MAX} addresses`),
  captcha: requiredText(5000),
});
export type BulkAddressBody = z.input<typeof bulkAddressBody>;

/** What an address leads to, as the address page and the bulk tool show it. */
export const ADDRESS_OUTCOME_KINDS = [
  'customize',
  'wireless',
  'internet-options',
  'existing-service',
  'out-of-franchise',
  'special',
  'active-service',
  'multiple-address',
  'pending-order',
  'needs-unit',
  'not-found',
] as const;
export type AddressOutcomeKind = (typeof ADDRESS_OUTCOME_KINDS)[number];

/**
 * One result per input row, in order. FOUND: the address (or its unit) is in the footprint;
 * NEEDS_UNIT: the building has units and addressLine2 names none of them (flags are the
 * building's); NOT_FOUND: not in the footprint (every flag N).
 */
export const bulkResultItem = z.object({
  location: z.object({ formattedAddress: z.string() }),
  qualification: z.object({ Qualified4G: yesNo, QualifiedCBand: yesNo, Qualified5G: yesNo }),
  addressId: z.string().optional(),
  /** The ZIP code of the address, with addressId what 'Start an order' qualifies. */
  zipCode: z.string().optional(),
  status: z.enum(['FOUND', 'NOT_FOUND', 'NEEDS_UNIT']),
  /**
   * What the address page answers for the same address (addressOutcome of the server's
   * qualification, issue 10 §6): its kind and page; wireless says which plan list.
   */
  outcome: z.object({
    kind: z.enum(ADDRESS_OUTCOME_KINDS),
    page: z.string().nullable(),
    wireless: z.enum(['5G', '4G']).optional(),
  }),
  /** The internet plans the qualification lists (DataInfo.Plans): fiber or HSI tiers. */
  plans: z.array(
    plan
      .pick({ ProductId: true, ProductName: true, Price: true, ServiceType: true })
      .extend({ SpeedMbps: z.number().optional() }),
  ),
});
export type BulkResultItem = z.infer<typeof bulkResultItem>;
export const bulkAddressResponse = z.object({ response: z.array(bulkResultItem) });
export type BulkAddressResponse = z.infer<typeof bulkAddressResponse>;

// ---------------------------------------------------------------------------------------------
// Waitlist and call-back requests
// ---------------------------------------------------------------------------------------------

/** A checkbox as forms send it: true/false, 'true'/'on'/'Y'... */
const checkbox = z
  .union([z.boolean(), z.string().max(5)])
  .optional()
  .transform((v) =>
    typeof v === 'string' ? ['TRUE', 'ON', 'Y', 'YES', '1'].includes(v.trim().toUpperCase()) : !!v,
  );

const withRule = (rule: (v: unknown) => string | null) => (v: unknown, ctx: z.RefinementCtx) => {
  const message = rule(v);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/**
 * POST Waitlist/Register: the waitlist form values judged by the 000 §5 rules
 * ('Invalid firstname', 'Invalid ZIP code', 'Required field'...). The same e-mail (any case)
 * and address registered twice is one registration.
 */
/** Text judged by a domain rule; a missing value gets the rule's own message. */
const ruled = (max: number, rule: (v: unknown) => string | null) =>
  z
    .string({ error: (issue) => rule(issue.input) ?? 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .superRefine(withRule(rule));
const optionalRuled = (max: number, rule: (v: unknown) => string | null) =>
  text(max).optional().superRefine(withRule(rule));

export const waitlistRegisterBody = z.object({
  firstName: ruled(100, validateWaitlistFirstName),
  lastName: ruled(100, validateWaitlistLastName),
  email: ruled(254, validateWaitlistEmail),
  zipCode: ruled(10, validateWaitlistZip),
  mobileNum: optionalRuled(20, validateWaitlistMobile),
  businessNum: optionalRuled(20, validateWaitlistBusinessPhone),
  city: ruled(64, validateWaitlistRequired),
  unit: text(64).optional(),
  streetAddress: ruled(200, validateWaitlistRequired),
  checkBox: checkbox.superRefine(withRule(validateWaitlistConsent)),
});
export type WaitlistRegisterBody = z.input<typeof waitlistRegisterBody>;
export const waitlistRegisterResponse = success({
  registrationId: z.string(),
  /** true when this e-mail and address were registered before (nothing new was stored). */
  alreadyRegistered: z.boolean(),
});
export type WaitlistRegisterResponse = z.infer<typeof waitlistRegisterResponse>;

/**
 * POST Qualify/RequestCallback: a call-back request from the pending-order page ('Talk to Us'),
 * from 'I can't find my address' (the address as typed, required then), from a wireless plan
 * page at a referral kiosk, which orders no wireless plan itself (decision 019), or from the page
 * of an address only the sales team sells (S2SLBO). phone: the entry stage's phone rules.
 */
export const requestCallbackBody = z
  .object({
    reason: z.enum(['pending-order', 'address-not-found', 'wireless-plan', 'sales-team'], {
      error: "must be 'pending-order', 'address-not-found', 'wireless-plan' or 'sales-team'",
    }),
    name: text(100).optional(),
    phone: ruled(20, validatePhone),
    addressText: text(300).optional(),
    preferredTime: text(100).optional(),
    cartId: text(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'address-not-found' && !v.addressText?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['addressText'], message: 'is required' });
    }
  });
export type RequestCallbackBody = z.input<typeof requestCallbackBody>;
export const requestCallbackResponse = success({
  /** Reference to quote on the phone, e.g. 'CB-7K3M9Q2T'. */
  reference: z.string(),
});
export type RequestCallbackResponse = z.infer<typeof requestCallbackResponse>;
