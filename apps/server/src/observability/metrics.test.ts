/**
 * Prometheus metrics over real HTTP on both databases: /metrics behind the bearer
 * token, the request histogram by route pattern, orders and qualifications counted, the pg pool
 * gauges; the metrics port; the configuration's checks. Tracing is off here: no trace header.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect, type TestServer } from '../../test/support';
import { loadConfig, type ConfigError } from '../config';
import { loadEntryFixtures } from '../../test/entry-fixtures';
import { checkoutVisitor, slotsOf } from '../../test/checkout-ready';
import { claimDue, insertJob } from '../jobs/repo';
import { runClaimed } from '../jobs/queue';
import { startMetricsServer, type MetricsServer } from './serve';

const TOKEN = 'metrics-token-for-tests-0123456789';
const READY = {
  personalInfo: 'Y',
  creditCheck: 'Y',
  otpVerified: 'Y',
  CreditCheckStatus: 'SUCCESS',
  installments: 'Y',
  terms: 'Y',
} as const;

async function scrape(url: string, token: string | null = TOKEN) {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The value of one sample line (name{labels}) in an exposition, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describeEachDialect(
  'metrics behind METRICS_TOKEN',
  (server) => {
    const metricsUrl = () => `${server().origin}/metrics`;

    beforeAll(async () => {
      await loadEntryFixtures(server().ctx);
    });

    it('refuses /metrics without the token or with another one (401, Bearer)', async () => {
      const none = await scrape(metricsUrl(), null);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect(none.text).not.toContain('bizline_');
      expect((await scrape(metricsUrl(), `${TOKEN}x`)).status).toBe(401);
      expect((await scrape(metricsUrl(), TOKEN.slice(1))).status).toBe(401);
    });

    it('answers the request histogram by route pattern and status, never the raw URL', async () => {
      const ready = await fetch(`${server().origin}/readyz`);
      expect(ready.status).toBe(200);
      // Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: no trace header.
      expect(ready.headers.get('x-trace-id')).toBeNull();
      const image = await fetch(server().api('/images/no-such-image-4242.png?probe=1'));
      expect(image.status).toBe(404);

      const m = await scrape(metricsUrl());
      expect(m.status).toBe(200);
      expect(m.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(m.text).toContain('# TYPE bizline_http_request_duration_seconds histogram');
      const readyz =
        'bizline_http_request_duration_seconds_count{method="GET",route="/readyz",status_code="200"}';
      expect(sample(m.text, readyz)).toBeGreaterThanOrEqual(1);
      expect(m.text).toContain(`route="${server().config.apiBase}/images/:name",status_code="404"`);
      expect(m.text).not.toContain('no-such-image-4242');
      expect(m.text).not.toContain('probe=1');
      // Process metrics come with them.
      expect(m.text).toContain('bizline_process_resident_memory_bytes');
    });

    it('counts a submitted order once and the qualification before it', async () => {
      const flow = 'bizline_orders_submitted_total{flow="classic"}';
      const wireline = 'bizline_qualifications_total{outcome="wireline"}';
      const before = (await scrape(metricsUrl())).text;

      const { v } = await checkoutVisitor(server(), READY);
      const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
      const held = await v.json('POST', '/Checkout/SetDueDate', {
        dueDate: slot.date,
        timeSlotCode: slot.code,
      });
      expect(held.body.Status).toBe('SUCCESS');
      const key = randomUUID();
      for (let i = 0; i < 2; i++) {
        // The same submit twice (a double click): one order.
        const res = await v.fetch(server().api('/Checkout/SubmitOrder'), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${v.token}`,
            'idempotency-key': key,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: '',
        });
        expect(res.status).toBe(200);
      }

      const after = (await scrape(metricsUrl())).text;
      expect(sample(after, flow) - sample(before, flow)).toBe(1);
      expect(sample(after, wireline) - sample(before, wireline)).toBeGreaterThanOrEqual(1);
    });

    it('reads the job queue from the database and counts job runs by outcome', async () => {
      const { ctx } = server();
      const kind = `metrics-${server().dialect}`;
      const long = new Date(Date.now() - 90_000).toISOString();
      for (const key of ['a', 'b']) {
        await insertJob(ctx.db.kysely, {
          kind,
          key: `${kind}:${key}`,
          payload: '{}',
          runAt: long,
          maxAttempts: 1,
          now: long,
        });
      }
      const queued = (await scrape(metricsUrl())).text;
      expect(sample(queued, `bizline_jobs{kind="${kind}",status="queued"}`)).toBe(2);
      expect(sample(queued, 'bizline_jobs_oldest_due_seconds')).toBeGreaterThanOrEqual(90);

      // One run succeeds, one fails with no attempt left: a failed job, an error counted.
      const now = new Date();
      const jobs = await claimDue(ctx.db, {
        worker: 'metrics-test',
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + 60_000).toISOString(),
        limit: 10,
        kinds: [kind],
      });
      expect(jobs).toHaveLength(2);
      const handlers = {
        [kind]: {
          async run(_ctx: unknown, _payload: unknown, job: { job_key: string }) {
            if (job.job_key.endsWith(':b')) throw new Error('SMTP refused');
          },
        },
      };
      const outcomes = [];
      for (const job of jobs) outcomes.push(await runClaimed(ctx, handlers, job, 'metrics-test'));
      expect(outcomes.sort()).toEqual(['done', 'failed']);

      const after = (await scrape(metricsUrl())).text;
      expect(sample(after, `bizline_jobs{kind="${kind}",status="queued"}`)).toBe(0);
      expect(sample(after, `bizline_jobs{kind="${kind}",status="failed"}`)).toBe(1);
      expect(sample(after, `bizline_job_attempts_total{kind="${kind}",outcome="ok"}`)).toBe(1);
      expect(sample(after, `bizline_job_attempts_total{kind="${kind}",outcome="error"}`)).toBe(1);
      expect(sample(after, `bizline_job_duration_seconds_count{kind="${kind}"}`)).toBe(2);
    });

    it('shows the PostgreSQL pool (total, idle, waiting); SQLite has no pool', async () => {
      const m = (await scrape(metricsUrl())).text;
      const s = server() as TestServer;
      if (s.dialect === 'postgres') {
        expect(sample(m, 'bizline_db_pool_connections{database="postgres"}')).toBeGreaterThan(0);
        expect(m).toContain('bizline_db_pool_idle{database="postgres"}');
        expect(m).toContain('bizline_db_pool_waiting{database="postgres"} 0');
      } else {
        expect(m).not.toContain('bizline_db_pool_connections{');
      }
    });
  },
  { METRICS_TOKEN: TOKEN },
);

describeEachDialect(
  'metrics on METRICS_PORT',
  (server) => {
    let metrics: MetricsServer | undefined;
    beforeAll(async () => {
      metrics = await startMetricsServer(server().config.observability, {
        host: '127.0.0.1',
        port: 0,
      });
    });
    afterAll(async () => {
      await metrics?.close();
    });

    it('serves /metrics on its own port only, with the token when one is set', async () => {
      expect(metrics).toBeDefined();
      await fetch(`${server().origin}/healthz`);
      const url = `http://127.0.0.1:${metrics!.port}/metrics`;
      expect((await scrape(url, null)).status).toBe(401);
      const m = await scrape(url);
      expect(m.status).toBe(200);
      expect(m.text).toContain('route="/healthz",status_code="200"');
      expect((await scrape(`http://127.0.0.1:${metrics!.port}/other`)).status).toBe(404);
      // The app's port does not serve them (its storefront fallback answers instead).
      const onApp = await scrape(`${server().origin}/metrics`);
      expect(onApp.text).not.toContain('bizline_http_request_duration_seconds');
    });
  },
  { METRICS_PORT: '4741', METRICS_TOKEN: TOKEN },
);

describe('metrics and tracing configuration', () => {
  const base = { ...process.env, PORT: '8080' };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return [];
    } catch (e) {
      return (e as ConfigError).problems;
    }
  };

  it('is off by default', () => {
    const c = loadConfig({
      ...base,
      METRICS_PORT: '',
      METRICS_TOKEN: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    }).observability;
    expect(c).toEqual({
      metricsPort: undefined,
      metricsToken: undefined,
      tracesUrl: undefined,
      serviceName: process.env.OTEL_SERVICE_NAME || 'bizline',
    });
  });

  it('sends traces to {endpoint}/v1/traces, or to the traces endpoint as given', () => {
    const c = (env: Record<string, string>) =>
      loadConfig({ ...base, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '', ...env }).observability;
    expect(c({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracesUrl).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(
      c({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://other:4318/traces',
      }).tracesUrl,
    ).toBe('http://other:4318/traces');
  });

  it('names bad values', () => {
    expect(problems({ METRICS_PORT: '8080' })).toContain('METRICS_PORT: must differ from PORT');
    expect(problems({ METRICS_PORT: 'ninety' }).join()).toMatch(/^METRICS_PORT/);
    expect(problems({ METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN must be at least 16 characters',
    );
    expect(problems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' }).join()).toMatch(
      /^OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
