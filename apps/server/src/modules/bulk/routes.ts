/** Qualify/BulkAddress (000 §3, §7; path not shown by the spec: docs/api.md). */
import { ENTRY_CALLS, bulkAddressBody, bulkAddressResponse } from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { badRequest } from '../../http-errors';
import { CAPTCHA_MESSAGES, consumeSolution } from '../captcha/service';
import { qualifyBulk } from './service';

export async function bulkRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.apiBase}/${ENTRY_CALLS.bulkAddress.path}`,
    {
      config: { rateLimit: { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['bulk'],
        summary: 'Bulk address qualification (000 §3, §7): up to 25 addresses, captcha required',
        description:
          "QueryType 'bulk-address'; captcha is the solved Captcha/Challenge payload, accepted " +
          'once. One result per input row, in order: FOUND, NEEDS_UNIT (the building has units ' +
          'and addressLine2 names none of them) or NOT_FOUND.',
        body: bulkAddressBody,
        response: { 200: bulkAddressResponse },
      },
    },
    async (request) => {
      const check = await consumeSolution(ctx.db, request.body.captcha);
      if (check !== 'ok') throw badRequest(CAPTCHA_MESSAGES[check], 'captcha');
      const response = await qualifyBulk(ctx, request.body.inputAddress);
      request.log.info(
        {
          bulk: {
            rows: response.length,
            found: response.filter((r) => r.status !== 'NOT_FOUND').length,
          },
        },
        'bulk qualification',
      );
      return { response };
    },
  );
}
