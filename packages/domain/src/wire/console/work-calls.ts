/**
 * The console's work-queue calls (every signed-in staff role; the session cookie, not the Bearer
 * token). Call list without zod at runtime (types only from ./work-schemas).
 */
import { cookieCalls } from '../call';
import type * as s from './work-schemas';

const { get, post } = cookieCalls;

export const CONSOLE_WORK_CALLS = {
  callbacks: get<s.CallbacksQuery, s.CallbacksAnswer>('Console/Callbacks'),
  /** Move a request one step with a note (409 with the refusal for any other move). */
  moveCallback: post<s.MoveCallbackBody, s.CallbackAnswer>('Console/Callbacks/Move'),
  waitlist: get<s.WaitlistQuery, s.WaitlistAnswer>('Console/Waitlist'),
  /** text/csv of every registration the filters select (a download link: api.url). */
  waitlistCsv: get<s.WaitlistQuery, string>('Console/Waitlist/Csv'),
  savedCarts: get<s.SavedCartsQuery, s.SavedCartsAnswer>('Console/SavedCarts'),
  /** E-mail the saved cart's link again (a durable mail job). */
  resendSavedCart: post<s.ResendSavedCartBody, s.ResendSavedCartAnswer>(
    'Console/SavedCarts/Resend',
  ),
  outbox: get<s.ConsoleOutboxQuery, s.ConsoleOutboxAnswer>('Console/Outbox'),
};
