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
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { ROUTES } from '../packages/domain/src/routes';
import { encryptForTest } from '../apps/server/src/providers/sensitive/test-helpers';
// @ts-expect-error plain ESM helper without type declarations
import { freePort } from './pg-cluster.mjs';
import { typoQueries, typoRecall } from './bench-typos';

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
  // Its own process group: npx runs the server as a child, so stopServer ends the whole group.
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      LOG_LEVEL: 'warn',
      // The load comes from one address: measure the calls, not their rate limits.
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      EVENT_LOG_RATE_LIMIT_PER_MINUTE: '100000',
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
  stopServer(child);
  throw new Error('server did not become ready');
}

/** End the server's process group (npx and the server under it), not just npx. */
function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Needs `Authorization: Bearer` and the session cookie. */
  auth?: boolean;
  /** Varies the request: each request takes the next of these (path and body). */
  variants?: { path: string; body?: string; headers?: Record<string, string> }[];
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

/**
 * Entry-stage calls (issue 3), varied over addresses sampled from the benchmark footprint:
 * street typeahead (typed the ways people type: partial, with city, with state and ZIP,
 * without the directional, within a ZIP), units of buildings that have units (with and without a
 * filter, several pages) and qualification of buildings and units.
 */
function entryCalls(dbFile: string): Call[] {
  const db = new SQLite(dbFile, { readonly: true });
  type B = {
    address_id: string;
    house_number: string;
    street_name: string;
    city: string;
    state: string;
    zip: string;
  };
  const step = Math.max(1, Math.floor(ADDRESSES / 5000));
  const buildings = db
    .prepare(
      `select address_id, house_number, street_name, city, state, zip from footprint_addresses
       where address_id = base_address_id and rowid % ? = 0 limit 2000`,
    )
    .all(step) as B[];
  const withUnits = db
    .prepare(
      `select base_address_id as id, count(*) as n from footprint_addresses
       where unit_sort > '' group by base_address_id having n > 3 limit 1000`,
    )
    .all() as { id: string; n: number }[];
  const units = db
    .prepare(
      `select address_id, base_address_id, zip from footprint_addresses
       where unit_sort > '' and rowid % ? = 0 limit 500`,
    )
    .all(step) as { address_id: string; base_address_id: string; zip: string }[];
  db.close();
  if (!buildings.length || !withUnits.length) throw new Error('benchmark footprint has no sample');

  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const street = (b: B, i: number) => {
    const full = `${b.house_number} ${b.street_name}`;
    switch (i % 6) {
      case 0:
        return full.slice(0, Math.max(b.house_number.length + 3, Math.ceil(full.length * 0.6)));
      case 1:
        return `${full} ${b.city.slice(0, 4)}`;
      case 2:
        return `${full.toUpperCase()}, ${b.city.toUpperCase()} ${b.state} ${b.zip}`;
      case 3:
        return full.toLowerCase().replace(/^(\S+) (n|s|e|w) /i, '$1 ');
      case 4:
        return `${full}, ${b.zip}`;
      default:
        return `${b.house_number} ${b.street_name.split(' ')[0]}`;
    }
  };
  const typeahead = buildings.map((b, i) => ({
    path: `${API}/Address/GetStreetAddresses?${q(
      i % 10 === 9 ? { streetterm: street(b, 0), zip: b.zip } : { streetterm: street(b, i) },
    )}`,
  }));
  const unitPages = withUnits.map((u, i) => ({
    path: `${API}/Address/GetUnits?${q(
      i % 3 === 0
        ? { ntasAddrID: u.id, unitterm: String((i % 9) + 1) }
        : { ntasAddrID: u.id, page: String((i % Math.ceil(u.n / 10)) + 1) },
    )}`,
  }));
  const json = { 'content-type': 'application/json' };
  const qualifications = [
    ...buildings.slice(0, 1000).map((b) => ({ zipCode: b.zip, AddressID: b.address_id })),
    ...units.map((u) => ({
      zipCode: u.zip,
      AddressID: u.address_id,
      BaselocationId: u.base_address_id,
    })),
  ].map((body) => ({ path: `${API}/Qualify/CheckAvailability`, body: JSON.stringify(body) }));
  return [
    {
      name: 'street typeahead (GetStreetAddresses)',
      method: 'GET',
      path: typeahead[0]!.path,
      auth: true,
      variants: typeahead,
    },
    {
      name: 'units (GetUnits)',
      method: 'GET',
      path: unitPages[0]!.path,
      auth: true,
      variants: unitPages,
    },
    {
      name: 'qualification (CheckAvailability)',
      method: 'POST',
      path: qualifications[0]!.path,
      headers: json,
      body: qualifications[0]!.body,
      auth: true,
      variants: qualifications,
    },
  ];
}

/**
 * Customise-stage calls (issue 4): many visitors, each with a qualified fiber address and a
 * speed plan in the cart; under load each request is one visitor's cart update (switching
 * between the plans its address can get) or floating-cart read (priced from the catalogue).
 */
async function cartCalls(origin: string, dbFile: string): Promise<Call[]> {
  const db = new SQLite(dbFile, { readonly: true });
  const step = Math.max(1, Math.floor(ADDRESSES / 200));
  const addresses = db
    .prepare(
      `select address_id, zip from footprint_addresses
       where address_id = base_address_id and fiber = 'Y' and rowid % ? = 0 limit 40`,
    )
    .all(step) as { address_id: string; zip: string }[];
  db.close();
  const json = { 'content-type': 'application/json' };
  const updates: NonNullable<Call['variants']> = [];
  const reads: NonNullable<Call['variants']> = [];
  for (const a of addresses) {
    const headers = await visitorHeaders(origin);
    const call = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(`${origin}${API}/${p}`, {
        method,
        headers: { ...headers, ...(body ? json : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    await call('POST', 'Qualify/CheckAvailability', { zipCode: a.zip, AddressID: a.address_id });
    const products = (await call('GET', 'PrdSelection/GetCustomizeProductsNew')) as {
      DataInfo: { Plans: { ProductId: string }[] };
    };
    const plans = products.DataInfo.Plans.map((p) => p.ProductId);
    if (!plans.length) continue;
    await call('POST', 'PrdSelection/GetSelectedBundleInfo', { ptype: 'data', planId: plans[0] });
    for (const plan of plans) {
      updates.push({
        path: `${API}/PrdConfig/UpdateCart`,
        body: JSON.stringify({
          ProductType: 'FIOSDATA',
          fiOSDataModelPost: { DataPlanSelection: { NewID: plan } },
        }),
        headers: { ...headers, ...json },
      });
    }
    reads.push({ path: `${API}/Cart/GetFloatingCart`, headers });
  }
  if (!updates.length) throw new Error('benchmark footprint has no fiber address with plans');
  return [
    {
      name: 'cart update (PrdConfig/UpdateCart)',
      method: 'POST',
      path: updates[0]!.path,
      body: updates[0]!.body,
      headers: updates[0]!.headers,
      variants: updates,
    },
    {
      name: 'floating cart (Cart/GetFloatingCart)',
      method: 'GET',
      path: reads[0]!.path,
      headers: reads[0]!.headers,
      variants: reads,
    },
  ];
}

/**
 * Checkout-stage calls (issue 5). Many visitors are first taken through a whole classic checkout
 * over the real API (qualified fiber address, plan, business info, credit check with the SSN
 * encrypted as the browser does, the passcode read from the SMS outbox in the benchmark file,
 * installments with a test bank account, a held install slot, terms). Under load:
 * - due dates: each request is one of those visitors' `Checkout/GetDueDateDetails` (its area's
 *   calendar with the capacity left);
 * - submit: each request is one visitor's `Checkout/SubmitOrder` with that visitor's own
 *   Idempotency-Key. A cart is ordered once, so only the FIRST request of each visitor creates
 *   an order (snapshot, confirmed slot, history, e-mail in the outbox); every later request is
 *   the idempotent replay of the same key, which answers the stored order. The figure is
 *   therefore mostly the replay path, with `PREPARED` real order creations among them.
 */
const PREPARED = 40;

async function checkoutCalls(origin: string, dbFile: string): Promise<Call[]> {
  const db = new SQLite(dbFile, { readonly: true });
  const step = Math.max(1, Math.floor(ADDRESSES / 400));
  const addresses = db
    .prepare(
      `select address_id, zip from footprint_addresses
       where address_id = base_address_id and fiber = 'Y' and rowid % ? = 1 limit ?`,
    )
    .all(step, PREPARED * 3) as { address_id: string; zip: string }[];
  db.close();
  const json = { 'content-type': 'application/json' };
  const dueDates: NonNullable<Call['variants']> = [];
  const submits: NonNullable<Call['variants']> = [];
  let skipped = 0;
  let firstSkip = '';
  for (const [i, a] of addresses.entries()) {
    if (submits.length >= PREPARED) break;
    const headers = await visitorHeaders(origin);
    const call = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(`${origin}${API}/${p}`, {
        method,
        headers: { ...headers, ...(body ? json : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    // Addresses that do not qualify (an existing customer, a pending order...) are skipped.
    try {
      await call('POST', 'Qualify/CheckAvailability', { zipCode: a.zip, AddressID: a.address_id });
      const products = (await call('GET', 'PrdSelection/GetCustomizeProductsNew')) as {
        DataInfo: { Plans: { ProductId: string }[] };
      };
      const plan = products.DataInfo.Plans[0]?.ProductId;
      if (!plan) throw new Error('no plan');
      await call('POST', 'PrdSelection/GetSelectedBundleInfo', { ptype: 'data', planId: plan });
      const cartId = (await call('GET', 'Checkout/CheckOutDetails')).EPSessionID as string;
      // A number of its own per visitor and run: the passcode sends are limited per number.
      const mobile = `617${String(2_000_000 + ((Date.now() + i * 7919) % 7_999_999))}`;
      await call('POST', 'Checkout/NextButtonBI', {
        contactInfo: {
          firstName: 'Bench',
          lastName: 'Visitor',
          email: `bench${i}@example.com`,
          phoneNumber: mobile,
          businessName: 'Bench Co',
        },
        businessInfo: { selected: 'Y' },
      });
      const key = await call('GET', 'Checkout/EncryptionKey');
      await call('POST', 'Checkout/NextButtonCC', {
        kid: key.kid,
        customerType: 'SoleOwner',
        soleOwner: {
          firstName: 'Bench',
          lastName: 'Visitor',
          dob: { month: 1, day: 2, year: 1980 },
          ssn: await encryptForTest(key.jwk as { kty: string; n: string; e: string }, '123456789'),
        },
      });
      await call('POST', 'Checkout/SendOTPSMS', { smsNumber: mobile });
      const outbox = new SQLite(dbFile, { readonly: true });
      const sms = outbox
        .prepare(`select body_text from outbox_messages where topic = ? order by id desc limit 1`)
        .get(`otp:${cartId}`) as { body_text: string } | undefined;
      outbox.close();
      const code = /\b(\d{6})\b/.exec(sms?.body_text ?? '')?.[1];
      if (!code) throw new Error(`no passcode in the outbox for ${cartId}`);
      await call('POST', 'Checkout/VerifyOTPSMS', { OTPPin: code });
      await call('POST', 'Checkout/NextButtonIPM', {
        paymentMethod: 'BankAccount',
        bank: { routingNumber: '021000021', accountNumber: '000123456789' },
      });
      const due = await call('GET', 'Checkout/GetDueDateDetails');
      const intervals = JSON.parse(due.DueDateIntervals as string) as Record<
        string,
        { code: string; available: number }[]
      >;
      const free = Object.entries(intervals)
        .flatMap(([date, list]) => list.map((s) => ({ date, ...s })))
        .find((s) => s.available > 0);
      if (!free) throw new Error('no free slot');
      const held = await call('POST', 'Checkout/SetDueDate', {
        dueDate: free.date,
        timeSlotCode: free.code,
      });
      if (held.Status !== 'SUCCESS') throw new Error('slot not held');
      await call('POST', 'Checkout/SetCovid19QuestionValue', { answer: 'N' });
      await call('POST', 'Checkout/AcceptTerms', { tosCheck: 'Y' });
      dueDates.push({ path: `${API}/Checkout/GetDueDateDetails`, headers });
      submits.push({
        path: `${API}/Checkout/SubmitOrder`,
        body: '',
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': randomUUID(),
        },
      });
    } catch (error) {
      skipped++;
      firstSkip ||= `${a.address_id}: ${(error as Error).message}`;
    }
  }
  if (!submits.length) throw new Error('no benchmark visitor reached the end of the checkout');
  console.log(
    `Checkout: ${submits.length} visitors ready to submit (${skipped} addresses skipped${firstSkip ? `, e.g. ${firstSkip}` : ''}).`,
  );
  return [
    {
      name: 'due dates (Checkout/GetDueDateDetails)',
      method: 'GET',
      path: dueDates[0]!.path,
      headers: dueDates[0]!.headers,
      variants: dueDates,
    },
    {
      name: `submit (Checkout/SubmitOrder; ${submits.length} new orders, then replays)`,
      method: 'POST',
      path: submits[0]!.path,
      body: '',
      headers: submits[0]!.headers,
      variants: submits,
    },
  ];
}

/** The typeahead under load with the damaged queries of reportTypos (issue 13 §3). */
function typoCall(dbFile: string): Call {
  const variants = typoQueries(dbFile, 1000).map((q) => ({
    path: `${API}/Address/GetStreetAddresses?${new URLSearchParams({ streetterm: q.typed })}`,
  }));
  return {
    name: 'typeahead, one typo per query',
    method: 'GET',
    path: variants[0]!.path,
    auth: true,
    variants,
  };
}

/** The forgiving typeahead (issue 13 §3): top-5 recall and latency of damaged queries. */
async function reportTypos(origin: string, dbFile: string) {
  const queries = typoQueries(dbFile, 1000);
  const url = (typed: string) =>
    `${origin}${API}/Address/GetStreetAddresses?${new URLSearchParams({ streetterm: typed })}`;
  const { summary, byKind, misses } = await typoRecall(url, await visitorHeaders(origin), queries);
  console.log('\nTypeahead with one typo per query (one request at a time)\n');
  console.table([summary]);
  console.table(byKind);
  if (misses.length) console.log(`Missed, e.g.: ${misses.map((m) => `"${m}"`).join(', ')}`);
}

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
    ...(call.variants
      ? {
          requests: [
            {
              setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
                const i =
                  ((context.i as number | undefined) ?? Math.floor(Math.random() * 1e6)) + 1;
                context.i = i;
                const v = call.variants![i % call.variants!.length]!;
                return {
                  ...req,
                  path: v.path,
                  ...(v.body !== undefined ? { body: v.body } : {}),
                  ...(v.headers ? { headers: { ...(req.headers as object), ...v.headers } } : {}),
                };
              },
            },
          ],
        }
      : {}),
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
// Ctrl-C ends the server too (the finally below does not run on a signal).
process.once('SIGINT', () => {
  stopServer(child);
  process.exit(130);
});
try {
  console.log(
    `\nAPI under load: ${CONNECTIONS} connections, ${DURATION} s per call, ${ADDRESSES} addresses, SQLite\n`,
  );
  const results = [];
  const calls = [
    ...CALLS,
    ...entryCalls(dbFile),
    typoCall(dbFile),
    ...(await cartCalls(origin, dbFile)),
    ...(await checkoutCalls(origin, dbFile)),
  ];
  for (const call of calls) results.push(await measure(origin, call));
  console.table(results);
  await reportTypos(origin, dbFile);
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
  stopServer(child);
}
