import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { isReachable } from '../../db/index';
import { publicConfig } from '../../config';
import { publicConfigSchema } from '@bizline/domain/app-config';

/** /readyz answers 503 when the database has not answered `select 1` within this. */
const READY_TIMEOUT_MS = 1500;

export async function healthRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers (503 within 2 s when it does not)',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      // Answers within READY_TIMEOUT_MS whatever the database does (frozen, unreachable).
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
      });
      const reachable = await Promise.race([isReachable(ctx.db), timeout]);
      clearTimeout(timer);
      if (reachable) return { status: 'ready' as const, database: ctx.db.dialect };
      reply.header('retry-after', '5');
      return reply.status(503).send({ status: 'unavailable' as const, database: ctx.db.dialect });
    },
  );

  app.get(
    `${ctx.config.apiBase}/AppConfig`,
    {
      schema: {
        tags: ['content'],
        summary: 'Public configuration: brand, feature flags and bases',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig(ctx.config),
  );
}
