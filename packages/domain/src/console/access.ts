/**
 * Who may do what in the operator console (issue 14). Roles are 'admin' | 'agent' | 'staff':
 * agents and staff keep exactly the rights they had before the console; an admin passes every
 * staff check (a superuser) and alone opens the admin pages and calls (staff accounts, audit log,
 * webhooks and API keys, imports). The server's requireStaff and the console's navigation both
 * ask `roleAllows`, so the rule lives here once.
 */
import type { StaffRole } from '../wire/staff/schemas';

const ADMIN_ROLE = 'admin' as const satisfies StaffRole;

/** Every signed-in role: the work pages (orders, call-backs, waitlist, saved carts, outbox, funnel). */
export const EVERY_ROLE: readonly StaffRole[] = ['admin', 'agent', 'staff'];

/** The admin pages and calls. */
export const ADMIN_ONLY: readonly StaffRole[] = [ADMIN_ROLE];

/** Whether an account of `role` passes a check that lists `allowed` (none listed: any role). */
export function roleAllows(role: StaffRole, allowed?: readonly StaffRole[]): boolean {
  return role === ADMIN_ROLE || !allowed || allowed.includes(role);
}
