import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { badRequest, notFound } from '../../http-errors';
import { NAMESPACE_PATTERN, listNamespaces, readNamespace } from './service';

export async function contentRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const dir = ctx.config.contentDir;

  app.get(
    `${ctx.config.apiBase}/content`,
    {
      schema: {
        tags: ['content'],
        summary: 'Copy for one i18next namespace (002 §7 translation content, ?aem={namespace})',
        querystring: z.object({ aem: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const ns = request.query.aem;
      if (!ns) {
        // Without a namespace, list what exists: handy for operators editing copy.
        return { namespaces: listNamespaces(dir) };
      }
      if (!NAMESPACE_PATTERN.test(ns)) {
        throw badRequest(
          'aem: must be a namespace name of lowercase letters, digits and hyphens',
          'aem',
        );
      }
      const file = path.join(dir, `${ns}.json`);
      if (!fs.existsSync(file)) throw notFound(`aem: no content namespace "${ns}"`, 'aem');
      const stat = fs.statSync(file);
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return readNamespace(dir, ns);
    },
  );
}
