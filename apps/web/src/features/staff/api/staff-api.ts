/**
 * The staff calls (issue 6). They rely on the session cookie, not the Bearer token: without
 * `auth: false` the client would repeat a refused sign-in after refreshing the token, counting
 * it twice towards the lock-out.
 */
import type {
  STAFF_CALLS,
  StaffOutboxQuery,
  StaffOutboxResponse,
  StaffSignInBody,
  StaffSignInResponse,
} from '@bizline/domain/wire/staff';
import { api } from '../../../shared/api/client';

type Paths = { [K in keyof typeof STAFF_CALLS]: (typeof STAFF_CALLS)[K]['path'] };
const PATH: Paths = {
  signIn: 'Staff/SignIn',
  signOut: 'Staff/SignOut',
  me: 'Staff/Me',
  outbox: 'Staff/Outbox',
};

export function postStaffSignIn(body: StaffSignInBody) {
  return api.post<StaffSignInResponse>(PATH.signIn, body, { auth: false });
}

export function postStaffSignOut() {
  return api.post<{ Status: 'SUCCESS' }>(PATH.signOut, undefined, { auth: false });
}

export function getStaffMe() {
  return api.get<StaffSignInResponse>(PATH.me, { auth: false });
}

export function getStaffOutbox(query: Partial<StaffOutboxQuery> = {}) {
  return api.get<StaffOutboxResponse>(PATH.outbox, { auth: false, query });
}
