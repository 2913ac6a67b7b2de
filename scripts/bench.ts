/**
 * `npm run bench`: performance figures for the quality bars of DESIGN.md, measured here rather
 * than asserted in timed tests.
 *
 *  1. A generated footprint (default 1,000,000 addresses; `--addresses N`) imported into a SQLite
 *     file under data/generated/ (kept and reused: generating and importing takes minutes).
 *  2. The server started on loopback over that file, with the built storefront.
 *  3. For each measured call: autocannon load (`--duration S`, `--connections C`), printing
 *     requests/s and p50/p95/p99 latency from every response time, and the error count.
 *  4. For each storefront route: the initial JavaScript Chromium downloads (gzip bytes) and the
 *     Largest Contentful Paint, in headless Debian Chromium.
 *
 * Later issues add their calls to CALLS below.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ROUTES } from '../packages/domain/src/routes';
// @ts-expect-error plain ESM helper without type declarations
import { freePort } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOREFRONT = '/foryoursmallbiz/gborder';
const API = '/foryoursmallbiz/smb/api';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
}
const ADDRESSES = arg('addresses', 1_000_000);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);

function sh(cmd: string, args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** The benchmark database: generated once per size, then reused. */
function prepareDatabase(): string {
  const dir = path.join(root, 'data/generated');
  fs.mkdirSync(dir, { recursive: true });
  const dbFile = path.join(dir, `bench-${ADDRESSES}.sqlite`);
  const ready = `${dbFile}.ready`;
  if (fs.existsSync(ready)) {
    console.log(`Reusing ${path.relative(root, dbFile)} (delete it to rebuild).`);
    return dbFile;
  }
  for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
  const csv = path.join(dir, `footprint-${ADDRESSES}.csv`);
  console.log(`Generating ${ADDRESSES} addresses and importing them (first run only)...`);
  let t = Date.now();
  sh('npm', [
    'run',
    '--silent',
    'footprint:generate',
    '--',
    '--addresses',
    String(ADDRESSES),
    '--out',
    csv,
  ]);
  console.log(`  generated in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  sh('npm', ['run', '--silent', 'footprint:import', '--', csv, '--replace'], {
    DATABASE_URL: `sqlite:${dbFile}`,
  });
  console.log(`  imported in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  fs.writeFileSync(ready, new Date().toISOString());
  return dbFile;
}

async function startServer(dbFile: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = (await freePort()) as number;
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not become ready');
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Needs `Authorization: Bearer` and the session cookie. */
  auth?: boolean;
}

const CALLS: Call[] = [
  { name: 'token (GetApigeeToken)', method: 'GET', path: `${API}/MicroBiz/GetApigeeToken` },
  {
    name: 'event log (EventLog/Save)',
    method: 'POST',
    path: `${API}/EventLog/Save`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sessionId: 'bench',
      eventType: 'PageView',
      eventName: 'bench',
      pageName: '/',
      logs: 'x',
    }),
  },
  { name: 'copy (content?aem=layout)', method: 'GET', path: `${API}/content?aem=layout` },
  { name: 'storefront shell (index.html)', method: 'GET', path: `${STOREFRONT}/customize-order` },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function visitorHeaders(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}${API}/MicroBiz/GetApigeeToken`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { access_token } = (await res.json()) as { access_token: string };
  return { cookie, authorization: `Bearer ${access_token}` };
}

async function measure(origin: string, call: Call) {
  const latencies: number[] = [];
  const headers = { ...(call.headers ?? {}), ...(call.auth ? await visitorHeaders(origin) : {}) };
  const instance = autocannon({
    url: `${origin}${call.path}`,
    method: call.method,
    body: call.body,
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    },
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    call: call.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': +percentile(latencies, 50).toFixed(2),
    'p95 ms': +percentile(latencies, 95).toFixed(2),
    'p99 ms': +percentile(latencies, 99).toFixed(2),
    requests: result.requests.total,
    errors,
  };
}

async function measureRoutes(origin: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          scripts.set(res.url(), zlib.gzipSync(await res.body(), { level: 9 }).length);
        } catch {
          /* aborted */
        }
      });
      const url = `${origin}${STOREFRONT}${route.path === '/' ? '/' : route.path}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? NaN);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(NaN), 3000);
          }),
      );
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      rows.push({
        route: route.path,
        'initial JS (KB gzip)': +(total / 1024).toFixed(1),
        scripts: scripts.size,
        'LCP ms': Math.round(lcp),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const dbFile = prepareDatabase();
const distIndex = path.join(root, 'apps/web/dist/index.html');
if (!fs.existsSync(distIndex)) sh('npm', ['run', '--silent', 'build']);
const { origin, child } = await startServer(dbFile);
try {
  console.log(
    `\nAPI under load: ${CONNECTIONS} connections, ${DURATION} s per call, ${ADDRESSES} addresses, SQLite\n`,
  );
  const results = [];
  for (const call of CALLS) results.push(await measure(origin, call));
  console.table(results);
  console.log(
    '\nStorefront routes in headless Chromium (initial JavaScript and LCP on localhost)\n',
  );
  console.table(await measureRoutes(origin));
  const failed = results.filter((r) => r.errors > 0);
  if (failed.length) {
    console.error(`Errors under load: ${failed.map((r) => r.call).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  child.kill('SIGTERM');
}
