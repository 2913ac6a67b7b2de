/**
 * Traces over real HTTP on both databases: with OTEL_EXPORTER_OTLP_ENDPOINT set,
 * every response names its trace in x-trace-id (continuing an incoming traceparent), the log
 * lines of the request carry that trace id, and the spans (the request's and its queries')
 * reach an OTLP http/protobuf collector, here a local HTTP server that keeps what it receives.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabaseUrl } from '../../test/support';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { createContext } from '../bootstrap';
import { loggerOptions } from '../logger';
import type { ZodApp } from '../zod-app';
import type { AppContext } from '../context';
import { startTracing, tracingActive, type Tracing } from './tracing';

interface Received {
  path: string;
  contentType: string;
  body: Buffer;
}

function startCollector() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: String(req.headers['content-type']),
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

for (const dialect of DIALECTS) {
  describe(`tracing [${dialect}]`, () => {
    const lines: Record<string, unknown>[] = [];
    let collector: Awaited<ReturnType<typeof startCollector>>;
    let tracing: Tracing | undefined;
    let app: ZodApp;
    let ctx: AppContext;
    let origin: string;
    let dropDb: () => Promise<void>;

    beforeAll(async () => {
      collector = await startCollector();
      const database = await freshDatabaseUrl(dialect);
      dropDb = database.drop;
      const config = loadConfig({
        ...process.env,
        DATABASE_URL: database.url,
        PORT: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      });
      tracing = await startTracing(config.observability);
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
          done();
        },
      });
      const log = pino(loggerOptions('info', { traceIds: true }), sink);
      ctx = await createContext(config, log as unknown as FastifyBaseLogger);
      app = await buildApp(ctx);
      await app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await app?.close();
      await ctx?.db.close();
      await tracing?.shutdown();
      await collector?.close();
      await dropDb?.();
    });

    it('answers the trace id, continues a traceparent, and logs it on every request line', async () => {
      expect(tracingActive()).toBe(true);
      // The traced server keeps what Fastify sets on its own (keep-alive 72 s, not Node's 5 s).
      expect(app.server.keepAliveTimeout).toBe(72_000);
      const fresh = await fetch(`${origin}/readyz`);
      expect(fresh.status).toBe(200);
      const id = fresh.headers.get('x-trace-id');
      expect(id).toMatch(/^[0-9a-f]{32}$/);

      const incoming = '4bf92f3577b34da6a3ce929d0e0e4736';
      const continued = await fetch(`${origin}${ctx.config.apiBase}/AppConfig`, {
        headers: { traceparent: `00-${incoming}-00f067aa0ba902b7-01` },
      });
      expect(continued.status).toBe(200);
      expect(continued.headers.get('x-trace-id')).toBe(incoming);

      for (const traceId of [id, incoming]) {
        const mine = lines.filter((l) => l.trace_id === traceId);
        // One line per request (logger-requests.ts), and it names the trace.
        expect(mine.filter((l) => l.msg === 'request completed')).toHaveLength(1);
        expect(mine.every((l) => /^[0-9a-f]{16}$/.test(String(l.span_id)))).toBe(true);
      }
    });

    it('exports the request and query spans over OTLP http/protobuf', async () => {
      const res = await fetch(`${origin}/readyz`);
      const traceId = res.headers.get('x-trace-id')!;
      // The batch goes out on shutdown at the latest (also what SIGTERM does).
      await tracing!.shutdown();
      tracing = undefined;
      const traces = collector.received.filter((r) => r.path === '/v1/traces');
      expect(traces.length).toBeGreaterThan(0);
      expect(traces[0]!.contentType).toBe('application/x-protobuf');
      const all = Buffer.concat(traces.map((t) => t.body));
      // Ids travel as raw bytes, names and attributes as UTF-8.
      expect(all.includes(Buffer.from(traceId, 'hex'))).toBe(true);
      expect(all.includes(Buffer.from('GET /readyz'))).toBe(true);
      expect(all.includes(Buffer.from('select 1'))).toBe(true);
      expect(all.includes(Buffer.from('bizline'))).toBe(true);
    });
  });
}
