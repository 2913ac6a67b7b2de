/**
 * Where the metrics are read: GET /metrics on a port of their own (METRICS_PORT,
 * bound to HOST like the app), or on the app's port behind `Authorization: Bearer
 * METRICS_TOKEN`. With both set, the metrics port asks for the token too. With neither, nothing
 * is served and nothing is measured (the counters services bump stay in memory).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/index';
import { metricsEnabled, type ObservabilityConfig } from './config';
import { installRequestMetrics, registry, watchDatabase } from './metrics';
import { installRequestTracing, tracingActive } from './tracing';

const METRICS_PATH = '/metrics';

function sha256(s: string): Buffer {
  return crypto.createHash('sha256').update(s).digest();
}

/** The Authorization header carries the token (compared in constant time). */
function authorized(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return crypto.timingSafeEqual(sha256(given), sha256(token));
}

/** The app's part: request spans and trace header, request metrics, the token-guarded route. */
export function installObservability(app: FastifyInstance, ctx: AppContext): void {
  const config = ctx.config.observability;
  if (tracingActive()) installRequestTracing(app);
  if (!metricsEnabled(config)) return;
  installRequestMetrics(app, ctx.db);
  if (config.metricsPort !== undefined || config.metricsToken === undefined) return;
  const token = config.metricsToken;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A bearer token is required' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics port's listener (METRICS_PORT); undefined when it is not configured. `db`: a
 * process without the app (`npm run worker`) names its database for the pool and queue gauges.
 */
export async function startMetricsServer(
  config: ObservabilityConfig,
  options: { host: string; port?: number; db?: Db },
): Promise<MetricsServer | undefined> {
  const port = options.port ?? config.metricsPort;
  if (port === undefined) return undefined;
  const stopWatching = options.db ? watchDatabase(options.db) : undefined;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!authorized(req.headers.authorization, config.metricsToken)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain' });
      res.end('A bearer token is required\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        stopWatching?.();
        server.close(() => resolve());
      }),
  };
}
