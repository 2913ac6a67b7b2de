/**
 * The Fastify instance type every module registers its routes on: Fastify with the zod type
 * provider, so request and reply types come from the wire schemas. Its own file (not app.ts),
 * so a routes file does not import the app that imports it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
