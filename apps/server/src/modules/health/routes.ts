import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../app';
import { isReachable } from '../../db/index';
import { publicConfig } from '../../config';
import { publicConfigSchema } from '@bizline/domain/app-config';

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
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (await isReachable(ctx.db)) return { status: 'ready' as const, database: ctx.db.dialect };
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
