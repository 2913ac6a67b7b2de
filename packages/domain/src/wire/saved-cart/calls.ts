/**
 * The customer saved-cart calls.
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { cookieCalls, tokenCalls } from '../call';
import type * as s from './schemas';

const { get, post } = tokenCalls;

export const SAVED_CART_CALLS = {
  /** Form or JSON; Bearer token; saves the session's cart and e-mails it. */
  doSaveOrder: post<s.DoSaveOrderBody, s.SaveOrderAnswer>('SaveOrder/DoSaveOrder'),
  /** Empty body; Bearer token; saves with the e-mail already known (business info, LQ, last save). */
  saveMyOrder: post<void, s.SaveOrderAnswer>('SaveOrder/SaveMyOrder'),
  /** Bearer token; what the 'Email sent' page shows. */
  saveOrderConfirmation: get<void, s.SaveOrderConfirmationAnswer>(
    'SaveOrder/SaveOrderConfirmation',
  ),
  /** Bearer token; the e-mail the save-cart form starts with. */
  saveCartDefaults: get<void, s.SaveCartDefaultsAnswer>('SaveOrder/SaveCartDefaults'),
  /** Session cookie only. The gate. */
  verifySavedCart: cookieCalls.post<s.VerifySavedCartBody, s.VerifySavedCartAnswer>(
    'SaveOrder/VerifySavedCart',
  ),
  /** Bearer token; only after the gate passed in this session. */
  getRetrievedOrder: get<s.GetRetrievedOrderQuery, s.GetRetrievedOrderAnswer>(
    'SaveOrder/GetRetrievedOrder',
  ),
  /** ?token= from the e-mail; no session needed; answers a small HTML page. */
  unsubscribe: cookieCalls.get<{ token: string }, string>('SaveOrder/Unsubscribe'),
  /** The gate's captcha challenge (shared with the bulk and waitlist forms). */
  captchaChallenge: cookieCalls.get<void, unknown>('Captcha/Challenge'),
};
