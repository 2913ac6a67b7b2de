/** The console's API key calls (issue 14), admin only: thin handlers over api-keys.ts. */
import { ADMIN_ONLY } from '@bizline/domain/console/access';
import {
  CONSOLE_INTEGRATION_CALLS as CALLS,
  apiKeyAnswer,
  apiKeyListAnswer,
  createApiKeyAnswer,
  createApiKeyBody,
  revokeApiKeyBody,
} from '@bizline/domain/wire/console/integrations';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { requireStaff } from '../staff/plugin';
import { adminActor } from '../webhooks/routes';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

export async function apiKeyRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const admin = requireStaff(ctx, ADMIN_ONLY);
  const tags = ['staff'];

  app.get(
    `${api}/${CALLS.apiKeys.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'TMF622 API keys (admin): name, first characters, created, last used, revoked',
        response: { 200: apiKeyListAnswer },
      },
    },
    async () => ({ Status: 'SUCCESS' as const, keys: await listApiKeys(ctx) }),
  );

  app.post(
    `${api}/${CALLS.createApiKey.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Create a TMF622 API key (admin); the answer holds the key, shown once',
        body: createApiKeyBody,
        response: { 200: createApiKeyAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      ...(await createApiKey(ctx, await adminActor(request), request.body.name)),
    }),
  );

  app.post(
    `${api}/${CALLS.revokeApiKey.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Revoke a TMF622 API key (admin): calls with it are refused from now on',
        body: revokeApiKeyBody,
        response: { 200: apiKeyAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      key: await revokeApiKey(ctx, await adminActor(request), request.body.id),
    }),
  );
}
