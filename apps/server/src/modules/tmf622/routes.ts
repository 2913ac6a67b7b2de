/**
 * TMF622 Product Ordering Management v4 under /tmf-api/productOrderingManagement/v4: GET
 * productOrder (TMF630 filters, first-level and dotted, `fields`, offset/limit, X-Total-Count and
 * X-Result-Count, 206 for a partial page), GET productOrder/{id}, PATCH productOrder/{id}
 * (merge-patch of the state), the cancelProductOrder task (POST, GET list and by id), its own
 * OpenAPI document and the JSON schema of its RelatedParty extension. Every call but the two
 * documents needs an API key; errors answer in TMF630's shape. Left out of the storefront's
 * OpenAPI document (hide).
 */
import {
  RELATED_PARTY_EXTENSION,
  TMF622_BASE,
  TMF622_PATCHABLE,
  cancelProductOrderCreate,
  cancelProductOrderListQuery,
  productOrderListQuery,
  productOrderPatch,
} from '@bizline/domain/wire/tmf622';
import type { ZodError } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-errors';
import { parseJsonBody } from '../../security/request-guards';
import type { ZodApp } from '../../zod-app';
import { tmfCall } from './api-keys';
import { answerErrorsInTmfShape, sendTmfError } from './errors';
import {
  createCancelProductOrder,
  getCancelProductOrder,
  listCancelProductOrders,
} from './cancel-product-order';
import { relatedPartySchema, tmf622Document } from './openapi';
import { selectFields } from './product-order';
import { getProductOrder, listProductOrders, patchProductOrder } from './service';

const OTHER_METHODS = ['POST', 'PUT', 'DELETE'] as const;
const send = sendTmfError;

const zodMessage = (e: ZodError) =>
  e.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

export async function tmf622Routes(app: ZodApp, ctx: AppContext): Promise<void> {
  const base = TMF622_BASE;
  answerErrorsInTmfShape(app, base);
  // A merge-patch body is JSON (RFC 7386), read with the same guards as JSON.
  app.addContentTypeParser(
    'application/merge-patch+json',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string));
      } catch (e) {
        done(e as Error, undefined);
      }
    },
  );

  // Reading orders needs the key's orders:read scope, changing them orders:write (api-keys.ts).
  const secured = tmfCall(ctx, 'orders:read');
  const changing = tmfCall(ctx, 'orders:write');

  app.get(`${base}/openapi.json`, { schema: { hide: true } }, async () =>
    tmf622Document(ctx.config.publicUrl),
  );

  // The parties' @schemaLocation: the RelatedParty extension that carries contactMedium.
  app.get(
    `${base}/schema/${RELATED_PARTY_EXTENSION}.schema.json`,
    { schema: { hide: true } },
    async () => relatedPartySchema(ctx.config.publicUrl),
  );

  app.get(`${base}/productOrder`, secured, async (request, reply) => {
    const parsed = productOrderListQuery.safeParse(request.query);
    if (!parsed.success) return send(reply, 400, zodMessage(parsed.error));
    const { orders, total } = await listProductOrders(ctx, parsed.data);
    const partial = parsed.data.offset + orders.length < total;
    return reply
      .status(partial ? 206 : 200)
      .header('x-total-count', String(total))
      .header('x-result-count', String(orders.length))
      .send(orders);
  });

  app.get<{ Params: { id: string }; Querystring: { fields?: string } }>(
    `${base}/productOrder/:id`,
    secured,
    async (request, reply) => {
      const order = await getProductOrder(ctx, request.params.id);
      if (!order) return send(reply, 404, `No product order with id ${request.params.id}.`);
      return selectFields(order, request.query.fields);
    },
  );

  // Creating and deleting orders stay the storefront's: say so instead of a storefront page.
  app.route({
    method: [...OTHER_METHODS],
    url: `${base}/productOrder`,
    schema: { hide: true },
    handler: (_request, reply) =>
      send(reply.header('allow', 'GET'), 405, 'Product orders are listed here, not created.'),
  });
  app.route({
    method: [...OTHER_METHODS],
    url: `${base}/productOrder/:id`,
    schema: { hide: true },
    handler: (_request, reply) =>
      send(reply.header('allow', 'GET, PATCH'), 405, 'A product order is read or patched here.'),
  });
  app.route({
    method: ['GET', 'PATCH', ...OTHER_METHODS],
    url: `${base}/*`,
    schema: { hide: true },
    handler: (request, reply) =>
      send(reply, 404, `No TMF622 resource ${request.url.split('?')[0]!.slice(0, 200)}.`),
  });

  app.patch<{ Params: { id: string } }>(
    `${base}/productOrder/:id`,
    changing,
    async (request, reply) => {
      const parsed = productOrderPatch.safeParse(request.body);
      if (!parsed.success) {
        const message = `${zodMessage(parsed.error)} (patchable: ${TMF622_PATCHABLE.join(', ')})`;
        return send(reply, 400, message);
      }
      try {
        const order = await patchProductOrder(
          ctx,
          request.tmfIntegration!,
          request.params.id,
          parsed.data,
        );
        if (!order) return send(reply, 404, `No product order with id ${request.params.id}.`);
        return order;
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        const reason = e.statusCode === 409 ? 'Illegal state transition' : undefined;
        return send(reply, e.statusCode, e.message, reason);
      }
    },
  );

  app.post(`${base}/cancelProductOrder`, changing, async (request, reply) => {
    const parsed = cancelProductOrderCreate.safeParse(request.body);
    if (!parsed.success) return send(reply, 400, zodMessage(parsed.error));
    const task = await createCancelProductOrder(ctx, request.tmfIntegration!, parsed.data);
    if (!task) return send(reply, 404, `No product order with id ${parsed.data.productOrder.id}.`);
    return reply.status(201).header('location', task.href).send(task);
  });

  app.get(`${base}/cancelProductOrder`, secured, async (request, reply) => {
    const parsed = cancelProductOrderListQuery.safeParse(request.query);
    if (!parsed.success) return send(reply, 400, zodMessage(parsed.error));
    const { tasks, total } = await listCancelProductOrders(ctx, parsed.data);
    const partial = parsed.data.offset + tasks.length < total;
    return reply
      .status(partial ? 206 : 200)
      .header('x-total-count', String(total))
      .header('x-result-count', String(tasks.length))
      .send(tasks);
  });

  app.get<{ Params: { id: string }; Querystring: { fields?: string } }>(
    `${base}/cancelProductOrder/:id`,
    secured,
    async (request, reply) => {
      const task = await getCancelProductOrder(ctx, request.params.id);
      if (!task) {
        return send(reply, 404, `No cancelProductOrder with id ${request.params.id}.`);
      }
      return selectFields(task, request.query.fields);
    },
  );
}
