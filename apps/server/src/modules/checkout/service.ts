/**
 * The classic checkout of the session's cart: what its routes and the other modules call. Each
 * step lives in its own file, named for it:
 *
 * - answers.ts: the stored progress and answers (their schema, the one owner of their shape);
 * - store.ts: loading the checkout with its cart, the optimistic write, the order of the steps;
 * - details.ts: what the pages read back (CheckOutDetails and the like);
 * - billing.ts: business info, contact and billing address validation;
 * - credit-check.ts: the credit check and the deposit it may ask for;
 * - passcode.ts (and sms-destinations.ts): the one-time passcode texted to the mobile number;
 * - payment.ts: the deposit payment, the payment method, paperless billing and autopay;
 * - installments.ts: the months the charges are paid over;
 * - letter-of-authorization.ts and terms.ts: moved numbers' letter and the terms accepted.
 *
 * The order itself is placed by the orders module (SubmitOrder), from loadCheckout.
 * Sensitive values never reach the database, the logs or an answer in clear: the SSN and tax
 * id arrive encrypted, are decrypted in memory for the credit provider and dropped; card and
 * bank numbers become a token and the last four digits; the passcode is kept only as a hash.
 */
export type { CheckoutAnswers } from './answers';
export {
  assertNotPlaced,
  assertStepAllowed,
  checkoutAnswersOf,
  loadCheckout,
  recordInstallation,
  resetInstallation,
  saveAnswer,
  updateCheckout,
} from './store';
export {
  broadbandLabel,
  checkoutCart,
  checkoutData,
  checkoutDetails,
  voiceOfferStatus,
} from './details';
export { nextButtonBI, omniBillingAddressValidate } from './billing';
export { creditCheckByCoA, nextButtonCC } from './credit-check';
export {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MESSAGES,
  sendOtp,
  verifyOtp,
} from './passcode';
export {
  autoPayAuthorize,
  autoPayLog,
  autoPayPaymentMethod,
  enrollPfb,
  payDeposit,
} from './payment';
export { installments, nextButtonIPM } from './installments';
export { assertLoaCovers, letterOfAuthorization, loaNext } from './letter-of-authorization';
export { acceptTerms } from './terms';
