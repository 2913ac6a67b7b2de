/**
 * On PostgreSQL the rate limits are shared by every server process (counters in the database),
 * so N processes do not multiply them; large limits are reserved in blocks (limits/counters.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { ZodApp } from '../src/zod-app';
import { createContext, createLogger } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { blockFor } from '../src/limits/counters';
import { postJsonText, startTestServer, type TestServer } from './support';

const LIMIT = 4;
const env = { FORM_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
const LOOKUP = JSON.stringify({ orderNumber: 'MB0000000001', zipCode: '02110' });

/** The status of a POST of `body` to `url` (its body read, so the connection is free again). */
async function statusOf(url: string, body: string): Promise<number> {
  const res = await postJsonText(url, body);
  await res.arrayBuffer();
  return res.status;
}

/** A second server process's app on the same database as `first`. */
async function secondInstance(
  first: TestServer,
  settings: Record<string, string> = env,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const config = loadConfig({
    ...process.env,
    ...settings,
    DATABASE_URL: first.config.databaseUrl,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: '3',
  });
  const ctx: AppContext = await createContext(config, createLogger('silent'));
  const app: ZodApp = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await ctx.db.close();
    },
  };
}

describe('rate limits shared by two processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: { origin: string; close: () => Promise<void> };
  beforeAll(async () => {
    a = await startTestServer('postgres', env);
    b = await secondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(`${LIMIT} lookups a minute per client in all, whichever process answers`, async () => {
    const lookup = (origin: string) =>
      statusOf(`${origin}${a.config.apiBase}/OrderStatus/Lookup`, LOOKUP);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i++) statuses.push(await lookup(i % 2 ? b.origin : a.origin));
    expect(statuses).toEqual([...Array(LIMIT).fill(404), 429, 429, 429, 429]);
  });

  it('a concurrent burst on both processes lets exactly the limit through', async () => {
    // Another route, so a fresh key: 40 at once, half on each process.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        statusOf(`${i % 2 ? b.origin : a.origin}${a.config.apiBase}/Waitlist/Register`, '{}'),
      ),
    );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
  });
});

describe('a large limit shared by two processes, counted in blocks', () => {
  const LARGE = 100; // blockFor(100) = 5: each process reserves 5 counts per database write
  let a: TestServer;
  let b: { origin: string; close: () => Promise<void> };
  const largeEnv = { FORM_RATE_LIMIT_PER_MINUTE: String(LARGE) };
  beforeAll(async () => {
    a = await startTestServer('postgres', largeEnv);
    b = await secondInstance(a, largeEnv);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('never lets more than the limit through, loses at most a block per process, and writes once per block', async () => {
    expect(blockFor(LARGE)).toBe(5);
    const statuses = await Promise.all(
      Array.from({ length: 160 }, (_, i) =>
        statusOf(`${i % 2 ? b.origin : a.origin}${a.config.apiBase}/OrderStatus/Lookup`, LOOKUP),
      ),
    );
    const through = statuses.filter((s) => s !== 429).length;
    expect(through).toBeLessThanOrEqual(LARGE);
    expect(through).toBeGreaterThanOrEqual(LARGE - 2 * (blockFor(LARGE) - 1));
    // The counter moved by whole blocks: 160 requests took at most 160 / 5 + 2 writes.
    const rows = await a.ctx.db.kysely
      .selectFrom('rate_limits')
      .select('count')
      .where('key', 'like', '%OrderStatus/Lookup%')
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.count) % blockFor(LARGE)).toBe(0);
    expect(Number(rows[0]!.count)).toBeLessThanOrEqual(160 + 2 * blockFor(LARGE));
  });
});
