/**
 * The checkout calls: method, path under the API base and, as types only, what
 * each takes and answers where the contract has a schema for it (`unknown` where the answer is
 * typed by its reader). No zod at runtime; the server validates with the schemas beside it.
 * Every call needs the Bearer token except the public order-status lookup's session-less use.
 */
import type { z } from 'zod';
import type { TermsResponse } from '../../checkout/terms';
import { tokenCalls } from '../call';
import type { CheckoutDetails, LoaNext } from './answers';
import type * as p from './payment';
import type * as s from './sections';
import type * as t from './submit';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** Header carrying the submit idempotency key (a UUID the page creates once per order). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const { get, post, postForm } = tokenCalls;

export const CHECKOUT_CALLS = {
  encryptionKey: get<void, Out<typeof s.encryptionKeyResponse>>('Checkout/EncryptionKey'),
  checkoutDetails: get<void, CheckoutDetails>('Checkout/CheckOutDetails'),
  checkout: get<void, unknown>('Checkout/Checkout'),
  cartInfo: get<void, unknown>('Checkout/GetCartInfo'),
  checkoutData: get<void, unknown>('Checkout/GetCheckoutData'),
  installments: get<void, Out<typeof p.installmentsResponse>>('Checkout/GetInstallments'),
  voiceOfferStatus: get<void, unknown>('Checkout/GetVoiceOfferStatus'),
  loaNext: get<void, LoaNext>('Checkout/LOANEXT'),
  // Business info (form, 90 s)
  nextButtonBI: post<s.NextButtonBIRequest, Out<typeof s.nextButtonBIResponse>>(
    'Checkout/NextButtonBI',
  ),
  omniBillingAddressValidate: post<
    In<typeof s.omniBillingRequest>,
    Out<typeof s.omniBillingResponse>
  >('OmniBillingAddressValidate'),
  // Credit check (form, 90 s) and passcode
  nextButtonCC: post<s.CreditCheckRequest, Out<typeof s.nextButtonCCResponse>>(
    'Checkout/NextButtonCC',
  ),
  creditCheckByCoA: post<s.CreditCheckRequest, Out<typeof s.creditCheckByCoAResponse>>(
    'Checkout/CreditCheckByCoA',
  ),
  sendOtp: post<In<typeof s.sendOtpRequest>, Out<typeof s.sendOtpResponse>>('Checkout/SendOTPSMS'),
  verifyOtp: post<In<typeof s.verifyOtpRequest>, Out<typeof s.verifyOtpResponse>>(
    'Checkout/VerifyOTPSMS',
  ),
  // Deposit, installments and payment (form, 90 s)
  payDeposit: post<In<typeof p.depositRequest>, s.StatusAnswer>('Checkout/RefundableDeposit'),
  nextButtonIPM: post<p.NextButtonIPMRequest, Out<typeof p.nextButtonIPMResponse>>(
    'Checkout/NextButtonIPM',
  ),
  enrollPfb: post<unknown, unknown>('EnrollPFB'),
  autoPayLog: post<In<typeof p.autoPayLogRequest>, unknown>('Checkout/AutoPayLog'),
  autoPayAuthorize: post<unknown, unknown>('Checkout/VEPSAutoPayAuthorize'),
  autoPayPaymentMethod: post<unknown, Out<typeof p.autoPayPaymentMethodResponse>>(
    'Checkout/AutoPayPaymentMethod',
  ),
  // Installation
  dueDateDetails: get<void, p.DueDateAnswer>('Checkout/GetDueDateDetails'),
  generateSelfInstallment: post<In<typeof p.generateSelfInstallmentRequest>, p.DueDateAnswer>(
    'Checkout/GenerateSelfInstallment',
  ),
  setDueDate: postForm<In<typeof p.setDueDateRequest>, Out<typeof p.setDueDateResponse>>(
    'Checkout/SetDueDate',
  ),
  covidQuestion: post<In<typeof p.covidQuestionRequest>, s.StatusAnswer>(
    'Checkout/SetCovid19QuestionValue',
  ),
  // Terms
  letterOfAuthorization: postForm<In<typeof t.letterOfAuthorizationRequest>, s.StatusAnswer>(
    'Checkout/LetterOfAuthorization',
  ),
  broadbandLabel: get<void, Out<typeof t.broadbandLabelResponse>>(
    'Checkout/BroadbandLabelTemplate',
  ),
  acceptTerms: post<In<typeof t.acceptTermsRequest>, s.StatusAnswer>('Checkout/AcceptTerms'),
  /** The terms in effect, their version and text (shown before the checkbox, issue 10 §3). */
  termsAndConditions: get<void, TermsResponse>('Checkout/TermsAndConditions'),
  // Submit and confirmation
  /** Form; carries IDEMPOTENCY_HEADER. */
  submitOrder: postForm<void, t.SubmitOrderResponse>('Checkout/SubmitOrder'),
  confirmOrderStatus: get<{ orderNo?: string }, t.OrderConfirmation>('OrderStatus/Confirm'),
  /** Public: order number + service ZIP (no cart needed). */
  orderStatusLookup: post<
    In<typeof t.orderStatusLookupRequest>,
    Out<typeof t.orderStatusLookupResponse>
  >('OrderStatus/Lookup'),
  // Quote-based (optix) checkout, behind the omni-cart feature flag
  omniCartInfo: post<In<typeof t.omniCartInfoRequest>, Out<typeof t.omniCartInfoResponse>>(
    'Checkout/OmniCartInfo',
  ),
  omniCartSummary: get<void, Out<typeof t.omniCartSummary>>('Checkout/OmniCartSummary'),
  omniOloDetails: post<In<typeof t.omniOloDetailsRequest>, s.StatusAnswer>('OmniOLODetails'),
  dueDatesByCoA: post<In<typeof t.dueDatesByCoARequest>, Out<typeof t.dueDatesByCoAResponse>>(
    'Checkout/GetDueDatesByCoA',
  ),
  setDueDatesByCoA: post<
    In<typeof t.setDueDatesByCoARequest>,
    Out<typeof t.setDueDatesByCoAResponse>
  >('Checkout/SetDueDatesByCoA'),
  submitQuotesOrderByCoA: post<unknown, Out<typeof t.submitQuotesOrderResponse>>(
    'Checkout/SubmitQuotesOrderByCoA',
  ),
};
