/**
 * How the storefront's HTTP client waits, retries and labels its calls (000 §7, §9; 001 §7, §8;
 * 002 §7-§9). The spec leaves the retry count and delay open ("not shown"); the values chosen
 * here are recorded in docs/decisions/002-http-client-retry-policy.md.
 */

import { ERROR_MESSAGES } from './errors';

/**
 * Timeouts are spec constants: 45 s by default, 90 s for the billing,
 * credit-check and installments calls. They live in constants.ts; re-exported here so the client
 * policy reads in one place.
 */
export { API_TIMEOUT_MS, LONG_CALL_TIMEOUT_MS } from './constants';

/** Retries after the first attempt of a retryable failure (decision 002). */
export const HTTP_MAX_RETRIES = 2;

/** Wait before retry n (index n-1): 1 s, then 2 s (decision 002). */
export const HTTP_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

/** A cached access token is renewed this long before it expires (decision 002). */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

/** The error message that marks a timed-out call. */
export const TIMEOUT_MESSAGE = 'Timeout';

/** Message of a failed request without a JSON body. */
export const NO_BODY_FAILURE_MESSAGE = ERROR_MESSAGES.requestFailedNoJson;

/** Header carrying the cart id in fiber referral mode. */
export const CART_ID_HEADER = 'X-Cart-Id';

/** Header the storefront sends in referral (kiosk) mode: the funnel's channel of its calls. */
export const CHANNEL_HEADER = 'X-Channel';

/** Session-storage key of the fiber referral flag; 'Y' turns the mode on. */
export const REFERRAL_FLAG_KEY = 'fiosreferral';

export interface FailureShape {
  /** HTTP status; undefined when no response arrived (network failure, abort). */
  status?: number | undefined;
  /** Error message, from the response body or the client. */
  message?: string | undefined;
}

/**
 * A failure is retried when its message is 'Timeout', it has no status, or its status is 408 or
 * 500 and above; every other status is rejected at once.
 */
export function isRetryableFailure(failure: FailureShape): boolean {
  if (failure.message === TIMEOUT_MESSAGE) return true;
  if (failure.status === undefined || failure.status === 0) return true;
  return failure.status === 408 || failure.status >= 500;
}

/** Delay before retry `retry` (1-based), or undefined when no retry is left. */
export function retryDelayMs(retry: number): number | undefined {
  if (!Number.isInteger(retry) || retry < 1 || retry > HTTP_MAX_RETRIES) return undefined;
  return HTTP_RETRY_DELAYS_MS[Math.min(retry, HTTP_RETRY_DELAYS_MS.length) - 1];
}
