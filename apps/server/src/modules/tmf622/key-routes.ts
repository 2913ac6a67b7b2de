/** The console's API key calls, admin only: thin handlers over api-keys.ts. */
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
import { staffCalls } from '../staff/console-calls';
import { adminActor } from '../webhooks/routes';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

export async function apiKeyRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const calls = staffCalls(app, ctx, ['staff'], ADMIN_ONLY);

  calls.read(
    CALLS.apiKeys,
    {
      summary: 'TMF API keys (admin): name, first characters, scopes, expiry, last used, revoked',
      response: apiKeyListAnswer,
    },
    async () => ({ keys: await listApiKeys(ctx) }),
  );

  calls.change(
    CALLS.createApiKey,
    {
      summary: 'Create a TMF API key with its scopes and expiry (admin); the key is shown once',
      body: createApiKeyBody,
      response: createApiKeyAnswer,
    },
    async (body, request) => createApiKey(ctx, await adminActor(request), body),
  );

  calls.change(
    CALLS.revokeApiKey,
    {
      summary: 'Revoke a TMF API key (admin): calls with it are refused from now on',
      body: revokeApiKeyBody,
      response: apiKeyAnswer,
    },
    async (body, request) => ({ key: await revokeApiKey(ctx, await adminActor(request), body.id) }),
  );
}
