/**
 * Checkout answers the server builds without a response schema (their shape is decided by the
 * checkout module): the checkout of the session's cart and whether the letter of authorization
 * applies. Types only, shared by the call list and the storefront.
 */
import type { LetterOfAuthorizationRecord } from '../../checkout/terms';
import type { CheckoutProgress } from './sections';

/** Owner block as the server echoes it: names only, never the SSN (only whether one was given). */
interface CheckoutOwnerAnswer {
  firstName: string;
  lastName: string;
  middleInitial: string;
  isNoSsn: 'Y' | 'N';
  /** 'Y' when an SSN was given (the value itself is never echoed). */
  ssnGiven?: 'Y' | 'N';
  /** 'month/day/year' ('0/0/0' for a missing partner). */
  dob?: string;
}

/**
 * GET Checkout/CheckOutDetails: the checkout of the session's cart, so the page can be reloaded
 * at any step. `progress` is the saved/completed flags of 002 §2 (wire/checkout.ts
 * checkoutProgress); the answers are the non-sensitive values of each section saved so far
 * (all optional: a fresh checkout has none).
 */
export interface CheckoutDetails {
  progress: CheckoutProgress;
  /** The order placed from this checkout ('' or absent before submit, issue 10 §4). */
  placedOrderNo?: string;
  /** 002 §3 contactInfo as saved (pre-filled from qualification before the first save). */
  contactInfo?: {
    firstName?: string;
    lastName?: string;
    email?: string;
    phoneNumber?: string;
    businessName?: string;
    selectedMailType?: 'E' | 'P';
  };
  /** The service address of the cart (what 'use the service address for billing' means). */
  serviceAddress?: {
    address: string;
    city: string;
    state: string;
    zipCode: string;
    unit?: string;
  };
  /** 002 §3 businessInfo block (selected Y = use the service address for billing). */
  businessInfo?: {
    selected: 'Y' | 'N';
    address: string;
    city: string;
    state: string;
    zipCode: string;
    unit?: string;
  };
  /** Billing retries so far (002 §5 classic). */
  retryCount?: number;
  customerType?: string;
  soleOwner?: CheckoutOwnerAnswer;
  partner1?: CheckoutOwnerAnswer;
  partner2?: CheckoutOwnerAnswer;
  /** Masked mobile number the passcode goes to. */
  otpMobileMasked?: string;
  /** Installments and payment as saved: the method and the last four digits only. */
  paymentMethod?: 'BankAccount' | 'Card';
  paymentLast4?: string;
  paperFreeBilling?: 'Y' | 'N';
  autoPay?: 'Y' | 'N';
  /** The held (or confirmed) install slot and the install type; null before one is chosen. */
  installation?: {
    dueDate: string;
    timeSlotCode: string;
    timeSlot: string;
    type: 'self' | 'tech' | '';
  } | null;
  /** The letter of authorisation as saved, null before. */
  loa?: Omit<LetterOfAuthorizationRecord, 'numbers' | 'at'> | null;
  tosCheck?: 'Y' | 'N';
  /** The text-message consent as last answered (N before). */
  smsConsent?: 'Y' | 'N';
}

/** GET Checkout/LOANEXT. */
export interface LoaNext {
  Status: 'SUCCESS';
  /** Y only when a phone number is moved from another provider. */
  loaRequired: 'Y' | 'N';
  /** The numbers moved from another provider, which the letter authorizes. */
  numbers?: string[];
}
