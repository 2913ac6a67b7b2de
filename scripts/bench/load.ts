/**
 * Load with autocannon over one or more server processes: each call alone (`measure`), or the
 * journey's calls mixed (`measureMixed`). With several processes, one autocannon instance per
 * process shares the connections (a round-robin by connection), and their latencies are merged.
 */
import autocannon from 'autocannon';

export const API = '/foryoursmallbiz/smb/api';
/** The header of a request with a JSON body. */
export const JSON_BODY = { 'content-type': 'application/json' };

interface Variant {
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Needs `Authorization: Bearer` and the session cookie (a visitor per connection). */
  auth?: boolean;
  /** Varies the request: each request takes the next of these (path and body). */
  variants?: Variant[];
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function visitorHeaders(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}${API}/MicroBiz/GetApigeeToken`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { access_token } = (await res.json()) as { access_token: string };
  return { cookie, authorization: `Bearer ${access_token}` };
}

/**
 * A new visitor's session at `origin`: its headers, and `call`, which makes its calls (`p` under
 * the API, `body` sent as JSON), throws on an answer that is not 2xx and answers the JSON body.
 */
export async function visitorCaller(origin: string) {
  const headers = await visitorHeaders(origin);
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${origin}${API}/${p}`, {
      method,
      headers: { ...headers, ...(body ? JSON_BODY : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  return { headers, call };
}

type Req = Record<string, unknown>;
type Ctx = Record<string, unknown>;

/**
 * Each connection is one client: its own address (X-Forwarded-For; the servers trust one proxy)
 * and, for calls that need the token, its own visitor. All from one address and one session, every
 * request would count against the same rate-limit rows, which PostgreSQL keeps in the database
 * (limits/counters.ts): the bench would measure waits on those few rows, not the calls.
 */
let clients = 0;
function clientOf(context: Ctx): number {
  if (context.client === undefined) context.client = clients++;
  return context.client as number;
}
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One autocannon request of `call`: each request the next of its variants (per connection). */
function request(call: Call, visitors: Record<string, string>[], key: string) {
  return {
    method: call.method,
    path: call.path,
    ...(call.body !== undefined ? { body: call.body } : {}),
    headers: call.headers ?? {},
    setupRequest: (req: Req, context: Ctx) => {
      const client = clientOf(context);
      const headers = {
        ...(req.headers as object),
        'x-forwarded-for': clientAddress(client),
        ...(call.auth ? visitors[client % visitors.length] : {}),
      };
      if (!call.variants) return { ...req, headers };
      const i = ((context[key] as number | undefined) ?? Math.floor(Math.random() * 1e6)) + 1;
      context[key] = i;
      const v = call.variants[i % call.variants.length]!;
      return {
        ...req,
        path: v.path,
        ...(v.body !== undefined ? { body: v.body } : {}),
        headers: { ...headers, ...(v.headers ?? {}) },
      };
    },
  };
}

/** A visitor (token and session cookie) for each connection. */
async function visitorsFor(origin: string, options: LoadOptions) {
  return Promise.all(Array.from({ length: options.connections }, () => visitorHeaders(origin)));
}

/** Runs the sequence `calls` on every connection, spread over `origins`; merged figures. */
async function run(
  origins: string[],
  calls: Call[],
  visitors: Record<string, string>[],
  options: LoadOptions,
) {
  const latencies: number[] = [];
  const per = Math.max(1, Math.round(options.connections / origins.length));
  const results = await Promise.all(
    origins.map((origin) => {
      const instance = autocannon({
        url: origin,
        connections: per,
        duration: options.duration,
        requests: calls.map((c, i) => request(c, visitors, `v${i}`)),
      });
      instance.on('response', (_c: unknown, _s: number, _b: number, responseTime: number) => {
        latencies.push(responseTime);
      });
      return instance;
    }),
  );
  latencies.sort((a, b) => a - b);
  const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((a, r) => a + f(r), 0);
  return {
    'req/s': Math.round(sum((r) => r.requests.average)),
    'p50 ms': +percentile(latencies, 50).toFixed(2),
    'p95 ms': +percentile(latencies, 95).toFixed(2),
    'p99 ms': +percentile(latencies, 99).toFixed(2),
    requests: sum((r) => r.requests.total),
    errors: sum((r) => r.errors + r.timeouts + r.non2xx),
  };
}

/** One call alone under load. */
export async function measure(origins: string[], call: Call, options: LoadOptions) {
  const visitors = call.auth ? await visitorsFor(origins[0]!, options) : [];
  return { call: call.name, ...(await run(origins, [call], visitors, options)) };
}

/** The journey's calls in turn on every connection (a mixed load). */
export async function measureMixed(
  name: string,
  origins: string[],
  calls: Call[],
  options: LoadOptions,
) {
  const visitors = calls.some((c) => c.auth) ? await visitorsFor(origins[0]!, options) : [];
  return { load: name, ...(await run(origins, calls, visitors, options)) };
}
