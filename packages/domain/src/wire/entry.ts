/**
 * Wire contract of the entry stage: the request and response schema
 * of every address, qualification, bulk, waitlist and captcha call. The server validates with
 * these schemas (fastify-type-provider-zod) and the storefront types its calls with them, so both
 * sides read one definition. Paths are relative to the API base (`/foryoursmallbiz/smb/api` by
 * default); `ENTRY_CALLS` lists them with their method and whether they need the Bearer token.
 *
 * Flag representation (decision 008):
 * - `Qualified`, `QualifiedCBand`, `Qualified_4g`, `Qualified4GHome` (the wireless qualifiers of
 *   the availability response) are the strings 'true' / 'false': the routing rules compare
 *   them to true ("Broadband only and Qualified not 'true'", "When Qualified or QualifiedCBand
 *   is true").
 * - Every other flag is 'Y' / 'N' ("Status flags are Y/N", "Y/N flags used throughout"):
 *   HasMultipleAddress, RedirectToNextPage, HasExistingService, HasPendingOrder,
 *   BaseAddressBlocked, IsETFBuyOutQualified, OOF, HasError, DefaultReg, Retry, VBMQuotes, every
 *   LQPost status, the bulk qualification flags, Eligible.
 * - JointOfferStatus is 'Y' | 'N' | 'Not Eligible'.
 *
 * Every 400 answers `ApiError` (app-config.ts) with `field` naming the offending input and a
 * message starting with that field's name, e.g. `zip: must be 5 digits`.
 */
export * from './entry/calls';
export * from './entry/blocks';
export * from './entry/address';
export * from './entry/availability';
export * from './entry/forms';
