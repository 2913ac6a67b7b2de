/** POST Sms/Inbound: the SMS gateway's callback for texts customers send (docs/api.md). */
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { receiveSms } from './inbound';

const inboundResponse = z.object({
  Status: z.literal('SUCCESS'),
  /** What the text asked for: 'stop', 'start', or null for any other text (kept no further). */
  keyword: z.enum(['stop', 'start']).nullable(),
});

export async function noticeRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.apiBase}/Sms/Inbound`,
    {
      // A gateway relays every customer's reply from its few addresses: the API's limit, not a form's.
      config: { rateLimit: { max: ctx.config.apiRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['notices'],
        summary: 'A text a customer sent (the SMS gateway callback)',
        description:
          "The body is the SMS provider's (SmsProvider.parseInbound); the built-in provider " +
          'takes { from, text }. STOP ends texts to that number for all its orders; START ' +
          'turns them on again. Passcodes are sent whatever the number asked.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: inboundResponse },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      ...(await receiveSms(ctx, request.body)),
    }),
  );
}
