/** Captcha/Challenge: an ALTCHA challenge for the bulk tool (000 §2 screen 6, §4). */
import { ENTRY_CALLS, captchaChallenge } from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { newChallenge } from './service';

export async function captchaRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.apiBase}/${ENTRY_CALLS.captchaChallenge.path}`,
    {
      config: { rateLimit: { max: ctx.config.formRateLimitPerMinute * 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: 'Captcha challenge (ALTCHA proof of work) for the bulk address tool',
        description:
          'Hand it to the altcha widget (challengejson). The solved payload is accepted once, ' +
          'within 10 minutes.',
        response: { 200: captchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return newChallenge(ctx);
    },
  );
}
