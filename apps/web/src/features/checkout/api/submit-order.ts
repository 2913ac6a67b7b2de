/**
 * POST Checkout/SubmitOrder with one idempotency key per order attempt: the key is
 * created once (crypto.randomUUID) and kept in sessionStorage for the cart, so a double click, a
 * retried request or a reload of the page send the same key and the server makes one order. A
 * definitive answer (success, or a FAILURE status) ends the attempt and drops the key.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ANALYTICS_EVENTS } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { isRetryableFailure } from '@bizline/domain/http-policy';
import { lostBusinessPath, routePath } from '@bizline/domain/routes';
import type { SubmitOrderResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS, IDEMPOTENCY_HEADER } from '@bizline/domain/wire/checkout/calls';
import { logEvent, pushPageData } from '../../../shared/analytics/analytics';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { CHECKOUT_DETAILS_KEY, type CheckoutDetails } from './get-checkout-details';

/** sessionStorage key of the submit idempotency key of a cart. */
export function submitKeyStorageKey(cartId: string | null): string {
  return `bizline-submit-key:${cartId ?? 'none'}`;
}

/** Keys kept in memory too, for when sessionStorage is blocked. */
const memoryKeys = new Map<string, string>();

function readKey(cartId: string | null): string | null {
  const name = submitKeyStorageKey(cartId);
  try {
    return sessionStorage.getItem(name) ?? memoryKeys.get(name) ?? null;
  } catch {
    return memoryKeys.get(name) ?? null;
  }
}

/** The key of this cart's order attempt: the stored one, or a new one stored now. */
function submitIdempotencyKey(cartId: string | null): string {
  const existing = readKey(cartId);
  if (existing) return existing;
  const key = crypto.randomUUID();
  const name = submitKeyStorageKey(cartId);
  memoryKeys.set(name, key);
  try {
    sessionStorage.setItem(name, key);
  } catch {
    // Blocked storage: the in-memory key still covers double clicks and retries.
  }
  return key;
}

function dropKey(cartId: string | null): void {
  const name = submitKeyStorageKey(cartId);
  memoryKeys.delete(name);
  try {
    sessionStorage.removeItem(name);
  } catch {
    // nothing stored
  }
}

function postSubmitOrder(idempotencyKey: string): Promise<SubmitOrderResponse> {
  return api.call(CHECKOUT_CALLS.submitOrder, undefined, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: 'long',
  });
}

// One submission at a time for the whole page: every button that submits shares it.
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();
function setInFlight(p: Promise<void> | null) {
  inFlight = p;
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const isBusy = () => inFlight !== null;

export interface SubmitOrder {
  submit: () => Promise<void>;
  isSubmitting: boolean;
}

/**
 * Submits the order of the session's cart: success goes to /confirmation, a credit check
 * FAILURE to /confirmation-contact-rep, both with svc_orderNo and Refno in the route
 * state and the store's confirmation info. A FAILURE answer or a refused call shows the global
 * error (the technical-issue message when the server gives none); a call that could not get an
 * answer goes to the fallback page with NTE_CO_SubmitOrder.
 */
export function useSubmitOrder(): SubmitOrder {
  const navigate = useNavigate();
  const client = useQueryClient();
  const isSubmitting = useSyncExternalStore(subscribe, isBusy, isBusy);

  const submit = useCallback((): Promise<void> => {
    if (inFlight) return inFlight;
    const store = useAppStore.getState();
    const cartId = store.cartId;
    const key = submitIdempotencyKey(cartId);
    store.clearGlobalError();
    store.setCheckoutInProgress(true);

    const run = (async () => {
      try {
        const answer = await postSubmitOrder(key);
        if (answer.Status !== 'SUCCESS') {
          dropKey(cartId);
          store.showGlobalError(answer.message || ERROR_MESSAGES.technicalIssue);
          return;
        }
        dropKey(cartId);
        const info = { svc_orderNo: answer.svc_orderNo, Refno: answer.Refno };
        store.setConfirmationInfo(info);
        // The checkout is now the placed order's: Back shows that, not editable forms (the
        // server says the same on the next read).
        client.setQueryData<CheckoutDetails>(CHECKOUT_DETAILS_KEY, (old) =>
          old ? { ...old, placedOrderNo: answer.svc_orderNo } : old,
        );
        const creditFailed = answer.CreditCheckStatus === 'FAILURE';
        pushPageData({
          pageName: 'checkout',
          events: [ANALYTICS_EVENTS.orderConfirmation],
          orderNumber: answer.svc_orderNo,
          creditCheckStatus: answer.CreditCheckStatus,
        });
        void navigate(routePath(creditFailed ? 'confirmationContactRep' : 'confirmation'), {
          state: info,
        });
      } catch (error) {
        void logEvent({
          eventType: 'Error',
          eventName: 'NTE_CO_SubmitOrder',
          sectionName: 'checkout',
          logs: error instanceof Error ? error.message : String(error),
        });
        if (isApiError(error) && !isRetryableFailure(error)) {
          // The server refused the call (a step missing, the cart already ordered...): its
          // message says what to do. The attempt is over, so the next one gets a new key.
          dropKey(cartId);
          store.showGlobalError(error.message || ERROR_MESSAGES.technicalIssue);
          return;
        }
        // No answer: the order may exist. The key stays, so trying again cannot make a second.
        void navigate(lostBusinessPath('NTE_CO_SubmitOrder'));
      } finally {
        store.setCheckoutInProgress(false);
        setInFlight(null);
      }
    })();
    setInFlight(run);
    return run;
  }, [navigate, client]);

  return { submit, isSubmitting };
}
