/**
 * The UI event log and the client error log. Anyone may post (the storefront sends
 * them fire-and-forget, also before it has a token), so both are bounded: a small
 * body, capped fields, a rate per session and a rate per client IP; rows are swept after
 * LOG_RETENTION_DAYS (service.purgeOldLogs).
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { overLimit, sessionOrClientKey } from '../../limits/counters';
import { currentSession } from '../session/plugin';
import {
  ERROR_LOG_BODY_LIMIT,
  EVENT_LOG_BODY_LIMIT,
  errorLogBody,
  eventLogBody,
  statusSuccess,
} from './schemas';
import { recordClientError, recordEvent } from './service';

/** Per client IP, this many times the per-session rate (several visitors behind one address). */
export const PER_CLIENT_FACTOR = 4;

export async function eventRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const perSession = ctx.config.eventLogRateLimitPerMinute;
  const perClient = {
    rateLimit: { max: perSession * PER_CLIENT_FACTOR, timeWindow: '1 minute' },
  };
  /** The per-session rate of one call (the visitor's address when there is no session). */
  const limitPerSession =
    (call: string): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      const session = await currentSession(request);
      const key = `${call}|${sessionOrClientKey(request, session?.id)}`;
      if (await overLimit(app.limits, reply, key, perSession, 60_000)) return reply;
    };

  /** One log call: its body cap, its own per-session rate and where its rows go. */
  const logCall = <B extends typeof eventLogBody | typeof errorLogBody>(
    path: string,
    log: { call: string; bodyLimit: number; summary: string; body: B },
    record: (body: z.output<B>, sessionId: string | undefined) => Promise<void>,
  ) =>
    app.post(
      `${api}/${path}`,
      {
        bodyLimit: log.bodyLimit,
        config: perClient,
        preHandler: limitPerSession(log.call),
        schema: {
          tags: ['events'],
          summary: log.summary,
          description: `At most ${log.bodyLimit / 1024} KB; rate-limited per session and per client (docs/security.md).`,
          body: log.body as z.ZodType,
          response: { 200: statusSuccess },
        },
      },
      async (request) => {
        const session = await currentSession(request);
        await record(request.body as z.output<B>, session?.id);
        return { Status: 'SUCCESS' as const };
      },
    );

  logCall(
    'EventLog/Save',
    {
      call: 'event',
      bodyLimit: EVENT_LOG_BODY_LIMIT,
      summary: 'Store a UI event (002 §7, §9); sent fire-and-forget by the storefront',
      body: eventLogBody,
    },
    (body, sessionId) => recordEvent(ctx.db, body, sessionId),
  );
  logCall(
    'ErrLogger/GetLog',
    {
      call: 'error',
      bodyLimit: ERROR_LOG_BODY_LIMIT,
      summary: 'Record a client-side failure: message and url (002 §7 ErrLogger/GetLog)',
      body: errorLogBody,
    },
    (body, sessionId) => recordClientError(ctx.db, body, sessionId),
  );
}
