/**
 * The checkout's stored state and its one owner: `checkouts.progress` (wire CheckoutProgress)
 * and `checkouts.answers`, the non-sensitive answers of each section. Both are read only
 * through the schemas below, never cast, so a row that does not have the shape fails loudly.
 * Sensitive values are never part of it: no SSN, no tax id, no card or bank number, no passcode.
 */
import { z } from 'zod';
import { CUSTOMER_TYPES } from '@bizline/domain/constants';
import { checkoutProgress, type CheckoutProgress } from '@bizline/domain/wire/checkout';
import type { PlanDetails } from '@bizline/domain/wire/cart';
import type { LoadedCart } from '../cart/service';
import type { CheckoutRow } from './repo';

const yn = z.enum(['Y', 'N']);
const validity = z.enum(['VALID', 'INVALID']);
const outcome = z.enum(['SUCCESS', 'FAILURE']);

const contactAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  unit: z.string(),
  unitType: z.string(),
  businessName: z.string(),
  selectedMailType: z.enum(['E', 'P']),
});

/** A billing or shipping block; selected Y = the service address. */
const addressAnswer = z.object({
  selected: yn,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  unit: z.string(),
});

/** An owner block as kept: names and the date of birth, never the SSN (only whether given). */
const ownerAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string(),
  isNoSsn: yn,
  /** 'Y' when an SSN was supplied (the value itself went to the credit provider only). */
  ssnGiven: yn,
  /** 'month/day/year', '0/0/0' for a missing partner. */
  dob: z.string(),
});
export type OwnerAnswer = z.infer<typeof ownerAnswer>;

const installmentMonths = z.object({
  oneTime: z.number(),
  equipment: z.number(),
  router: z.number(),
});

/** The non-sensitive answers of each section, as stored in checkouts.answers. */
const checkoutAnswers = z.object({
  contact: contactAnswer.optional(),
  businessInfo: addressAnswer.optional(),
  shippingInfo: addressAnswer.optional(),
  billing: z
    .object({
      status: outcome,
      retryCount: z.number(),
      emailStatus: validity,
      mobileStatus: validity,
    })
    .optional(),
  /** E-mail validation failure counter (+1 on failure, 0 on success). */
  emailValidationFailures: z.number().optional(),
  /** Customer type, owner names and dob, company billing name; NO ssn, NO tax id. */
  credit: z
    .object({
      customerType: z.enum(CUSTOMER_TYPES),
      soleOwner: ownerAnswer.optional(),
      partner1: ownerAnswer.optional(),
      partner2: ownerAnswer.optional(),
      billingName: z.string().optional(),
      /** 'Y' when a tax id was supplied. */
      taxIdGiven: yn.optional(),
      status: outcome,
      creditworthiness: z.string(),
      depositCents: z.number(),
      reference: z.string(),
      checkedAt: z.string(),
    })
    .optional(),
  /** The passcode's mobile number: last four digits only. */
  otp: z
    .object({
      mobileLast4: z.string(),
      sentAt: z.string().optional(),
      verifiedAt: z.string().optional(),
    })
    .optional(),
  deposit: z
    .object({
      token: z.string(),
      last4: z.string(),
      amountCents: z.number(),
      reference: z.string(),
      paidAt: z.string(),
    })
    .optional(),
  installments: installmentMonths.optional(),
  payment: z
    .object({
      method: z.enum(['BankAccount', 'Card']),
      token: z.string(),
      last4: z.string(),
      brand: z.string(),
    })
    .optional(),
  paperless: yn.optional(),
  autopay: z.object({ enrolled: yn, paymentType: z.string(), authorized: yn }).optional(),
  /** The signed letter of authorisation (domain LetterOfAuthorizationRecord). */
  loa: z
    .object({
      localService: yn,
      intraLATA: yn,
      interLATA: yn,
      tDate: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      cNumber: z.string(),
      numbers: z.array(z.string()).optional(),
      at: z.string().optional(),
    })
    .optional(),
  /** The terms accepted: when, and which version. */
  terms: z
    .object({
      accepted: yn,
      at: z.string(),
      version: z.string().optional(),
      effectiveDate: z.string().optional(),
    })
    .optional(),
  /** Texts about the order: the answer, when, and the exact words shown beside the checkbox. */
  smsConsent: z.object({ consented: yn, at: z.string(), wording: z.string() }).optional(),
  covid: yn.optional(),
  /** The installation slot (installation.ts; the scheduling module holds the slot). */
  installation: z
    .object({
      dueDate: z.string(),
      timeSlotCode: z.string(),
      timeSlot: z.string(),
      type: z.enum(['self', 'tech', '']),
      holdId: z.number().nullable(),
    })
    .optional(),
});
export type CheckoutAnswers = z.infer<typeof checkoutAnswers>;
export type InstallationAnswer = NonNullable<CheckoutAnswers['installation']>;

export interface Checkout {
  cartId: string;
  progress: CheckoutProgress;
  answers: CheckoutAnswers;
  /** The order submitted from this checkout, if any: it can no longer change. */
  placedOrderNo?: string | null;
}

/** The session's cart as the checkout sees it: the loaded cart and its prices. */
export type CheckoutCart = LoadedCart & { planDetails: PlanDetails };

/** The stored answers; a row that does not have their shape is an error, never guessed at. */
export function parseAnswers(json: string): CheckoutAnswers {
  const parsed = checkoutAnswers.safeParse(JSON.parse(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`stored checkout answers: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

/** The stored progress; an unreadable one starts over from `fallback`. */
function parseProgress(json: string, fallback: CheckoutProgress): CheckoutProgress {
  const parsed = checkoutProgress.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : fallback;
}

export function toCheckout(row: CheckoutRow, initial: CheckoutProgress): Checkout {
  return {
    cartId: row.cart_id,
    progress: parseProgress(row.progress, initial),
    answers: parseAnswers(row.answers),
  };
}

/** The answers as stored (checked against the schema on the way in too). */
export const serializeAnswers = (answers: CheckoutAnswers): string =>
  JSON.stringify(checkoutAnswers.parse(answers));
