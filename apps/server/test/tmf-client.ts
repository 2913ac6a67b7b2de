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
