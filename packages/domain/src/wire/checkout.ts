/**
 * Wire contract of the checkout stage: the classic checkout, the
 * quote-based (optix) checkout, order submission, confirmation and order status. Server and
 * storefront both read these schemas. Paths are relative to the API base; every call needs the
 * Bearer token and acts on the session's cart (EPSessionID) unless marked otherwise.
 *
 * Model
 * - The server keeps one checkout per cart (progress flags and the non-sensitive answers of each
 *   section). `CheckOutDetails` answers it so the page can be reloaded at any step.
 * - Sensitive values (SSN, tax id) arrive ENCRYPTED: the browser encrypts each with RSA-OAEP
 *   (SHA-256) to the public key of `Checkout/EncryptionKey` and sends base64url ciphertext. The
 *   server decrypts in memory, hands the clear value to the credit provider and never stores,
 *   logs or echoes it. Card and bank numbers are exchanged for a token by the payments provider;
 *   only the token and the last four digits are kept; the cvv is never kept.
 * - Every answer has `Status` 'SUCCESS' | 'FAILURE' (+ `message`) unless the spec names another
 *   field (CreditCheckStatus, APIStatus...). Bad input answers 4xx `ApiError` ({ Status:
 *   'FAILURE', message, field }) and changes nothing.
 * - Form-encoded calls accept form and JSON.
 */
export * from './checkout/calls';
export type * from './checkout/answers';
export * from './checkout/sections';
export * from './checkout/payment';
export * from './checkout/submit';
