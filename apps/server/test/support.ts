/**
 * Test support for API tests: a real server on 127.0.0.1 over a fresh database of either
 * dialect, reached over real HTTP. `describeEachDialect` runs a suite once on SQLite and once on
 * PostgreSQL.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Config } from '../src/config';
import { buildApp } from '../src/app';
import type { ZodApp } from '../src/zod-app';
import type { AppContext } from '../src/context';
import type { SqlDialect } from '../src/db/index';

export const DIALECTS: readonly SqlDialect[] = ['sqlite', 'postgres'];

export { freshDatabaseUrl } from './databases';
import { freshContext } from './provider-context';

export interface TestServer {
  dialect: SqlDialect;
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** Absolute URL of an API call: api('/MicroBiz/GetApigeeToken'). */
  api(pathUnderApi: string): string;
  app: ZodApp;
  ctx: AppContext;
  config: Config;
  close(): Promise<void>;
}

export async function startTestServer(
  dialect: SqlDialect,
  env: Record<string, string> = {},
  options: {
    beforeListen?: (ctx: AppContext) => Promise<void>;
    /** The server's logger (default: one at LOG_LEVEL on stdout). */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestServer> {
  const { ctx, config, drop } = await freshContext(
    dialect,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // Every test visitor comes from 127.0.0.1: limits under test are set by the suite's env.
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
      EVENT_LOG_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    options.logger,
  );
  await options.beforeListen?.(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server did not bind');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    dialect,
    origin,
    api: (p) => `${origin}${config.apiBase}${p.startsWith('/') ? p : `/${p}`}`,
    app,
    ctx,
    config,
    async close() {
      await app.close();
      await ctx.db.close();
      await drop();
    },
  };
}

/** A 400 answer whose JSON body has (at least) `expected`. */
export async function expectBadRequest(
  res: Response,
  expected: Record<string, unknown>,
): Promise<void> {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject(expected);
}

/** POSTs `body` as it is (a string), labelled JSON and without a session, to `url`. */
export function postJsonText(url: string, body: string): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

/**
 * Runs `suite` once per dialect against its own server. Inside, call `server()` to get the
 * running TestServer (available from the first test on).
 */
export function describeEachDialect(
  name: string,
  suite: (server: () => TestServer) => void,
  env: Record<string, string> = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let running: TestServer | undefined;
      beforeAll(async () => {
        running = await startTestServer(dialect, env);
      });
      afterAll(async () => {
        await running?.close();
      });
      suite(() => {
        if (!running) throw new Error('test server not started');
        return running;
      });
    });
  }
}

/** A minimal cookie-keeping HTTP client, like a browser tab. */
/** The statuses of `times` POSTs in a row from one visitor (rate limits); `body(i)` for try i. */
export async function statusesOfTries(
  v: Visitor,
  path: string,
  times: number,
  body: (i: number) => unknown,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await v.json('POST', path, body(i))).status);
  return statuses;
}

export class Visitor {
  private cookies = new Map<string, string>();
  token: string | undefined;

  constructor(readonly server: TestServer) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  /** Fetch an access token (creating the session) and remember it. */
  async signIn(): Promise<string> {
    const res = await this.fetch(this.server.api('/MicroBiz/GetApigeeToken'));
    const body = (await res.json()) as { access_token: string };
    this.token = body.access_token;
    return this.token;
  }

  /** JSON request with the Bearer token when we have one. */
  async json(
    method: string,
    pathUnderApi: string,
    body?: unknown,
  ): Promise<{ status: number; body: any; res: Response }> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.fetch(this.server.api(pathUnderApi), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, res };
  }
}
