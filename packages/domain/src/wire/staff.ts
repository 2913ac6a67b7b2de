/**
 * Wire contract of the staff calls (issue 6, "E-mail and staff sign-in"): sign-in with a session,
 * sign-out, the signed-in account, and the development mailbox (the outbox of the mail and SMS
 * providers). Decision: docs/decisions/015-staff-accounts.md.
 */
export * from './staff/calls';
export * from './staff/schemas';
