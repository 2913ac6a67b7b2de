/**
 * Wire contract of the customise stage: every catalogue, cart, bundle,
 * telephone-number and order-update call, with its request and answer. Server and storefront both
 * read these schemas. Paths are relative to the API base; every call needs the Bearer token and
 * acts on the session's cart (EPSessionID, created by the qualification).
 *
 * Model
 * - The server keeps one `CartSelections` per cart (the selections, not prices). Every change
 *   goes through a call below and answers `Status: 'SUCCESS'`; prices are computed from the
 *   catalogue by packages/domain/src/pricing/price-cart.ts when the cart is read.
 * - Update payloads use the spec's field names (001 §3 payloads). A field left out is unchanged;
 *   a field sent replaces that part of the selection; an empty NewID ('') removes it.
 * - Money on the wire is dollars with two decimals as text ('99.99'), as in the entry stage.
 * - Bad input (unknown product, product not sold at the cart's address or not in this section,
 *   quantity out of range, no cart) answers 4xx `ApiError` and changes nothing. A bundle the
 *   catalogue has no entry for answers 200 `{ data: 'Fail' }`:
 *   the storefront goes to the fallback page with NTE_PS_GETSELECTEDBUNDLEINFO.
 */
export * from './cart/calls';
export * from './cart/selections';
export * from './cart/updates';
export * from './cart/views';
export * from './cart/catalogue';
export * from './cart/answers';
