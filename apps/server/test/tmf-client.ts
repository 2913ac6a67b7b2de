/**
 * Test support for the TMF APIs, written from the TM Forum documents (not from bizline's own
 * schemas): an admin makes API keys with scopes in the console, and `call` reaches a TMF API's
 * path with a key the way a provider's client would (X-API-Key, JSON bodies).
 */
import type { TestServer, Visitor } from './support';

export const TMF = {
  ordering: '/tmf-api/productOrderingManagement/v4',
  catalog: '/tmf-api/productCatalogManagement/v4',
  appointment: '/tmf-api/appointment/v4',
} as const;

/** A new key from the console with `scopes` (all of them when left out); the key itself. */
export async function makeKey(
  admin: Visitor,
  name: string,
  scopes?: readonly string[],
  expiresAt?: string | null,
): Promise<string> {
  const res = await admin.json('POST', '/Console/ApiKeys/Create', { name, scopes, expiresAt });
  if (res.status !== 200)
    throw new Error(`key not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.secret as string;
}

/** A TMF client call: `path` under the server's origin, the key in X-API-Key, JSON in and out. */
export function tmfCall(
  server: TestServer,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (key) headers['x-api-key'] = key;
  if (body !== undefined) headers['content-type'] = contentType;
  return fetch(`${server.origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The checks an OpenAPI 3.1 document must pass for a generator to use it: its version, a server,
 * every operation with an operationId (unique) and responses, every path parameter declared, and
 * every $ref naming a schema the document holds.
 */
export function openApiProblems(doc: unknown): string[] {
  const problems: string[] = [];
  const d = doc as {
    openapi?: string;
    servers?: { url: string }[];
    paths?: Record<
      string,
      Record<
        string,
        { operationId?: string; responses?: object; parameters?: { name: string; in: string }[] }
      >
    >;
    components?: { schemas?: Record<string, unknown> };
  };
  if (!d.openapi?.startsWith('3.')) problems.push(`openapi: ${d.openapi}`);
  if (!d.servers?.[0]?.url) problems.push('no server');
  const ids = new Set<string>();
  for (const [path, ops] of Object.entries(d.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      if (!op.operationId) problems.push(`${method} ${path}: no operationId`);
      else if (ids.has(op.operationId)) problems.push(`${op.operationId} twice`);
      else ids.add(op.operationId);
      if (!op.responses || !Object.keys(op.responses).length)
        problems.push(`${method} ${path}: no responses`);
      for (const m of path.matchAll(/\{(\w+)\}/g)) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === m[1])) {
          problems.push(`${method} ${path}: path parameter ${m[1]} not declared`);
        }
      }
    }
  }
  const schemas = d.components?.schemas ?? {};
  for (const m of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
    if (!(m[1]! in schemas)) problems.push(`$ref to missing schema ${m[1]}`);
  }
  return problems;
}
