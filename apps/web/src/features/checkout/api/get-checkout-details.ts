import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export const CHECKOUT_DETAILS_KEY = ['checkoutDetails'] as const;

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
  /** The letter of authorisation as saved (002 §3), null before. */
  loa?: {
    localService: 'Y' | 'N';
    intraLATA: 'Y' | 'N';
    interLATA: 'Y' | 'N';
    tDate: string;
    firstName: string;
    lastName: string;
    cNumber: string;
  } | null;
  tosCheck?: 'Y' | 'N';
}

function getCheckoutDetails(): Promise<CheckoutDetails> {
  return api.get<CheckoutDetails>(CHECKOUT_CALLS.checkoutDetails.path);
}

export function useCheckoutDetails() {
  return useQuery({ queryKey: CHECKOUT_DETAILS_KEY, queryFn: getCheckoutDetails });
}

/** Re-reads the checkout after a section saved (the server decides the progress); answers the
 * fresh details. */
export function useRefreshCheckout(): () => Promise<CheckoutDetails | undefined> {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.invalidateQueries({ queryKey: CHECKOUT_DETAILS_KEY });
    return client.getQueryData<CheckoutDetails>(CHECKOUT_DETAILS_KEY);
  }, [client]);
}
