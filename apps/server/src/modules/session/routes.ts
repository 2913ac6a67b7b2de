import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import type { FastifyRequest } from 'fastify';
import { currentSession, endSession, ensureSession } from './plugin';

const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

export async function sessionRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const handler = async (
    request: Parameters<typeof ensureSession>[0],
    reply: Parameters<typeof ensureSession>[1],
  ) => {
    const session = await ensureSession(request, reply);
    const { token, expiresIn } = ctx.tokens.issue(session.id);
    reply.header('Cache-Control', 'no-store');
    return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
  };
  // New sessions per client IP; calls with a live session are not counted.
  const newSessions = {
    rateLimit: {
      max: ctx.config.sessionRateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: async (request: FastifyRequest) => (await currentSession(request)) !== null,
    },
  };

  app.get(
    `${ctx.config.apiBase}/MicroBiz/GetApigeeToken`,
    {
      config: newSessions,
      schema: {
        tags: ['session'],
        summary: 'Access token for the address calls (000 §7, 002 §7)',
        description:
          'Creates the visitor session (HttpOnly cookie) when needed and answers a signed, ' +
          'short-lived token to send as `Authorization: Bearer` on address calls.',
        response: { 200: tokenResponse },
      },
    },
    handler,
  );

  // 002 §7: "A token refresh is also a POST (path not shown)".
  app.post(
    `${ctx.config.apiBase}/MicroBiz/RefreshApigeeToken`,
    {
      config: newSessions,
      schema: {
        tags: ['session'],
        summary: 'Refresh the access token (002 §7)',
        response: { 200: tokenResponse },
      },
    },
    handler,
  );

  // Beyond the spec: the referral kiosk resets for the next customer and must not
  // keep the last customer's server session. The cookie names the session; no token needed.
  app.post(
    `${ctx.config.apiBase}/MicroBiz/EndSession`,
    {
      schema: {
        tags: ['session'],
        summary: "End the visitor's session (referral kiosk reset): 204, cookie cleared",
        description:
          'Deletes the session named by the cookie and clears the cookie; 204 also without a ' +
          'session. The cart row stays (it may be a saved cart); the next GetApigeeToken starts ' +
          'a fresh session with no cart.',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      reply.header('Cache-Control', 'no-store');
      return reply.status(204).send(null);
    },
  );
}
