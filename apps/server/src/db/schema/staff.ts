/**
 * Tables of staff accounts and the throttle of failed staff sign-ins.
 * Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

/** A staff account: an agent (digital agent mode) or staff (abandoned-cart tool, mailbox). */
export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'agent' | 'staff';
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
  /** Set when an admin disabled the account (migration 013): no sign-in, no session. */
  disabled_at: Generated<string | null>;
}

/** Failed staff sign-ins by key (migration 007): taken before a password is compared. */
export interface SignInThrottleTable {
  key: string;
  failures: number;
  delay_s: number;
  /** Epoch ms (bigint: a string from pg). */
  next_at: number | string;
  last_at: number | string;
}
