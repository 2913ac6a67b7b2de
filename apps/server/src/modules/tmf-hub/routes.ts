/**
 * TMF622's hub (TMF630 notifications, docs/integration.md "TMF hub"): POST …/hub registers a
 * listener (`callback`, optional `query`) for the calling key and answers 201 with its id and
 * its signing secret, shown this once; DELETE …/hub/{id} unregisters one of the key's listeners
 * (204; 404 when unknown or another key's). Both need the key's `hub` scope. The callback must
 * pass the outbound rules (security/outbound.ts), else 400 with the reason.
 */
import { TMF622_BASE } from '@bizline/domain/wire/tmf622';
import { hubRegistration, type EventSubscription } from '@bizline/domain/wire/tmf-hub';
import type { AppContext } from '../../context';
import { OutboundRefused, assertOutboundUrl } from '../../security/outbound';
import type { ZodApp } from '../../zod-app';
import { tmfCall } from '../tmf622/api-keys';
import { sendTmfError } from '../tmf622/errors';
import { newWebhookSecret } from '../webhooks/signing';
import { parseHubQuery } from './query';
import { insertListener, stopListener } from './repo';

const HUB = `${TMF622_BASE}/hub`;

export async function tmfHubRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const hub = tmfCall(ctx, 'hub');

  app.post(HUB, hub, async (request, reply) => {
    const parsed = hubRegistration.safeParse(request.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
        .join('; ');
      return sendTmfError(reply, 400, message);
    }
    const { callback, query } = parsed.data;
    const problem = parseHubQuery(query);
    if (typeof problem === 'string') return sendTmfError(reply, 400, problem);
    try {
      await assertOutboundUrl(callback, ctx.config.outbound);
    } catch (e) {
      if (!(e instanceof OutboundRefused)) throw e;
      return sendTmfError(reply, 400, `callback refused: ${e.reason}`, 'Callback refused');
    }
    const integration = request.tmfIntegration!;
    const secret = newWebhookSecret();
    const id = await insertListener(ctx.db.kysely, {
      url: callback,
      query: query || null,
      secret,
      apiKeyId: integration.id,
      by: `api:${integration.name}`,
      at: new Date().toISOString(),
    });
    const answer: EventSubscription = {
      id: String(id),
      callback,
      ...(query ? { query } : {}),
      secret,
    };
    return reply.status(201).header('location', `${HUB}/${id}`).send(answer);
  });

  app.delete<{ Params: { id: string } }>(`${HUB}/:id`, hub, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const at = new Date().toISOString();
    if (!id || !(await stopListener(ctx.db.kysely, id, request.tmfIntegration!.id, at))) {
      return sendTmfError(reply, 404, `No hub listener with id ${request.params.id.slice(0, 50)}.`);
    }
    return reply.status(204).send();
  });
}
