/**
 * The customer saved-cart calls.
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { call } from '../call';
import type * as s from './schemas';

export const SAVED_CART_CALLS = {
  /** Form or JSON; Bearer token; saves the session's cart and e-mails it. */
  doSaveOrder: call<s.DoSaveOrderBody, s.SaveOrderAnswer>('POST', 'SaveOrder/DoSaveOrder'),
  /** Empty body; Bearer token; saves with the e-mail already known (business info, LQ, last save). */
  saveMyOrder: call<void, s.SaveOrderAnswer>('POST', 'SaveOrder/SaveMyOrder'),
  /** Bearer token; what the 'Email sent' page shows. */
  saveOrderConfirmation: call<void, s.SaveOrderConfirmationAnswer>(
    'GET',
    'SaveOrder/SaveOrderConfirmation',
  ),
  /** Bearer token; the e-mail the save-cart form starts with. */
  saveCartDefaults: call<void, s.SaveCartDefaultsAnswer>('GET', 'SaveOrder/SaveCartDefaults'),
  /** Session cookie only. The gate. */
  verifySavedCart: call<s.VerifySavedCartBody, s.VerifySavedCartAnswer>(
    'POST',
    'SaveOrder/VerifySavedCart',
    { auth: false },
  ),
  /** Bearer token; only after the gate passed in this session. */
  getRetrievedOrder: call<s.GetRetrievedOrderQuery, s.GetRetrievedOrderAnswer>(
    'GET',
    'SaveOrder/GetRetrievedOrder',
  ),
  /** ?token= from the e-mail; no session needed; answers a small HTML page. */
  unsubscribe: call<{ token: string }, string>('GET', 'SaveOrder/Unsubscribe', { auth: false }),
  /** The gate's captcha challenge (shared with the bulk and waitlist forms). */
  captchaChallenge: call<void, unknown>('GET', 'Captcha/Challenge', { auth: false }),
};
