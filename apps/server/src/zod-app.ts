/**
 * The Fastify instance type every module registers its routes on: Fastify with the zod type
 * provider, so request and reply types come from the wire schemas. Its own file (not app.ts),
 * so a routes file does not import the app that imports it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The options of a module's routes: its routes share one guard (`preValidation`) and the OpenAPI
 * tags; each route names its summary and the rest of its schema. The schema keeps its own type,
 * so request and reply stay typed by it.
 */
export function routeOptions<P>(tags: string[], preValidation: P) {
  return <S extends FastifySchema>(summary: string, schema: S) => ({
    preValidation,
    schema: { tags, summary, ...schema },
  });
}
