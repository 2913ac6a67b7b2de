/**
 * Wire contract of the customer saved cart: save, the 'Email
 * sent' confirmation, the verification gate, retrieval and the reminder unsubscribe link. Server
 * and storefront both read these schemas. Paths are relative to the API base.
 *
 * Model
 * - A saved cart is the session's cart (its id is the EPSessionID, >= 128 random bits) plus a
 *   saved_carts row: the contacts (002 §3 ContactsInfo), the priced snapshot at save time and the
 *   last page. It is kept SAVED_CART_RETENTION_DAYS (20); the e-mail says the link is valid for
 *   SAVED_CART_LINK_VALID_DAYS_TEXT (10) days (both readings of 002 §4).
 * - The e-mailed link is `${publicUrl}${storefrontBase}/customize-order?scartid=<cartId>`.
 * - A saved cart is opened only through the gate: `VerifySavedCart` (e-mail of the cart's
 *   contacts + a solved ALTCHA challenge from `Captcha/Challenge`) makes the visitor's session
 *   adopt the cart. Before that, `GetRetrievedOrder` answers 403 and no cart content is sent.
 *   Unknown and expired ids answer the same 404, so ids cannot be probed.
 * - Failed gate attempts are limited (GATE_LIMITS) and answer 429 past the limit.
 * - Bad input answers 4xx `ApiError` ({ Status: 'FAILURE', message, field }).
 * - Form-encoded calls accept form and JSON.
 */
export * from './saved-cart/calls';
export * from './saved-cart/schemas';
