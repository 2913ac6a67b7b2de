/**
 * `npm run bench`: performance figures for the quality bars of DESIGN.md, measured here rather
 * than asserted in timed tests.
 *
 *  1. The benchmark database (./bench/db.ts): a generated footprint (default 1,000,000 addresses;
 *     `--addresses N`) in a reused SQLite file (`--db sqlite`, the default) or imported with the
 *     streaming import (COPY) into a throw-away PostgreSQL cluster (`--db postgres`), which the
 *     servers reach over its Unix socket as a server on the same machine would (`--tcp`: over
 *     loopback TCP instead).
 *  2. The server started on loopback over that database, with the built storefront.
 *  3. For each measured call (./bench/calls.ts, ./bench/checkout-calls.ts): autocannon load
 *     (`--duration S`, `--connections C`), printing requests/s and p50/p95/p99 latency from
 *     every response time, and the error count; then the typeahead's recall of damaged queries.
 *  4. For each storefront route: the initial JavaScript Chromium downloads (gzip bytes) and the
 *     Largest Contentful Paint, in headless Debian Chromium.
 *
 * `--processes N` instead measures a mixed load that follows the journey (token, typeahead,
 * units, qualification, cart change, floating cart, due dates, submit) over N server processes,
 * and in the same run a bare Fastify hello-world with N processes as the ratio's denominator.
 * Servers listen from `--port` (default 4751) up. Every figure is printed with the load average.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { typoQueries } from './bench-typos';
import { CALLS, cartCalls, entryCalls, reportTypos, typoCall } from './bench/calls';
import { checkoutCalls } from './bench/checkout-calls';
import { openBenchDb } from './bench/db';
import { measure, measureMixed, type Call, type LoadOptions } from './bench/load';
import { funnelCalls } from './bench/funnel';
import { orderListCalls } from './bench/orders';
import { tmf622Calls } from './bench/tmf622';
import { measureRoutes } from './bench/routes';
import { startHelloWorld, startServers, type Running } from './bench/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
}
const DB = process.argv.includes('--db')
  ? process.argv[process.argv.indexOf('--db') + 1]!
  : 'sqlite';
const ADDRESSES = arg('addresses', 1_000_000);
const LOAD: LoadOptions = { duration: arg('duration', 10), connections: arg('connections', 10) };
const PROCESSES = process.argv.includes('--processes') ? arg('processes', 2) : 0;
const PORT = arg('port', 4751);
/** `--only orders`: one scenario alone, briefly (a shared machine); see SCENARIOS. */
const ONLY = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]!
  : '';

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const distIndex = path.join(root, 'apps/web/dist/index.html');
if (!fs.existsSync(distIndex)) {
  spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}
const db = await openBenchDb(root, DB, ADDRESSES);
const running: Running[] = [];
const stopAll = () => running.splice(0).forEach((r) => r.stop());
// Ctrl-C ends the servers and the cluster too (the finally below does not run on a signal).
process.once('SIGINT', () => {
  stopAll();
  void db.close().finally(() => process.exit(130));
});

/** Scenarios `--only NAME` runs alone (they also run in the full per-call bench). */
const SCENARIOS: Record<string, (origin: string) => Promise<Call[]>> = {
  orders: (origin) => orderListCalls(origin, db),
  tmf622: () => tmf622Calls(db),
  funnel: (origin) => funnelCalls(origin, db),
};

async function measureAll(origin: string, calls: Call[]) {
  const results = [];
  for (const call of calls) {
    results.push({ ...(await measure([origin], call, LOAD)), 'load avg': loadAverage() });
  }
  console.table(results);
  return results;
}

async function perCall(): Promise<void> {
  const server = await startServers(root, db.url, 1, PORT);
  running.push(server);
  const origin = server.origins[0]!;
  if (ONLY) {
    const scenario = SCENARIOS[ONLY];
    if (!scenario) throw new Error(`--only: one of ${Object.keys(SCENARIOS).join(', ')}`);
    const results = await measureAll(origin, await scenario(origin));
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
    return;
  }
  console.log(
    `\nAPI under load: ${LOAD.connections} connections, ${LOAD.duration} s per call, ${ADDRESSES} addresses, ${DB}\n`,
  );
  const typos = await typoQueries(db, 1000);
  const calls = [
    ...CALLS,
    ...(await entryCalls(db, ADDRESSES)),
    typoCall(typos),
    ...(await cartCalls(origin, db, ADDRESSES)),
    ...(await checkoutCalls(origin, db, ADDRESSES)),
    ...(await orderListCalls(origin, db)),
    ...(await tmf622Calls(db)),
    ...(await funnelCalls(origin, db)),
  ];
  const results = [];
  for (const call of calls) {
    results.push({ ...(await measure([origin], call, LOAD)), 'load avg': loadAverage() });
  }
  console.table(results);
  await reportTypos(origin, typos);
  console.log(`(load average ${loadAverage()})`);
  console.log(
    '\nStorefront routes in headless Chromium (initial JavaScript and LCP on localhost)\n',
  );
  console.table(await measureRoutes(origin));
  const failed = results.filter((r) => r.errors > 0);
  if (failed.length) {
    console.error(`Errors under load: ${failed.map((r) => r.call).join(', ')}`);
    process.exitCode = 1;
  }
}

/** The journey's calls mixed over PROCESSES servers, then the hello-world denominator. */
async function mixed(): Promise<void> {
  const servers = await startServers(root, db.url, PROCESSES, PORT);
  running.push(servers);
  const origin = servers.origins[0]!;
  const [typeahead, units, qualification] = await entryCalls(db, ADDRESSES);
  const [cartChange, floating] = await cartCalls(origin, db, ADDRESSES);
  const [dueDates, submit] = await checkoutCalls(origin, db, ADDRESSES);
  const journey: Call[] = [
    CALLS[0]!,
    typeahead!,
    units!,
    qualification!,
    cartChange!,
    floating!,
    dueDates!,
    submit!,
  ];
  console.log(
    `\nMixed load: ${journey.map((c) => c.name.split(' (')[0]).join(', ')} in turn on each of ${LOAD.connections} connections over ${PROCESSES} processes, ${LOAD.duration} s, ${ADDRESSES} addresses, ${DB}\n`,
  );
  // A short warm-up (JIT, pools, caches), not counted.
  await measureMixed('warm-up', servers.origins, journey, { ...LOAD, duration: 3 });
  const app = {
    ...(await measureMixed('bizline journey', servers.origins, journey, LOAD)),
    'load avg': loadAverage(),
  };
  servers.stop();
  const hello = await startHelloWorld(root, PROCESSES, PORT + PROCESSES);
  running.push(hello);
  const bare = {
    ...(await measureMixed(
      'bare Fastify hello-world',
      hello.origins,
      [{ name: 'hello', method: 'GET', path: '/' }],
      LOAD,
    )),
    'load avg': loadAverage(),
  };
  hello.stop();
  console.table([app, bare]);
  console.log(
    `Ratio: ${((100 * app['req/s']) / Math.max(1, bare['req/s'])).toFixed(1)} % of the hello-world's req/s (goal: >= 2,000 mixed req/s at p99 <= 100 ms, 0 errors).`,
  );
  if (app.errors > 0) process.exitCode = 1;
}

try {
  await (PROCESSES ? mixed() : perCall());
} finally {
  stopAll();
  await db.close();
}
