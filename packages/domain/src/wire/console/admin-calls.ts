/**
 * The console's admin calls (admin role only; the session cookie, not the Bearer token).
 * Call list without zod at runtime (types only from ./admin-schemas).
 */
import { call } from '../call';
import type * as s from './admin-schemas';

export const CONSOLE_ADMIN_CALLS = {
  accounts: call<void, s.StaffAccountsAnswer>('GET', 'Console/Accounts', { auth: false }),
  createAccount: call<s.CreateStaffBody, s.StaffAccountAnswer>('POST', 'Console/Accounts/Create', {
    auth: false,
  }),
  /** Disable (no sign-in; its session stops at once) or enable an account. */
  setDisabled: call<s.SetDisabledBody, s.StaffAccountAnswer>('POST', 'Console/Accounts/Disable', {
    auth: false,
  }),
  resetPassword: call<s.ResetPasswordBody, s.StaffAccountAnswer>(
    'POST',
    'Console/Accounts/ResetPassword',
    { auth: false },
  ),
  audit: call<s.AuditQuery, s.AuditAnswer>('GET', 'Console/Audit', { auth: false }),
};
