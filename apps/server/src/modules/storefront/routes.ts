/**
 * Serves the storefront from the same process: hashed assets with long caching, and index.html
 * (with the runtime config) for every other GET under STOREFRONT_BASE, so the client router
 * handles deep links (SPA fallback). `/` and unknown non-API paths redirect to the storefront.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { publicConfig } from '../../config';
import { errorBody } from '../../http-errors';
import { loadIndexTemplate, renderIndexHtml } from './service';

export async function storefrontRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const { storefrontBase, apiBase, webDist } = ctx.config;
  const template = loadIndexTemplate(webDist);
  const indexHtml = template ? renderIndexHtml(template, publicConfig(ctx.config)) : null;
  if (!indexHtml) {
    ctx.log.warn(`storefront not built (${webDist}/index.html missing): run npm run build`);
  }

  if (indexHtml && fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${storefrontBase}/`,
      // Only real files get routes; everything else under the base falls through to index.html.
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet. Run: npm run build (npm start does it for you).');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  };

  const toStorefront = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${storefrontBase}/`, 302);

  app.get('/', { schema: { hide: true } }, toStorefront);
  // With ignoreTrailingSlash this route matches both `{base}` and `{base}/`: only the bare base
  // redirects (to the slash form the client router expects); `{base}/` is the address page.
  app.get(storefrontBase, { schema: { hide: true } }, (request, reply) =>
    (request.url.split('?')[0] ?? '').endsWith('/')
      ? sendIndex(request, reply)
      : toStorefront(request, reply),
  );
  app.get(`${storefrontBase}/*`, { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (pathOnly.startsWith(`${apiBase}/`) || pathOnly === apiBase || request.method !== 'GET') {
      return reply.status(404).send(errorBody(`No API call ${request.method} ${pathOnly}`));
    }
    return toStorefront(request, reply);
  });
}
