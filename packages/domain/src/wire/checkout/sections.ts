/**
 * Checkout wire contract: shared pieces, sections and progress, credit check and passcode
 *. Barrel: wire/checkout.ts.
 */
import { z } from 'zod';
import { statusAnswer } from '../answer';
import { shortText as text } from '../cart/selections';
import { yesNo, ynInput } from '../entry/blocks';

export { text };
export const required = (max: number) => text(max).min(1, 'is required');
export type StatusAnswer = z.infer<typeof statusAnswer>;
export { statusAnswer };

// ---------------------------------------------------------------------------------------------
// Sections and progress
// ---------------------------------------------------------------------------------------------

/** Saved/completed flags of 002 §2, plus what the server decided. */
export const checkoutProgress = z.object({
  personalInfo: yesNo,
  creditCheck: yesNo,
  otpVerified: yesNo,
  refundableDeposit: yesNo,
  installments: yesNo,
  installation: yesNo,
  terms: yesNo,
  /** SUCCESS / FAILURE once the credit check ran, '' before. */
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE', '']),
  /** Y when the credit answer asks for a refundable deposit. */
  depositRequired: yesNo,
  /** Deposit in dollars ('200.00'), '' when none. */
  depositAmount: z.string(),
  /** Y when the address's customer qualifies as winback (winbackqualified section). */
  winbackQualified: yesNo,
});
export type CheckoutProgress = z.infer<typeof checkoutProgress>;

/** 002 §3 contactInfo. */
const contactInfo = z.object({
  firstName: required(30),
  lastName: required(30),
  email: required(80),
  phoneNumber: required(14),
  address: text(120).default(''),
  city: text(60).default(''),
  state: text(2).default(''),
  zipCode: text(10).default(''),
  unit: text(30).default(''),
  unitType: text(20).default(''),
  businessName: required(80),
  /** 'E' (e-mail, default) or 'P' (paper). */
  selectedMailType: z.enum(['E', 'P']).default('E'),
});

/** 002 §3 billing and shipping blocks: selected = use the service address for billing. */
const addressBlock = z.object({
  selected: ynInput,
  address: text(120).default(''),
  city: text(60).default(''),
  state: text(2).default(''),
  zipCode: text(10).default(''),
  unit: text(30).default(''),
});

/** POST Checkout/NextButtonBI */
export const nextButtonBIRequest = z.object({
  contactInfo,
  businessInfo: addressBlock,
  /** A copy of businessInfo; the server copies it when absent. */
  shippingInfo: addressBlock.optional(),
  /** Billing retries so far (classic: valid after 3, 002 §5). */
  retryCount: z.coerce.number().int().min(0).max(10).default(0),
});
export type NextButtonBIRequest = z.input<typeof nextButtonBIRequest>;
export const nextButtonBIResponse = statusAnswer.extend({
  BillAddrValidatedStatus: z.enum(['SUCCESS', 'FAILURE']),
  EmailValidationStatus: z.enum(['VALID', 'INVALID']),
  MobileValidationStatus: z.enum(['VALID', 'INVALID']),
  retryCount: z.number().int(),
  AutopayUrl: z.string(),
  AutopayScript: z.string(),
  progress: checkoutProgress,
});

/** POST OmniBillingAddressValidate (json, 002 §7) */
export const omniBillingRequest = z.object({
  sessionId: text(100).default(''),
  StreetAddress: text(120),
  Zipcode: text(10),
  communityName: text(60),
  State: text(2),
  useServiceAddressForBilling: ynInput,
});
export const omniBillingResponse = z.object({ description: z.string(), statusCode: z.number() });

// ---------------------------------------------------------------------------------------------
// Credit check and passcode
// ---------------------------------------------------------------------------------------------

/** GET Checkout/EncryptionKey: RSA-OAEP SHA-256 public key as JWK. */
export const encryptionKeyResponse = z.object({
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  jwk: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string() }).loose(),
});

/** base64url RSA-OAEP ciphertext of an SSN or tax id; '' when not given. */
const encryptedValue = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be encrypted');

export const ownerBlock = z.object({
  firstName: text(30).default(''),
  lastName: text(30).default(''),
  middleInitial: text(1).default(''),
  isNoSsn: ynInput.default('N'),
  /** month/day/year; '0/0/0' for a missing partner. */
  dob: z
    .object({ month: z.coerce.number(), day: z.coerce.number(), year: z.coerce.number() })
    .optional(),
  /** Encrypted SSN (never clear text). */
  ssn: encryptedValue.default(''),
});
const companyBlock = z.object({
  billingName: text(80).default(''),
  /** Encrypted tax id; the server strips non-alphanumerics after decrypting. */
  taxIdNumber: encryptedValue.default(''),
});

/** POST Checkout/NextButtonCC (and CreditCheckByCoA: same body) */
export const creditCheckRequest = z.object({
  customerType: text(20).default('SoleOwner'),
  soleOwner: ownerBlock.optional(),
  partner1: ownerBlock.optional(),
  partner2: ownerBlock.optional(),
  corporation: companyBlock.optional(),
  llc: companyBlock.optional(),
  scorp: companyBlock.optional(),
  /** The key id the values were encrypted with. */
  kid: text(60),
});
export type CreditCheckRequest = z.input<typeof creditCheckRequest>;
export const nextButtonCCResponse = z.object({
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
  depositRequired: yesNo,
  depositAmount: z.string(),
  /** The mobile number the passcode goes to, masked ('(•••) •••-1234'). */
  otpMobileMasked: z.string(),
  progress: checkoutProgress,
});
export const creditCheckByCoAResponse = z.object({
  outputField: z.object({ icreditField: z.object({ creditworthiness: z.string() }) }),
});

/** POST Checkout/SendOTPSMS */
export const sendOtpRequest = z.object({ smsNumber: text(14) });
export const sendOtpResponse = statusAnswer.extend({ expiresInSeconds: z.number().int() });
/** POST Checkout/VerifyOTPSMS */
export const verifyOtpRequest = z.object({
  OTPPin: z.string().regex(/^\d{6}$/, 'must be the 6-digit code'),
});
export const verifyOtpResponse = statusAnswer.extend({
  /** Tries left on this code (0: ask for a new code). */
  attemptsLeft: z.number().int(),
  progress: checkoutProgress,
});
