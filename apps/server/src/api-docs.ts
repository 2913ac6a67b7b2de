/**
 * The OpenAPI document and its UI at `{API_BASE}/docs` (issue 11: API_DOCS). `public` (default):
 * everyone sees the document without the staff operations (tags STAFF_DOC_TAGS); `staff`: only a
 * signed-in staff member sees it, whole; `off`: no UI and no document served. The document is
 * always built (app.swagger()), for the fuzz test and tools.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { requireStaff } from './modules/staff/plugin';

/** Tags of the operations only staff use: left out of the public document. */
const STAFF_DOC_TAGS: readonly string[] = [
  'staff',
  'agent',
  'abandoned-cart',
  'console-orders',
  'console-imports',
  'console-funnel',
  'console-admin',
  'console-work',
];

type OpenApiDoc = { paths?: Record<string, Record<string, { tags?: string[] }>> };

/** The document without the operations tagged for staff (paths left empty are dropped). */
function publicDocument<T extends OpenApiDoc>(doc: T): T {
  const paths: NonNullable<OpenApiDoc['paths']> = {};
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(operations).filter(
        ([, op]) => !(op.tags ?? []).some((t) => STAFF_DOC_TAGS.includes(t)),
      ),
    );
    if (Object.keys(kept).length) paths[path] = kept;
  }
  return { ...doc, paths };
}

export async function registerApiDocs(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'bizline ordering API',
        description:
          'Small-business ordering API. Call names follow the specification (docs/api.md).',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  const mode = ctx.config.apiDocs;
  if (mode === 'off') return;
  const staffOnly = requireStaff(ctx);
  await app.register(fastifySwaggerUi, {
    routePrefix: `${ctx.config.apiBase}/docs`,
    uiHooks: mode === 'staff' ? { preHandler: staffOnly } : {},
    transformSpecification: (doc) => (mode === 'public' ? publicDocument(doc as OpenApiDoc) : doc),
  });
}
