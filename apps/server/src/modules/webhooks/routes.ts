/** The console's webhook calls (issue 14), admin only: thin handlers over admin.ts. */
import { ADMIN_ONLY } from '@bizline/domain/console/access';
import { WEBHOOK_EVENTS } from '@bizline/domain/integrations/webhook-events';
import {
  CONSOLE_INTEGRATION_CALLS as CALLS,
  createWebhookAnswer,
  createWebhookBody,
  deliveryListAnswer,
  deliveryListQuery,
  replayDeliveryAnswer,
  replayDeliveryBody,
  setWebhookActiveBody,
  webhookEndpointAnswer,
  webhookListAnswer,
} from '@bizline/domain/wire/console/integrations';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { staffCalls } from '../staff/console-calls';
import { staffActor } from '../staff/plugin';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayDelivery,
  setWebhookActive,
} from './admin';
import type { AdminActor } from './audit';

/** The signed-in admin (requireStaff ran first), as the audit log and created_by name them. */
export async function adminActor(request: FastifyRequest): Promise<AdminActor> {
  const actor = await staffActor(request);
  if (actor === 'cli') throw new Error('an admin call without a signed-in admin');
  return actor;
}

export async function webhookRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const calls = staffCalls(app, ctx, ['staff'], ADMIN_ONLY);

  calls.read(
    CALLS.webhooks,
    {
      summary: 'Webhook endpoints (admin): URL, events, active, the first characters of the secret',
      response: webhookListAnswer,
    },
    async () => ({ endpoints: await listWebhookEndpoints(ctx), events: [...WEBHOOK_EVENTS] }),
  );

  calls.change(
    CALLS.createWebhook,
    {
      summary: 'Add a webhook endpoint (admin); the answer holds its signing secret, shown once',
      body: createWebhookBody,
      response: createWebhookAnswer,
    },
    async (body, request) => createWebhookEndpoint(ctx, await adminActor(request), body),
  );

  calls.change(
    CALLS.setWebhookActive,
    {
      summary: 'Disable (or enable again) a webhook endpoint (admin)',
      body: setWebhookActiveBody,
      response: webhookEndpointAnswer,
    },
    async ({ id, active }, request) => ({
      endpoint: await setWebhookActive(ctx, await adminActor(request), id, active),
    }),
  );

  calls.read(
    CALLS.deliveries,
    {
      summary: 'Webhook deliveries with every attempt, newest first (admin)',
      querystring: deliveryListQuery,
      response: deliveryListAnswer,
    },
    async (query) => listWebhookDeliveries(ctx, query),
  );

  calls.change(
    CALLS.replay,
    {
      summary:
        'Replay a delivery by hand (admin): a new delivery of the same event (same body and event id)',
      body: replayDeliveryBody,
      response: replayDeliveryAnswer,
    },
    async (body, request) => ({
      delivery: await replayDelivery(ctx, await adminActor(request), body.id),
    }),
  );
}
