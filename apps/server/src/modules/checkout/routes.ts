/**
 * Classic checkout calls of spec 002 §7 (CHECKOUT_CALLS in packages/domain/src/wire/checkout.ts:
 * business info, credit check, passcode, deposit, installments and payment, terms). Thin: each
 * handler calls one service function. Every call needs the Bearer token and acts on the
 * session's cart; naming another cart id is a 403. Form posts accept form or JSON; nested form
 * fields are written 'contactInfo.firstName' or 'contactInfo[firstName]'.
 * docs/api.md lists them.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  CHECKOUT_CALLS,
  acceptTermsRequest,
  autoPayLogRequest,
  autoPayPaymentMethodResponse,
  creditCheckByCoAResponse,
  creditCheckRequest,
  depositRequest,
  encryptionKeyResponse,
  installmentsResponse,
  letterOfAuthorizationRequest,
  nextButtonBIRequest,
  nextButtonBIResponse,
  nextButtonCCResponse,
  nextButtonIPMRequest,
  nextButtonIPMResponse,
  omniBillingRequest,
  omniBillingResponse,
  sendOtpRequest,
  sendOtpResponse,
  statusAnswer,
  verifyOtpRequest,
  verifyOtpResponse,
} from '@bizline/domain/wire/checkout';
import { ynInput } from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { ownCart } from '../cart/own-cart';
import { requireAccessToken } from '../session/plugin';
import * as service from './service';
import { termsAndConditions } from './terms';

/** Form posts arrive flat ('contactInfo.firstName', 'contactInfo[firstName]'): nest them. */
function nestFormFields(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const path = key.replace(/\]/g, '').split(/[.[]/);
    if (path.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype'))
      continue;
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
  }
  return out;
}

const nestForm: preHandlerAsyncHookHandler = async (request) => {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded') && request.body) {
    request.body = nestFormFields(request.body as Record<string, unknown>);
  }
};

/** POST EnrollPFB: paperless billing enrolment (the payload is not shown by 002 §7). */
const enrollPfbRequest = z.object({ paperFreeBilling: ynInput.default('Y') });

export async function checkoutRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = [requireAccessToken(ctx), nestForm, ownCart];
  const tags = ['checkout'];
  const cartNote =
    "409 'No cart: qualify an address first' without a cart, 409 when the cart is empty.";
  const sequenceNote =
    "409 'Complete the … section first.' (field = the missing section) when an earlier " +
    'section of 002 §4 is not complete. Bad input: 400 with field and message; nothing changes.';
  const C = CHECKOUT_CALLS;

  // ----- Reading -----
  app.get(
    at(C.encryptionKey),
    {
      preValidation: [requireAccessToken(ctx)],
      schema: {
        tags,
        summary: 'Public key (RSA-OAEP SHA-256, JWK) the browser encrypts SSN and tax id to',
        response: { 200: encryptionKeyResponse },
      },
    },
    async () => {
      const key = ctx.providers.sensitive.publicKey();
      return { ...key, jwk: { ...key.jwk } };
    },
  );

  const reads = [
    [
      C.checkoutDetails,
      'Checkout of the cart: progress flags, saved answers, LQ contact (002 §3)',
      service.checkoutDetails,
    ],
    [C.checkout, 'The cart being checked out, priced, with the progress', service.checkoutCart],
    [C.cartInfo, 'The cart being checked out, priced (GetCartInfo)', service.checkoutCart],
    [C.checkoutData, 'Checkout data: objDOBBind (owners dates of birth)', service.checkoutData],
    [
      C.voiceOfferStatus,
      'Voice-offer status of the cart (BDV, VOICE or NONE)',
      service.voiceOfferStatus,
    ],
    [
      C.loaNext,
      'Letter of authorisation: whether it applies and its saved answers',
      service.loaNext,
    ],
    [C.broadbandLabel, "Broadband facts label of the cart's internet plan", service.broadbandLabel],
    [
      C.termsAndConditions,
      'The terms and conditions in effect: version, effective date and text',
      async (c: AppContext) => termsAndConditions(c),
    ],
  ] as const;
  for (const [call, summary, handler] of reads) {
    app.get(
      at(call),
      { preValidation, schema: { tags, summary, description: cartNote } },
      async (request) => handler(ctx, request.session),
    );
  }

  app.get(
    at(C.installments),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Installment lines priced from the cart (one-time 3, equipment 12, router 12)',
        description: cartNote,
        response: { 200: installmentsResponse },
      },
    },
    async (request) => service.installments(ctx, request.session),
  );

  // ----- Business info -----
  app.post(
    at(C.nextButtonBI),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Business info: contact and billing/shipping blocks; classic billing validation',
        description:
          'BillAddrValidatedStatus SUCCESS for the service address or a ZIP of the ZIP list in ' +
          'its state; otherwise FAILURE and retryCount + 1 (valid anyway after 3). ' +
          cartNote,
        body: nextButtonBIRequest,
        response: { 200: nextButtonBIResponse },
      },
    },
    async (request) => service.nextButtonBI(ctx, request.session, request.body),
  );

  app.post(
    at(C.omniBillingAddressValidate),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Billing address validation, new flow: description SUCCESS and statusCode 0',
        body: omniBillingRequest,
        response: { 200: omniBillingResponse },
      },
    },
    async (request) => service.omniBillingAddressValidate(ctx, request.session, request.body),
  );

  // ----- Credit check and passcode -----
  app.post(
    at(C.nextButtonCC),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Credit check: CreditCheckStatus SUCCESS (pass or deposit) or FAILURE',
        description: 'SSN and tax id encrypted to Checkout/EncryptionKey. ' + sequenceNote,
        body: creditCheckRequest,
        response: { 200: nextButtonCCResponse },
      },
    },
    async (request) => service.nextButtonCC(ctx, request.session, request.body),
  );

  app.post(
    at(C.creditCheckByCoA),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Credit check, new flow: outputField.icreditField.creditworthiness',
        description: sequenceNote,
        body: creditCheckRequest,
        response: { 200: creditCheckByCoAResponse },
      },
    },
    async (request) => service.creditCheckByCoA(ctx, request.session, request.body),
  );

  app.post(
    at(C.sendOtp),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Text a 6-digit passcode (valid 5 minutes) to smsNumber; replaces the old code',
        description: `At most ${service.OTP_MAX_SENDS_PER_HOUR} codes per number per hour (then 429). ${sequenceNote}`,
        body: sendOtpRequest,
        response: { 200: sendOtpResponse },
      },
    },
    async (request) => service.sendOtp(ctx, request.session, request.body),
  );

  app.post(
    at(C.verifyOtp),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Verify the passcode: single use, 5 minutes, 5 wrong tries then locked',
        description:
          'Refusals answer 400 with the reason (wrong with tries left, expired, locked).',
        body: verifyOtpRequest,
        response: { 200: verifyOtpResponse },
      },
    },
    async (request) => service.verifyOtp(ctx, request.session, request.body),
  );

  // ----- Deposit, installments and payment -----
  app.post(
    at(C.payDeposit),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Pay the refundable deposit the credit answer asked for (tokenised, charged)',
        description: sequenceNote,
        body: depositRequest,
        response: { 200: statusAnswer },
      },
    },
    async (request) => service.payDeposit(ctx, request.session, request.body),
  );

  app.post(
    at(C.nextButtonIPM),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Installments, paperless, autopay and payment method; answers the due dates',
        description: 'Card or bank numbers are kept only as a token and last four. ' + sequenceNote,
        body: nextButtonIPMRequest,
        response: { 200: nextButtonIPMResponse },
      },
    },
    async (request) => service.nextButtonIPM(ctx, request.session, request.body),
  );

  app.post(
    at(C.enrollPfb),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Paperless billing enrolment (paperFreeBilling Y/N)',
        description: sequenceNote,
        body: enrollPfbRequest,
      },
    },
    async (request) =>
      service.enrollPfb(ctx, request.session, {
        enroll: request.body.paperFreeBilling,
      }),
  );

  app.post(
    at(C.autoPayLog),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Autopay log: APEntrolled, AutoPayPmtType',
        description: sequenceNote,
        body: autoPayLogRequest,
        response: { 200: statusAnswer },
      },
    },
    async (request) => service.autoPayLog(ctx, request.session, request.body),
  );

  app.post(
    at(C.autoPayAuthorize),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Authorise autopay on the saved payment method',
        description: sequenceNote,
        response: { 200: statusAnswer },
      },
    },
    async (request) => service.autoPayAuthorize(ctx, request.session),
  );

  app.post(
    at(C.autoPayPaymentMethod),
    {
      preValidation,
      schema: {
        tags,
        summary: 'The autopay payment method: responseStatus, responseMessage',
        response: { 200: autoPayPaymentMethodResponse },
      },
    },
    async (request) => service.autoPayPaymentMethod(ctx, request.session),
  );

  // ----- Terms -----
  app.post(
    at(C.letterOfAuthorization),
    {
      preValidation,
      schema: {
        tags,
        summary:
          'Letter of authorisation (localService, intraLATA, interLATA, tDate, names, cNumber)',
        description: sequenceNote,
        body: letterOfAuthorizationRequest,
        response: { 200: statusAnswer },
      },
    },
    async (request) => service.letterOfAuthorization(ctx, request.session, request.body),
  );

  app.post(
    at(C.acceptTerms),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Accept the terms (tosCheck Y): the terms flag',
        description: sequenceNote,
        body: acceptTermsRequest,
      },
    },
    async (request) => service.acceptTerms(ctx, request.session, request.body),
  );
}
