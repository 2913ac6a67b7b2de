/**
 * Wire contract of digital agent mode (spec 002 §2, §4, §5, §7; issue 6 "Digital agent mode"):
 * a signed-in agent (or staff member) saves the session's cart for a customer, the customer is
 * e-mailed the retrieval link, and the page shows the cart id, its 20-day validity and a QR code
 * of the link. Paths are relative to the API base. Both calls need the Bearer token AND a staff
 * session (roles agent or staff): 401 when nobody is signed in, 403 for a customer.
 */
export * from './agent/calls';
export * from './agent/schemas';
