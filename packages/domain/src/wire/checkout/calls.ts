/**
 * The checkout calls: method, path under the API base and, as types only, what
 * each takes and answers where the contract has a schema for it (`unknown` where the answer is
 * typed by its reader). No zod at runtime; the server validates with the schemas beside it.
 * Every call needs the Bearer token except the public order-status lookup's session-less use.
 */
import type { z } from 'zod';
import type { TermsResponse } from '../../checkout/terms';
import { call } from '../call';
import type { CheckoutDetails, LoaNext } from './answers';
import type * as p from './payment';
import type * as s from './sections';
import type * as t from './submit';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** Header carrying the submit idempotency key (a UUID the page creates once per order). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const CHECKOUT_CALLS = {
  encryptionKey: call<void, Out<typeof s.encryptionKeyResponse>>('GET', 'Checkout/EncryptionKey'),
  checkoutDetails: call<void, CheckoutDetails>('GET', 'Checkout/CheckOutDetails'),
  checkout: call<void, unknown>('GET', 'Checkout/Checkout'),
  cartInfo: call<void, unknown>('GET', 'Checkout/GetCartInfo'),
  checkoutData: call<void, unknown>('GET', 'Checkout/GetCheckoutData'),
  installments: call<void, Out<typeof p.installmentsResponse>>('GET', 'Checkout/GetInstallments'),
  voiceOfferStatus: call<void, unknown>('GET', 'Checkout/GetVoiceOfferStatus'),
  loaNext: call<void, LoaNext>('GET', 'Checkout/LOANEXT'),
  // Business info (form, 90 s)
  nextButtonBI: call<s.NextButtonBIRequest, Out<typeof s.nextButtonBIResponse>>(
    'POST',
    'Checkout/NextButtonBI',
  ),
  omniBillingAddressValidate: call<
    In<typeof s.omniBillingRequest>,
    Out<typeof s.omniBillingResponse>
  >('POST', 'OmniBillingAddressValidate'),
  // Credit check (form, 90 s) and passcode
  nextButtonCC: call<s.CreditCheckRequest, Out<typeof s.nextButtonCCResponse>>(
    'POST',
    'Checkout/NextButtonCC',
  ),
  creditCheckByCoA: call<s.CreditCheckRequest, Out<typeof s.creditCheckByCoAResponse>>(
    'POST',
    'Checkout/CreditCheckByCoA',
  ),
  sendOtp: call<In<typeof s.sendOtpRequest>, Out<typeof s.sendOtpResponse>>(
    'POST',
    'Checkout/SendOTPSMS',
  ),
  verifyOtp: call<In<typeof s.verifyOtpRequest>, Out<typeof s.verifyOtpResponse>>(
    'POST',
    'Checkout/VerifyOTPSMS',
  ),
  // Deposit, installments and payment (form, 90 s)
  payDeposit: call<In<typeof p.depositRequest>, s.StatusAnswer>(
    'POST',
    'Checkout/RefundableDeposit',
  ),
  nextButtonIPM: call<p.NextButtonIPMRequest, Out<typeof p.nextButtonIPMResponse>>(
    'POST',
    'Checkout/NextButtonIPM',
  ),
  enrollPfb: call<unknown, unknown>('POST', 'EnrollPFB'),
  autoPayLog: call<In<typeof p.autoPayLogRequest>, unknown>('POST', 'Checkout/AutoPayLog'),
  autoPayAuthorize: call<unknown, unknown>('POST', 'Checkout/VEPSAutoPayAuthorize'),
  autoPayPaymentMethod: call<unknown, Out<typeof p.autoPayPaymentMethodResponse>>(
    'POST',
    'Checkout/AutoPayPaymentMethod',
  ),
  // Installation
  dueDateDetails: call<void, p.DueDateAnswer>('GET', 'Checkout/GetDueDateDetails'),
  generateSelfInstallment: call<In<typeof p.generateSelfInstallmentRequest>, p.DueDateAnswer>(
    'POST',
    'Checkout/GenerateSelfInstallment',
  ),
  setDueDate: call<In<typeof p.setDueDateRequest>, Out<typeof p.setDueDateResponse>>(
    'POST',
    'Checkout/SetDueDate',
    { form: true },
  ),
  covidQuestion: call<In<typeof p.covidQuestionRequest>, s.StatusAnswer>(
    'POST',
    'Checkout/SetCovid19QuestionValue',
  ),
  // Terms
  letterOfAuthorization: call<In<typeof t.letterOfAuthorizationRequest>, s.StatusAnswer>(
    'POST',
    'Checkout/LetterOfAuthorization',
    { form: true },
  ),
  broadbandLabel: call<void, Out<typeof t.broadbandLabelResponse>>(
    'GET',
    'Checkout/BroadbandLabelTemplate',
  ),
  acceptTerms: call<In<typeof t.acceptTermsRequest>, s.StatusAnswer>(
    'POST',
    'Checkout/AcceptTerms',
  ),
  /** The terms in effect, their version and text (shown before the checkbox, issue 10 §3). */
  termsAndConditions: call<void, TermsResponse>('GET', 'Checkout/TermsAndConditions'),
  // Submit and confirmation
  /** Form; carries IDEMPOTENCY_HEADER. */
  submitOrder: call<void, t.SubmitOrderResponse>('POST', 'Checkout/SubmitOrder', { form: true }),
  confirmOrderStatus: call<{ orderNo?: string }, t.OrderConfirmation>('GET', 'OrderStatus/Confirm'),
  /** Public: order number + service ZIP (no cart needed). */
  orderStatusLookup: call<
    In<typeof t.orderStatusLookupRequest>,
    Out<typeof t.orderStatusLookupResponse>
  >('POST', 'OrderStatus/Lookup'),
  // Quote-based (optix) checkout, behind the omni-cart feature flag
  omniCartInfo: call<In<typeof t.omniCartInfoRequest>, Out<typeof t.omniCartInfoResponse>>(
    'POST',
    'Checkout/OmniCartInfo',
  ),
  omniCartSummary: call<void, Out<typeof t.omniCartSummary>>('GET', 'Checkout/OmniCartSummary'),
  omniOloDetails: call<In<typeof t.omniOloDetailsRequest>, s.StatusAnswer>(
    'POST',
    'OmniOLODetails',
  ),
  dueDatesByCoA: call<In<typeof t.dueDatesByCoARequest>, Out<typeof t.dueDatesByCoAResponse>>(
    'POST',
    'Checkout/GetDueDatesByCoA',
  ),
  setDueDatesByCoA: call<
    In<typeof t.setDueDatesByCoARequest>,
    Out<typeof t.setDueDatesByCoAResponse>
  >('POST', 'Checkout/SetDueDatesByCoA'),
  submitQuotesOrderByCoA: call<unknown, Out<typeof t.submitQuotesOrderResponse>>(
    'POST',
    'Checkout/SubmitQuotesOrderByCoA',
  ),
};
