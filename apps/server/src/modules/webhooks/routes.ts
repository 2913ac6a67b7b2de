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
import { requireStaff, staffActor } from '../staff/plugin';
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
  const api = ctx.config.apiBase;
  const admin = requireStaff(ctx, ADMIN_ONLY);
  const tags = ['staff'];

  app.get(
    `${api}/${CALLS.webhooks.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Webhook endpoints (admin): URL, events, active, the first characters of the secret',
        response: { 200: webhookListAnswer },
      },
    },
    async () => ({
      Status: 'SUCCESS' as const,
      endpoints: await listWebhookEndpoints(ctx),
      events: [...WEBHOOK_EVENTS],
    }),
  );

  app.post(
    `${api}/${CALLS.createWebhook.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Add a webhook endpoint (admin); the answer holds its signing secret, shown once',
        body: createWebhookBody,
        response: { 200: createWebhookAnswer },
      },
    },
    async (request) => {
      const made = await createWebhookEndpoint(ctx, await adminActor(request), request.body);
      return { Status: 'SUCCESS' as const, ...made };
    },
  );

  app.post(
    `${api}/${CALLS.setWebhookActive.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Disable (or enable again) a webhook endpoint (admin)',
        body: setWebhookActiveBody,
        response: { 200: webhookEndpointAnswer },
      },
    },
    async (request) => {
      const { id, active } = request.body;
      const endpoint = await setWebhookActive(ctx, await adminActor(request), id, active);
      return { Status: 'SUCCESS' as const, endpoint };
    },
  );

  app.get(
    `${api}/${CALLS.deliveries.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Webhook deliveries with every attempt, newest first (admin)',
        querystring: deliveryListQuery,
        response: { 200: deliveryListAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      ...(await listWebhookDeliveries(ctx, request.query)),
    }),
  );

  app.post(
    `${api}/${CALLS.replay.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Replay a delivery by hand (admin): a new delivery of the same event (same body and event id)',
        body: replayDeliveryBody,
        response: { 200: replayDeliveryAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      delivery: await replayDelivery(ctx, await adminActor(request), request.body.id),
    }),
  );
}
