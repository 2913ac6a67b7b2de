/**
 * The internal abandoned-cart generator (002 §5, §6; ABANDONED_CART_CALLS in
 * packages/domain/src/wire/abandoned-cart.ts). Staff accounts with the 'staff' role only.
 */
import {
  ABANDONED_CART_CALLS,
  ABANDONED_CART_MAX_ROWS,
  generateAbandonedCartsAnswer,
  generateAbandonedCartsBody,
} from '@bizline/domain/wire/abandoned-cart';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import type { AppContext } from '../../context';
import { routeOptions, type ZodApp } from '../../zod-app';
import { requireStaff, staffActor } from '../staff/plugin';
import { generateAbandonedCarts } from './service';

export async function abandonedCartRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.apiBase}/${ABANDONED_CART_CALLS.generate.path}`,
    routeOptions(['abandoned-cart'], [requireStaff(ctx, ['staff'])])(
      'Create and save carts for bulk rows (002 §6 abandoned-cart tool)',
      {
        description:
          `Staff only (401 not signed in, 403 other roles). 400 '${ERROR_MESSAGES.abandonedCartEmailInvalid}' ` +
          `without a valid targetEmail; 1 to ${ABANDONED_CART_MAX_ROWS} rows. Each row is ` +
          'qualified in its own session, filled per 002 §6 and saved; its link is e-mailed to ' +
          'targetEmail. Every row gets a result; a failed row does not stop the others.',
        body: generateAbandonedCartsBody,
        response: { 200: generateAbandonedCartsAnswer },
      },
    ),
    async (request) => ({
      Status: 'SUCCESS' as const,
      results: await generateAbandonedCarts(
        ctx,
        app.sessions,
        request.body,
        await staffActor(request),
      ),
    }),
  );
}
