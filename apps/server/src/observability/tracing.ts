/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: then `startTracing` registers a tracer provider
 * that batches spans to the collector over OTLP http/protobuf, the W3C trace-context propagator
 * and an AsyncLocalStorage context manager. Otherwise nothing is started and every helper here
 * is a no-op (the API's no-op tracer; no hook, no mixin, no query logger is installed).
 *
 * What is traced, without patching any module (so the esbuild bundle traces as tsx does):
 * - every HTTP request: one server span per request, started before Fastify sees it (the
 *   server factory below), continuing an incoming `traceparent`, named by route pattern;
 * - every database query: a client span from Kysely's query log (both dialects);
 * - every job: `traceJob` wraps a job's run (observability/jobs.ts).
 * The active span's trace id goes into every log line (pino mixin) and the `x-trace-id` header.
 */
import http from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { LogEvent } from 'kysely';
import type { ObservabilityConfig } from './config';

/** The response header that names the request's trace (also readable from browser tools). */
const TRACE_ID_HEADER = 'x-trace-id';

const TRACER = 'bizline';
let provider: TracerProvider | undefined;

export interface Tracing {
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/** Tracing is on in this process (startTracing ran with an endpoint). */
export function tracingActive(): boolean {
  return provider !== undefined;
}

/**
 * Start tracing when an OTLP endpoint is configured; undefined (nothing started) otherwise. The
 * SDK and the exporter are loaded here, only then (about 16 MB and a few hundred ms at start).
 */
export async function startTracing(
  config: ObservabilityConfig,
  version = '0.1.0',
): Promise<Tracing | undefined> {
  if (!config.tracesUrl) return undefined;
  if (provider) return { shutdown: stopTracing };
  const [
    { BatchSpanProcessor, TracerProvider },
    { OTLPTraceExporter },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
  ]);
  if (provider) return { shutdown: stopTracing };
  provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.serviceName,
      'service.version': version,
    }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { shutdown: stopTracing };
}

async function stopTracing(): Promise<void> {
  const p = provider;
  if (!p) return;
  provider = undefined;
  await p.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

/** pino mixin: the active span's ids on every log line written inside a request or a job. */
export function traceLogFields(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

function endServerSpan(span: Span, statusCode: number): void {
  span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Fastify's server factory while tracing: each request runs inside its server span, so the
 * hooks, the handler, the queries and the log lines Fastify writes about it (from "incoming
 * request" on) all see it.
 */
export const tracedServerFactory: FastifyServerFactory = (handler, options) => {
  const server = http.createServer((req, res) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = trace
      .getTracer(TRACER)
      .startSpan(
        req.method ?? 'HTTP',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '' } },
        parent,
      );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      endServerSpan(span, res.statusCode);
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), () => handler(req, res));
  });
  // What Fastify sets on the server it makes itself (fastify/lib/server.js).
  const o = options as {
    keepAliveTimeout?: number;
    requestTimeout?: number;
    connectionTimeout?: number;
    maxRequestsPerSocket?: number;
  };
  if (o.keepAliveTimeout !== undefined) server.keepAliveTimeout = o.keepAliveTimeout;
  if (o.requestTimeout !== undefined) server.requestTimeout = o.requestTimeout;
  if (o.connectionTimeout !== undefined) server.setTimeout(o.connectionTimeout);
  if (o.maxRequestsPerSocket) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
  return server;
};

/** Names each request's span by its route pattern (never the raw URL) and answers its trace id. */
export function installRequestTracing(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = request.routeOptions.url ?? 'unmatched';
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
    reply.header(TRACE_ID_HEADER, span.spanContext().traceId);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    const span = trace.getActiveSpan();
    span?.recordException(error);
    span?.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
  });
}

/**
 * Kysely's `log` option while tracing: one client span per query, parented by the request or job
 * that ran it, timed by Kysely. The SQL text has placeholders only (no values).
 */
export function queryTracer(
  dialect: 'sqlite' | 'postgres',
): ((event: LogEvent) => void) | undefined {
  if (!provider) return undefined;
  const system = dialect === 'postgres' ? 'postgresql' : 'sqlite';
  return (event) => {
    if (!trace.getSpan(context.active())) return; // queries outside a request or job: no trace
    const endTime = Date.now();
    const sqlText = event.query.sql;
    const span = trace.getTracer(TRACER).startSpan(sqlText.split(/\s/, 1)[0]!.toUpperCase(), {
      kind: SpanKind.CLIENT,
      startTime: endTime - event.queryDurationMillis,
      attributes: { 'db.system.name': system, 'db.query.text': sqlText.slice(0, 2000) },
    });
    if (event.level === 'error') {
      span.recordException(event.error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end(endTime);
  };
}

/** Runs one job inside a consumer span (a root span: jobs outlive the request that queued them). */
export async function traceJob<T>(kind: string, run: () => Promise<T>): Promise<T> {
  if (!provider) return run();
  return trace
    .getTracer(TRACER)
    .startActiveSpan(
      `job ${kind}`,
      { kind: SpanKind.CONSUMER, root: true, attributes: { 'job.kind': kind } },
      async (span) => {
        try {
          return await run();
        } catch (e) {
          span.recordException(e as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw e;
        } finally {
          span.end();
        }
      },
    );
}
