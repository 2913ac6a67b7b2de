/** Address calls (000 §7). Every one requires the Bearer access token (000 §6, 002 §7). */
import type { AppContext } from '../../context';
import type { ZodApp } from '../../app';
import { requireAccessToken } from '../session/plugin';
import { zipListQuery, zipListResponse } from './schemas';
import { lookupZips } from './service';

export async function addressRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  // Checked before validation, so a caller without a token learns nothing about the inputs.
  const preValidation = requireAccessToken(ctx);

  app.get(
    `${api}/Address/GetZipList`,
    {
      preValidation,
      schema: {
        tags: ['address'],
        summary: 'Zip lookup (000 §7): ZIP list entries starting with the digits typed',
        description:
          'zip is 1 to 5 digits; answers up to `limit` (default 10) entries, lowest ZIP first. ' +
          'An unknown ZIP answers an empty list.',
        querystring: zipListQuery,
        response: { 200: zipListResponse },
      },
    },
    async (request) => ({ zips: await lookupZips(ctx.db, request.query.zip, request.query.limit) }),
  );
}
