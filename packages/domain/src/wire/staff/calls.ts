/**
 * The staff calls. They rely on the session cookie, not the Bearer token (auth false): a refused
 * sign-in repeated after a token refresh would count twice towards the lock-out.
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { call } from '../call';
import type * as s from './schemas';

export const STAFF_CALLS = {
  signIn: call<s.StaffSignInBody, s.StaffSignInResponse>('POST', 'Staff/SignIn', { auth: false }),
  signOut: call<void, { Status: 'SUCCESS' }>('POST', 'Staff/SignOut', { auth: false }),
  me: call<void, s.StaffSignInResponse>('GET', 'Staff/Me', { auth: false }),
  outbox: call<Partial<s.StaffOutboxQuery>, s.StaffOutboxResponse>('GET', 'Staff/Outbox', {
    auth: false,
  }),
};
