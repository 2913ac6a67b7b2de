/**
 * The console's funnel (FUNNEL_CALLS in packages/domain/src/wire/console/funnel.ts): every
 * signed-in staff role. Thin: the days come from service.ts.
 */
import { FUNNEL_CALLS, funnelAnswer, funnelQuery } from '@bizline/domain/wire/console/funnel';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { requireStaff } from '../staff/plugin';
import { funnelCsv, funnelDays } from './service';

export async function funnelRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (path: string) => `${ctx.config.apiBase}/${path}`;
  const preValidation = [requireStaff(ctx)];
  const tags = ['console-funnel'];

  app.get(
    at(FUNNEL_CALLS.days.path),
    {
      preValidation,
      schema: {
        tags,
        summary: 'The funnel per day: checks, qualified by outcome, customise, checkout, orders',
        description:
          'Every signed-in staff role (401/403). One row per day of from..to (at most a year), ' +
          'for one channel (web, agent, kiosk) or all; read from the daily rollup plus the ' +
          'events it has not reached yet. 400 for a reversed or too long range.',
        querystring: funnelQuery,
        response: { 200: funnelAnswer },
      },
    },
    async (request) => funnelDays(ctx, request.query),
  );

  app.get(
    at(FUNNEL_CALLS.csv.path),
    {
      preValidation,
      schema: {
        tags,
        summary: 'The same days as CSV (text/csv, an attachment)',
        querystring: funnelQuery,
      },
    },
    async (request, reply) => {
      const answer = await funnelDays(ctx, request.query);
      const name = `funnel-${answer.from}-to-${answer.to}${answer.channel ? `-${answer.channel}` : ''}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(funnelCsv(answer));
    },
  );
}
