/**
 * Customer saved-cart calls (002 §7 SaveOrder/*, issue 6; SAVED_CART_CALLS in
 * packages/domain/src/wire/saved-cart.ts). Thin: each handler calls one service function.
 * docs/api.md lists them; docs/decisions/014-saved-carts.md explains the gate.
 */
import { z } from 'zod';
import {
  SAVED_CART_CALLS,
  SAVED_CART_MESSAGES,
  doSaveOrderBody,
  getRetrievedOrderAnswer,
  getRetrievedOrderQuery,
  saveCartDefaultsAnswer,
  saveOrderAnswer,
  saveOrderConfirmationAnswer,
  unsubscribeQuery,
  verifySavedCartAnswer,
  verifySavedCartBody,
} from '@bizline/domain/wire/saved-cart';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { ensureSession, requireAccessToken, rotateSession } from '../session/plugin';
import * as service from './service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(brand: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(brand)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">
<main><h1>${escapeHtml(brand)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

export async function savedCartRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const C = SAVED_CART_CALLS;
  const tags = ['saved-cart'];
  const withToken = [requireAccessToken(ctx)];

  app.post(
    at(C.doSaveOrder),
    {
      preValidation: withToken,
      schema: {
        tags,
        summary: 'Save the cart and e-mail its retrieval link (002 §3 "Saved cart", §4, §5)',
        description:
          "Form or JSON. EMail: 'Please enter your valid email address.' when invalid. Kept 20 " +
          'days; the e-mail says the link is valid for ten days. Reminders unless ' +
          "SkipReminderMail 'Y'. 409 when the cart is empty or there is none.",
        body: doSaveOrderBody,
        response: { 200: saveOrderAnswer },
      },
    },
    async (request) => service.saveFromForm(ctx, app.sessions, request.session, request.body),
  );

  app.post(
    at(C.saveMyOrder),
    {
      preValidation: withToken,
      schema: {
        tags,
        summary: 'Save with the e-mail already known (last save, business info, address page)',
        description: `Empty body. 400 '${SAVED_CART_MESSAGES.noEmailKnown}' when none is known.`,
        response: { 200: saveOrderAnswer },
      },
    },
    async (request) => service.saveWithKnownEmail(ctx, app.sessions, request.session),
  );

  app.get(
    at(C.saveOrderConfirmation),
    {
      preValidation: withToken,
      schema: {
        tags,
        summary: "What the 'Email sent' page shows (masked e-mail); 404 without a save",
        response: { 200: saveOrderConfirmationAnswer },
      },
    },
    async (request) => service.saveConfirmation(ctx, request.session),
  );

  app.get(
    at(C.saveCartDefaults),
    {
      preValidation: withToken,
      schema: {
        tags,
        summary: 'The e-mail the save-cart form starts with (bizline, issue 10 §5)',
        description:
          'The e-mail this visit already gave: the last save of the cart, the checkout business ' +
          "info, then the address page (EmailLQ); '' when none is known.",
        response: { 200: saveCartDefaultsAnswer },
      },
    },
    async (request) => service.saveCartDefaults(ctx, request.session),
  );

  app.post(
    at(C.verifySavedCart),
    {
      // Per client IP: each call may create a session before its captcha is checked.
      config: { rateLimit: { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The saved-cart verification gate (002 §4, §5): e-mail + captcha',
        description:
          'Session cookie only (created if missing). 400 bad input or captcha; 403 the ' +
          'configured SAVED_CART_GATE_ERROR when the e-mail is not one of the cart contacts; 404 ' +
          `'${SAVED_CART_MESSAGES.notFound}' for unknown and expired ids alike; 429 after 5 ` +
          'failures per cart or 20 per client within an hour. Success: the session holds the cart.',
        body: verifySavedCartBody,
        response: { 200: verifySavedCartAnswer },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(request, reply);
      const answer = await service.verifySavedCart(ctx, app.sessions, session, {
        email: request.body.email,
        cartId: request.body.sessionId,
        altcha: request.body.altcha,
        clientKey: request.ip,
      });
      // The session now holds someone's cart: a cookie planted before the gate must not gain
      // it (session fixation), so the session goes on under a new cookie secret.
      await rotateSession(request, reply);
      return answer;
    },
  );

  app.get(
    at(C.getRetrievedOrder),
    {
      preValidation: withToken,
      schema: {
        tags,
        summary: 'Open the saved cart after the gate (002 §4 "Cart retrieval")',
        description:
          `403 '${SAVED_CART_MESSAGES.verifyFirst}' unless this session passed the gate for the ` +
          'cart (nothing of the cart is sent). The cart is re-qualified first: services the ' +
          'address no longer gets, or plans no longer sold, leave it. changes lists them (now ' +
          'null) and the prices changed since the save. JointOfferSaveCart: the saved-cart offer ' +
          '(002 §3), prices without minus sign.',
        querystring: getRetrievedOrderQuery,
        response: { 200: getRetrievedOrderAnswer },
      },
    },
    async (request) =>
      service.retrieveSavedCart(
        ctx,
        request.session,
        request.query.scartid || request.query.scartId,
      ),
  );

  app.get(
    at(C.unsubscribe),
    {
      schema: {
        tags,
        summary: 'Stop the reminder e-mails of a saved cart (link in every e-mail)',
        querystring: unsubscribeQuery,
        response: { 200: z.string(), 404: z.string() },
      },
    },
    async (request, reply) => {
      const done = await service.unsubscribe(ctx, request.query.token);
      const brand = ctx.config.brand.companyName;
      return reply
        .status(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          page(
            brand,
            done ? SAVED_CART_MESSAGES.unsubscribed : SAVED_CART_MESSAGES.unsubscribeInvalid,
          ),
        );
    },
  );
}
