import type { z } from 'zod';
import type {
  CHECKOUT_CALLS,
  NextButtonIPMRequest,
  autoPayPaymentMethodResponse,
  nextButtonIPMResponse,
} from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

type Calls = typeof CHECKOUT_CALLS;
const NEXT_IPM: Calls['nextButtonIPM']['path'] = 'Checkout/NextButtonIPM';
const ENROLL_PFB: Calls['enrollPfb']['path'] = 'EnrollPFB';
const AUTOPAY_LOG: Calls['autoPayLog']['path'] = 'Checkout/AutoPayLog';
const AUTOPAY_AUTHORIZE: Calls['autoPayAuthorize']['path'] = 'Checkout/VEPSAutoPayAuthorize';
const AUTOPAY_METHOD: Calls['autoPayPaymentMethod']['path'] = 'Checkout/AutoPayPaymentMethod';

export type NextButtonIPMResponse = z.infer<typeof nextButtonIPMResponse>;
export type AutoPayPaymentMethodResponse = z.infer<typeof autoPayPaymentMethodResponse>;

/**
 * POST Checkout/NextButtonIPM (90 s, 002 §7): installments and payment. The card or bank numbers
 * travel in this body only; the server keeps a token and the last four digits.
 */
export function postNextButtonIPM(body: NextButtonIPMRequest): Promise<NextButtonIPMResponse> {
  return api.post<NextButtonIPMResponse>(NEXT_IPM, body, { timeout: 'long' });
}

/** POST EnrollPFB: paperless billing enrolment (002 §7). */
export function postEnrollPfb(): Promise<unknown> {
  return api.post(ENROLL_PFB, {});
}

/** POST Checkout/AutoPayLog (APEntrolled, AutoPayPmtType; 002 §7). */
export function postAutoPayLog(enrolled: boolean, paymentType: string): Promise<unknown> {
  return api.post(AUTOPAY_LOG, { APEntrolled: enrolled ? 'Y' : 'N', AutoPayPmtType: paymentType });
}

/** POST Checkout/VEPSAutoPayAuthorize: authorise autopay on the payment method saved above. */
export function postAutoPayAuthorize(): Promise<unknown> {
  return api.post(AUTOPAY_AUTHORIZE, {});
}

/** POST Checkout/AutoPayPaymentMethod: responseStatus and responseMessage (002 §3). */
export function postAutoPayPaymentMethod(paymentType: string) {
  return api.post<AutoPayPaymentMethodResponse>(AUTOPAY_METHOD, { paymentMethod: paymentType });
}
