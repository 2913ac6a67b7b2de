/**
 * The console's admin calls (admin role only; the session cookie, not the Bearer token).
 * Call list without zod at runtime (types only from ./admin-schemas).
 */
import { cookieCalls } from '../call';
import type * as s from './admin-schemas';

const { get, post } = cookieCalls;

export const CONSOLE_ADMIN_CALLS = {
  accounts: get<void, s.StaffAccountsAnswer>('Console/Accounts'),
  createAccount: post<s.CreateStaffBody, s.StaffAccountAnswer>('Console/Accounts/Create'),
  /** Disable (no sign-in; its session stops at once) or enable an account. */
  setDisabled: post<s.SetDisabledBody, s.StaffAccountAnswer>('Console/Accounts/Disable'),
  resetPassword: post<s.ResetPasswordBody, s.StaffAccountAnswer>('Console/Accounts/ResetPassword'),
  audit: get<s.AuditQuery, s.AuditAnswer>('Console/Audit'),
};
