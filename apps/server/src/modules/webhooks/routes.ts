/** The console's webhook calls, admin only: thin handlers over admin.ts. */
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
  rotateSecretBody,
  sendTestBody,
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
  rotateWebhookSecret,
  sendTestEvent,
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
    async () => ({
      endpoints: await listWebhookEndpoints(ctx),
      events: [...WEBHOOK_EVENTS],
      disableAfterHours: ctx.config.webhookDisableAfterHours,
    }),
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

  calls.change(
    CALLS.rotateSecret,
    {
      summary:
        "Rotate an endpoint's signing secret (admin): the new one is answered once; the old one also signs for the overlap (0-24 hours)",
      body: rotateSecretBody,
      response: createWebhookAnswer,
    },
    async ({ id, overlapHours }, request) =>
      rotateWebhookSecret(ctx, await adminActor(request), id, overlapHours),
  );

  calls.change(
    CALLS.sendTest,
    {
      summary: 'Send a test event (type ping) to an endpoint (admin), through the delivery job',
      body: sendTestBody,
      response: replayDeliveryAnswer,
    },
    async ({ id }, request) => ({
      delivery: await sendTestEvent(ctx, await adminActor(request), id),
    }),
  );

  calls.read(
    CALLS.deliveries,
    {
      summary:
        'Webhook deliveries with every attempt, newest first (admin); by endpoint, event type, outcome',
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
