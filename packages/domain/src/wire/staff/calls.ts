/**
 * The staff calls. They rely on the session cookie, not the Bearer token (auth false): a refused
 * sign-in repeated after a token refresh would count twice towards the lock-out.
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { cookieCalls } from '../call';
import type * as s from './schemas';

const { get, post } = cookieCalls;

export const STAFF_CALLS = {
  signIn: post<s.StaffSignInBody, s.StaffSignInResponse>('Staff/SignIn'),
  signOut: post<void, { Status: 'SUCCESS' }>('Staff/SignOut'),
  me: get<void, s.StaffSignInResponse>('Staff/Me'),
  outbox: get<Partial<s.StaffOutboxQuery>, s.StaffOutboxResponse>('Staff/Outbox'),
};
