/**
 * The console's work-queue calls (every signed-in staff role; the session cookie, not the Bearer
 * token). Call list without zod at runtime (types only from ./work-schemas).
 */
import { call } from '../call';
import type * as s from './work-schemas';

export const CONSOLE_WORK_CALLS = {
  callbacks: call<s.CallbacksQuery, s.CallbacksAnswer>('GET', 'Console/Callbacks', {
    auth: false,
  }),
  /** Move a request one step with a note (409 with the refusal for any other move). */
  moveCallback: call<s.MoveCallbackBody, s.CallbackAnswer>('POST', 'Console/Callbacks/Move', {
    auth: false,
  }),
  waitlist: call<s.WaitlistQuery, s.WaitlistAnswer>('GET', 'Console/Waitlist', { auth: false }),
  /** text/csv of every registration the filters select (a download link: api.url). */
  waitlistCsv: call<s.WaitlistQuery, string>('GET', 'Console/Waitlist/Csv', { auth: false }),
  savedCarts: call<s.SavedCartsQuery, s.SavedCartsAnswer>('GET', 'Console/SavedCarts', {
    auth: false,
  }),
  /** E-mail the saved cart's link again (a durable mail job). */
  resendSavedCart: call<s.ResendSavedCartBody, s.ResendSavedCartAnswer>(
    'POST',
    'Console/SavedCarts/Resend',
    { auth: false },
  ),
  outbox: call<s.ConsoleOutboxQuery, s.ConsoleOutboxAnswer>('GET', 'Console/Outbox', {
    auth: false,
  }),
};
