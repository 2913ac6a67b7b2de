/**
 * Wire contract of the console's work queues (issue 14; every signed-in staff role): call-back
 * requests (status filter; moves requested -> contacted -> closed, each with a note), waitlist
 * registrations (filters, paging, CSV export with formula cells neutralized), saved carts (status,
 * reminders sent; re-send the link by e-mail) and the outbox with each message's delivery
 * attempts.
 */
export * from './work-calls';
export * from './work-schemas';
