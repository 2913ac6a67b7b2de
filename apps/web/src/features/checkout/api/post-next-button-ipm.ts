import type { z } from 'zod';
import type { NextButtonIPMRequest, nextButtonIPMResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type NextButtonIPMResponse = z.infer<typeof nextButtonIPMResponse>;

/**
 * POST Checkout/NextButtonIPM (90 s, 002 §7): installments and payment. The card or bank numbers
 * travel in this body only; the server keeps a token and the last four digits.
 */
export function postNextButtonIPM(body: NextButtonIPMRequest): Promise<NextButtonIPMResponse> {
  return api.call(CHECKOUT_CALLS.nextButtonIPM, body, { timeout: 'long' });
}

/** POST EnrollPFB: paperless billing enrolment. */
export function postEnrollPfb(): Promise<unknown> {
  return api.call(CHECKOUT_CALLS.enrollPfb, {});
}

/** POST Checkout/AutoPayLog (APEntrolled, AutoPayPmtType; 002 §7). */
export function postAutoPayLog(enrolled: boolean, paymentType: string): Promise<unknown> {
  return api.call(CHECKOUT_CALLS.autoPayLog, {
    APEntrolled: enrolled ? 'Y' : 'N',
    AutoPayPmtType: paymentType,
  });
}

/** POST Checkout/VEPSAutoPayAuthorize: authorise autopay on the payment method saved above. */
export function postAutoPayAuthorize(): Promise<unknown> {
  return api.call(CHECKOUT_CALLS.autoPayAuthorize, {});
}

/** POST Checkout/AutoPayPaymentMethod: responseStatus and responseMessage. */
export function postAutoPayPaymentMethod(paymentType: string) {
  return api.call(CHECKOUT_CALLS.autoPayPaymentMethod, { paymentMethod: paymentType });
}
