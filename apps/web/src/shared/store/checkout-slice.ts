import {
  BILLING_RETRY_LIMIT,
  DEFAULT_CHECKOUT_SECTION,
  type CheckoutSection,
} from '@bizline/domain/constants';
import type { SliceCreator } from './slice';

/** The accordion's panels: the sections of 002 §2 plus the 'check your answers' review. */
export type CheckoutPanel = CheckoutSection | 'review';

/**
 * UI state of the classic checkout. Progress and answers live on the server
 * (Checkout/CheckOutDetails); this slice only remembers what the page shows. It never holds an
 * SSN, tax id, card or account number: the store persists to sessionStorage.
 */
export interface CheckoutData {
  /** The one open accordion panel (002 §2: businessInfo initially); null when all are closed. */
  openCheckoutPanel: CheckoutPanel | null;
  /** Spinner / checkout-in-progress flag while a checkout call runs. */
  checkoutInProgress: boolean;
  /** Billing address retries (002 §5 classic: after 3 the credit check opens anyway). */
  billingRetryCount: number;
  /** The 'I don't have a social security number' box is checked: Submit order is disabled. */
  noSsnChecked: boolean;
  /** The winback offer (winbackqualified section) was read and continued from. */
  winbackSeen: boolean;
  /** Confirmation info of the submitted order (002 §2: svc_orderNo and Refno). */
  confirmationInfo: { svc_orderNo: string; Refno: string } | null;
}

export interface CheckoutSlice extends CheckoutData {
  setOpenCheckoutPanel: (panel: CheckoutPanel | null) => void;
  setCheckoutInProgress: (on: boolean) => void;
  setBillingRetryCount: (count: number) => void;
  setNoSsnChecked: (on: boolean) => void;
  setWinbackSeen: (on: boolean) => void;
  setConfirmationInfo: (info: CheckoutData['confirmationInfo']) => void;
}

export const checkoutInitial = (): CheckoutData => ({
  openCheckoutPanel: DEFAULT_CHECKOUT_SECTION,
  checkoutInProgress: false,
  billingRetryCount: 0,
  noSsnChecked: false,
  winbackSeen: false,
  confirmationInfo: null,
});

/** A reload must not come back with a spinner of a call that is gone. */
export const checkoutTransientKeys = [
  'checkoutInProgress',
] as const satisfies readonly (keyof CheckoutData)[];

export const createCheckoutSlice: SliceCreator<CheckoutSlice> = (set) => ({
  ...checkoutInitial(),
  setOpenCheckoutPanel: (panel) => set({ openCheckoutPanel: panel }),
  setCheckoutInProgress: (on) => set({ checkoutInProgress: on }),
  setBillingRetryCount: (count) =>
    set({ billingRetryCount: Math.max(0, Math.min(count, BILLING_RETRY_LIMIT * 3)) }),
  setNoSsnChecked: (on) => set({ noSsnChecked: on }),
  setWinbackSeen: (on) => set({ winbackSeen: on }),
  setConfirmationInfo: (info) => set({ confirmationInfo: info }),
});
