/**
 * What the browser remembers about a saved-cart link, per cart id, in session storage:
 * that the gate passed ("no prior validation is stored locally") and that the retrieval redirect
 * was done ("a redirect-done marker per cart id prevents repeat redirects"). Session storage:
 * a new tab or a shared computer asks again.
 */
const VALIDATED_PREFIX = 'savedCartGate.validated.';
const REDIRECT_DONE_PREFIX = 'savedCartGate.redirectDone.';

function read(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'Y';
  } catch {
    // Storage blocked (privacy settings): nothing is remembered, the gate asks again.
    return false;
  }
}

function write(key: string): void {
  try {
    sessionStorage.setItem(key, 'Y');
  } catch {
    // Storage blocked: the visitor is asked again next time, which is safe.
  }
}

export const hasPriorValidation = (cartId: string): boolean => read(VALIDATED_PREFIX + cartId);
export const storeValidation = (cartId: string): void => write(VALIDATED_PREFIX + cartId);
export const isRedirectDone = (cartId: string): boolean => read(REDIRECT_DONE_PREFIX + cartId);
export const markRedirectDone = (cartId: string): void => write(REDIRECT_DONE_PREFIX + cartId);

/** A query parameter by name, ignoring its case (links spell scartid and scartId, 002 §2). */
export function queryParam(search: URLSearchParams, name: string): string {
  const lower = name.toLowerCase();
  for (const [key, value] of search) if (key.toLowerCase() === lower) return value.trim();
  return '';
}

/** The saved-cart link of the URL: its cart id (scartid, else cid) and the retrieval query. */
export interface SavedCartLink {
  cartId: string;
  scartid: string;
  cid: string;
  referral: boolean;
  /** Query plain object for shouldShowSavedCartGate. */
  query: Record<string, string>;
}

export function savedCartLinkOf(searchText: string): SavedCartLink | null {
  const search = new URLSearchParams(searchText);
  const scartid = queryParam(search, 'scartid');
  const cid = queryParam(search, 'cid');
  const cartId = scartid || cid;
  if (!cartId) return null;
  return {
    cartId,
    scartid,
    cid,
    referral: queryParam(search, 'fiosreferral') !== '',
    query: Object.fromEntries(search),
  };
}
