/**
 * The environment of traces and metrics, part of the server's one validated
 * configuration (config.ts spreads `observabilityEnv` into its schema and calls
 * `observabilityConfig`). Both are off unless configured: no SDK started, no metrics served.
 */
import { z } from 'zod';

const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

export const observabilityEnv = {
  /** Prometheus metrics at /metrics on a port of their own (bind HOST); off when unset. */
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535).optional()),
  /** Bearer token of /metrics: on the main port when METRICS_PORT is unset, and asked on
   * METRICS_PORT too when both are set. */
  METRICS_TOKEN: unsetWhenEmpty(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** OTLP collector (http/protobuf): traces go to {endpoint}/v1/traces; unset, tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.url().optional()),
  /** The traces' full URL, used as given (the OpenTelemetry variable of the same name). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: unsetWhenEmpty(z.url().optional()),
  OTEL_SERVICE_NAME: unsetWhenEmpty(z.string().min(1).max(100).default('bizline')),
};

type ObservabilityEnv = z.output<z.ZodObject<typeof observabilityEnv>> & { PORT: number };

export interface ObservabilityConfig {
  /** METRICS_PORT: a listener of its own serving /metrics. */
  metricsPort: number | undefined;
  /** METRICS_TOKEN: the bearer token /metrics asks for. */
  metricsToken: string | undefined;
  /** Where spans are sent (http/protobuf); undefined: tracing off. */
  tracesUrl: string | undefined;
  serviceName: string;
}

/** Metrics are served (on METRICS_PORT, or at /metrics behind METRICS_TOKEN). */
export function metricsEnabled(c: ObservabilityConfig): boolean {
  return c.metricsPort !== undefined || c.metricsToken !== undefined;
}

export function observabilityConfig(e: ObservabilityEnv, problems: string[]): ObservabilityConfig {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT: must differ from PORT');
  }
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  return {
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    tracesUrl: e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined),
    serviceName: e.OTEL_SERVICE_NAME,
  };
}
