/**
 * TMF620 Product Catalog Management v4, read only, under /tmf-api/productCatalogManagement/v4
 * (docs/integration.md "TMF620"): productOffering, productSpecification, productOfferingPrice and
 * category, each listed (offset/limit with TMF630's X-Total-Count and X-Result-Count, 206 for a
 * partial page, `fields`, `category.id`) and by id, with the key's catalogue:read scope; its own
 * OpenAPI document; errors in TMF630's shape.
 */
import { TMF620_BASE, catalogListQuery } from '@bizline/domain/wire/tmf620';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { tmfCall } from '../tmf622/api-keys';
import { answerErrorsInTmfShape, answerUnknownTmfPaths, sendTmfError } from '../tmf622/errors';
import { selectFields } from '../tmf622/product-order';
import { findResource, listResources, type CatalogResource } from './catalog';
import { tmf620Document } from './openapi';

const RESOURCES: readonly CatalogResource[] = [
  'productOffering',
  'productSpecification',
  'productOfferingPrice',
  'category',
];

export async function tmf620Routes(app: ZodApp, ctx: AppContext): Promise<void> {
  const base = TMF620_BASE;
  answerErrorsInTmfShape(app, base);
  const read = tmfCall(ctx, 'catalogue:read');

  app.get(`${base}/openapi.json`, { schema: { hide: true } }, async () =>
    tmf620Document(ctx.config.publicUrl),
  );

  for (const kind of RESOURCES) {
    app.get(`${base}/${kind}`, read, async (request, reply) => {
      const parsed = catalogListQuery.safeParse(request.query);
      if (!parsed.success) {
        return sendTmfError(
          reply,
          400,
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      }
      const q = parsed.data;
      const all = await listResources(ctx, kind, {
        categoryId: q['category.id'],
        lifecycleStatus: q.lifecycleStatus,
      });
      const page = all.slice(q.offset, q.offset + q.limit).map((r) => selectFields(r, q.fields));
      return reply
        .status(q.offset + page.length < all.length ? 206 : 200)
        .header('x-total-count', String(all.length))
        .header('x-result-count', String(page.length))
        .send(page);
    });
    app.get<{ Params: { id: string }; Querystring: { fields?: string } }>(
      `${base}/${kind}/:id`,
      read,
      async (request, reply) => {
        const found = await findResource(ctx, kind, request.params.id);
        if (!found)
          return sendTmfError(reply, 404, `No ${kind} with id ${request.params.id.slice(0, 100)}.`);
        return selectFields(found, request.query.fields);
      },
    );
  }

  answerUnknownTmfPaths(app, base, 'TMF620');
}
