/**
 * Fiber referral (kiosk) mode: active when the URL carried fiosreferral=Y, kept in
 * sessionStorage for the rest of the visit (the HTTP client reads the same key for the cart-id
 * header). The kiosk hides the header, footer, Change address, print cart and live chat, shows
 * 'Fios Support' and an on-screen keyboard, and resets itself after 45 s idle.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { YES } from '@bizline/domain/constants';
import { REFERRAL_FLAG_KEY } from '@bizline/domain/http-policy';
import { api } from '../api/client';

/** POST, no token: the server ends the visitor's session and clears its cookie (204). */
const END_SESSION_PATH = 'MicroBiz/EndSession';
/** The next customer's first call waits for EndSession at most this long. */
const END_SESSION_TIMEOUT_MS = 5_000;

function read(): string | null {
  try {
    return sessionStorage.getItem(REFERRAL_FLAG_KEY);
  } catch {
    // Blocked storage (privacy settings): no referral mode.
    return null;
  }
}

/** Keep fiosreferral=Y of a query string in sessionStorage; other values leave it unchanged. */
export function captureReferralFlag(search: string): void {
  const value = new URLSearchParams(search).get(REFERRAL_FLAG_KEY);
  if (value?.toUpperCase() !== YES) return;
  try {
    sessionStorage.setItem(REFERRAL_FLAG_KEY, YES);
  } catch {
    // Blocked storage: the mode cannot be kept; the page works as for any visitor.
  }
}

export function isReferralMode(): boolean {
  return read() === YES;
}

/** Referral mode, taking the flag from the current URL first (on load and on every navigation). */
export function useReferralMode(): boolean {
  const { search } = useLocation();
  return useMemo(() => {
    captureReferralFlag(search);
    return isReferralMode();
  }, [search]);
}

/** The floating cart's kiosk switches: spread onto <FloatingCart>. */
export function referralCartProps(referral: boolean) {
  return referral ? { hideChangeLink: true, hidePrint: true, showSupport: true } : {};
}

export interface KioskResetDeps {
  clearAll: () => void;
  queryClient: QueryClient;
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * A clean start for the next kiosk customer (002 §4 idle event): the server session is ended
 * (MicroBiz/EndSession, fire-and-forget) and the cached access token forgotten, so the next call
 * starts a new session; the store is wiped, every sessionStorage key but the referral flag
 * removed, the server data cache emptied, and the kiosk goes back to the start page. Nothing of
 * the last customer's cart, address or answers remains, in the browser or in the session.
 */
export function resetKiosk({ clearAll, queryClient, navigate }: KioskResetDeps): void {
  // A failed EndSession does not stop the reset; the new token waits for it to settle, so it is
  // never issued to the old session.
  const ended = api
    .post(END_SESSION_PATH, undefined, {
      auth: false,
      quiet: true,
      timeout: END_SESSION_TIMEOUT_MS,
    })
    .catch(() => undefined);
  api.clearToken(ended);
  const flag = read();
  try {
    sessionStorage.clear();
    if (flag !== null) sessionStorage.setItem(REFERRAL_FLAG_KEY, flag);
  } catch {
    // Blocked storage holds nothing to clear.
  }
  clearAll();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  // Whatever field the last customer was typing in loses focus (and the on-screen keyboard).
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  void navigate('/', { replace: true });
}
