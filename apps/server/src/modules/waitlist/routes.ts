/** Waitlist/Register and Qualify/RequestCallback (paths not shown by the spec: docs/api.md). */
import {
  ENTRY_CALLS,
  requestCallbackBody,
  requestCallbackResponse,
  waitlistRegisterBody,
  waitlistRegisterResponse,
} from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { currentSession } from '../session/plugin';
import { registerWaitlist, requestCallback } from './service';

export async function waitlistRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const rateLimit = { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    `${api}/${ENTRY_CALLS.waitlistRegister.path}`,
    {
      config: { rateLimit },
      schema: {
        tags: ['waitlist'],
        summary: 'Waitlist registration (000 §2 screen 8, §3, §5)',
        description:
          "Validated with the 000 §5 rules ('Invalid firstname'...). The same e-mail (any case) " +
          'and address twice is one registration: alreadyRegistered true, same registrationId.',
        body: waitlistRegisterBody,
        response: { 200: waitlistRegisterResponse },
      },
    },
    async (request) => {
      const session = await currentSession(request);
      const result = await registerWaitlist(ctx.db, request.body, session?.id ?? null);
      return { Status: 'SUCCESS' as const, ...result };
    },
  );

  app.post(
    `${api}/${ENTRY_CALLS.requestCallback.path}`,
    {
      config: { rateLimit },
      schema: {
        tags: ['waitlist'],
        summary: "Call-back request ('Talk to Us' on /pending-order, 'I can't find my address')",
        body: requestCallbackBody,
        response: { 200: requestCallbackResponse },
      },
    },
    async (request) => {
      const session = await currentSession(request);
      const cartId = session?.data.cartId;
      const reference = await requestCallback(
        ctx.db,
        request.body,
        session
          ? { id: session.id, cartId: typeof cartId === 'string' ? cartId : undefined }
          : null,
      );
      request.log.info(
        { callback: { reference, reason: request.body.reason } },
        'call-back requested',
      );
      return { Status: 'SUCCESS' as const, reference };
    },
  );
}
