/**
 * Quote-based (optix) checkout calls of 002 §7 (CHECKOUT_CALLS omni* / *ByCoA in
 * packages/domain/src/wire/checkout.ts). Thin: each handler calls one service function. Every
 * call needs the Bearer token and acts on the session's cart; they exist only while the
 * optixCheckout feature flag is on (like the two storefront pages).
 */
import { z } from 'zod';
import {
  CHECKOUT_CALLS,
  IDEMPOTENCY_HEADER,
  dueDatesByCoARequest,
  dueDatesByCoAResponse,
  omniCartInfoRequest,
  omniCartInfoResponse,
  omniCartSummary,
  omniOloDetailsRequest,
  setDueDatesByCoARequest,
  setDueDatesByCoAResponse,
  statusAnswer,
  submitQuotesOrderResponse,
} from '@bizline/domain/wire/checkout';
import type { ZodApp } from '../../zod-app';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import { requireAccessToken } from '../session/plugin';
import {
  dueDatesByCoA,
  omniCartInfo,
  omniCartSummaryOf,
  saveOloDetails,
  setDueDatesByCoA,
  submitQuotesOrder,
} from './service';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

export async function quoteRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  if (!ctx.config.features.optixCheckout) return;
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = [requireAccessToken(ctx)];
  const tags = ['quote checkout'];
  const noQuote = "409 'Open a price quote first' before Checkout/OmniCartInfo.";

  app.post(
    at(CHECKOUT_CALLS.omniCartInfo),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Omni cart info (002 §7): open a price quote of the qualified address',
        description:
          "404 when the quote is not one of the session's address; Status 'active', 'expired' " +
          "(past its expiry: the storefront flags the omni-cart error) or 'ordered'.",
        body: omniCartInfoRequest,
        response: { 200: omniCartInfoResponse },
      },
    },
    async (request) =>
      omniCartInfo(ctx, app.sessions, request.session, request.body.PriceQuoteNumber),
  );

  app.get(
    at(CHECKOUT_CALLS.omniCartSummary),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Omni cart summary (002 §3) of the opened quote',
        description: noQuote,
        response: { 200: omniCartSummary },
      },
    },
    async (request) => omniCartSummaryOf(ctx, request.session),
  );

  app.post(
    at(CHECKOUT_CALLS.omniOloDetails),
    {
      preValidation,
      schema: {
        tags,
        summary: 'OmniOLODetails (002 §7): the contact of the quote order',
        description: `Names, e-mail and mobile checked with the 000 §5 rules (400 naming the field). ${noQuote}`,
        body: omniOloDetailsRequest,
        response: { 200: statusAnswer },
      },
    },
    async (request) => saveOloDetails(ctx, app.sessions, request.session, request.body),
  );

  app.post(
    at(CHECKOUT_CALLS.dueDatesByCoA),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Due dates by CoA (002 §3): the raw quote-based due-date answer',
        description: `Free technician slots of the address's area. ${noQuote}`,
        body: dueDatesByCoARequest,
        response: { 200: dueDatesByCoAResponse },
      },
    },
    async (request) => dueDatesByCoA(ctx, request.session, request.body.InstallationType),
  );

  app.post(
    at(CHECKOUT_CALLS.setDueDatesByCoA),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Set due dates by CoA (002 §7): hold the chosen slot',
        description:
          "First entry's messageField 'success', or 'Selected Slot in the given Due Date is not " +
          "available.  Please select other Slot/Date' when the slot is full.",
        body: setDueDatesByCoARequest,
        response: { 200: setDueDatesByCoAResponse },
      },
    },
    async (request) => setDueDatesByCoA(ctx, app.sessions, request.session, request.body),
  );

  app.post(
    at(CHECKOUT_CALLS.submitQuotesOrderByCoA),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Submit quotes order by CoA (002 §7): the order of the opened quote',
        description:
          `Header ${IDEMPOTENCY_HEADER} required (16-64 letters, digits or dashes; a UUID): the ` +
          'same key answers the same order. 409 without contact details or a held slot.',
        headers: z.object({ [IDEMPOTENCY_HEADER.toLowerCase()]: z.string().optional() }).loose(),
        response: { 200: submitQuotesOrderResponse },
      },
    },
    async (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw badRequest(
          `The ${IDEMPOTENCY_HEADER} header must be a UUID (16-64 letters, digits or dashes)`,
          IDEMPOTENCY_HEADER,
        );
      }
      return submitQuotesOrder(ctx, request.session, key);
    },
  );
}
