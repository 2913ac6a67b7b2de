/**
 * The TMF API keys, one per integration: `bzk_` and 32 random bytes, shown once when an admin
 * creates it; only its SHA-256 is kept (with its first characters, to recognize it by). Each key
 * holds scopes (what it may call) and may expire. A request names its key in `X-API-Key` or
 * `Authorization: Bearer`; a missing, unknown, revoked or expired key is refused (401), a call
 * outside the key's scopes too (403), both in TMF630's shape (tmfKeyGuard). Creating and revoking
 * write audit rows; revoking a key also disables the hub listeners it registered.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_SCOPES, type ApiKeyScope } from '@bizline/domain/integrations/api-key-scopes';
import {
  INTEGRATION_MESSAGES,
  type ApiKey,
  type CreateApiKeyBody,
} from '@bizline/domain/wire/console/integrations';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http-errors';
import { auditIntegration, changeAudited, type AdminActor } from '../webhooks/audit';
import { sendTmfError } from './errors';
import * as repo from './repo';

/** How many characters of a key the console shows. */
const PREFIX_LENGTH = 12;
/** last_used_at is written at most this often per key (not on every request). */
const LAST_USED_EVERY_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const toWire = (r: repo.ApiKeyRow): ApiKey => ({
  id: Number(r.id),
  name: r.name,
  prefix: `${r.prefix}…`,
  createdBy: r.created_by,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
  scopes: scopesOf(r),
  expiresAt: r.expires_at,
});

/** The stored scopes, in API_KEY_SCOPES' order (one that is no longer known is dropped). */
function scopesOf(r: repo.ApiKeyRow): ApiKeyScope[] {
  const stored = JSON.parse(r.scopes) as string[];
  return API_KEY_SCOPES.filter((s) => stored.includes(s));
}

export async function listApiKeys(ctx: AppContext): Promise<ApiKey[]> {
  return (await repo.listKeys(ctx.db.kysely)).map(toWire);
}

export async function createApiKey(
  ctx: AppContext,
  actor: AdminActor,
  body: CreateApiKeyBody,
  now = new Date(),
): Promise<{ key: ApiKey; secret: string }> {
  const { name } = body;
  const scopes = body.scopes ?? [...API_KEY_SCOPES];
  const expiresAt = body.expiresAt ? new Date(body.expiresAt).toISOString() : null;
  if (expiresAt && expiresAt <= now.toISOString()) {
    throw badRequest(INTEGRATION_MESSAGES.keyExpiryPast, 'expiresAt');
  }
  const secret = `bzk_${randomBytes(32).toString('base64url')}`;
  return inTransaction(ctx.db, async (trx) => {
    const id = await repo.insertKey(trx, {
      name,
      prefix: secret.slice(0, PREFIX_LENGTH),
      key_hash: hashKey(secret),
      created_by: actor.email,
      created_at: now.toISOString(),
      last_used_at: null,
      revoked_at: null,
      scopes: JSON.stringify(scopes),
      expires_at: expiresAt,
    });
    const key = toWire((await repo.findKey(trx, id))!);
    await auditIntegration(trx, actor, 'api_key.create', ['api_key', id], null, {
      name,
      prefix: key.prefix,
      scopes: key.scopes,
      expiresAt,
    });
    return { key, secret };
  });
}

export async function revokeApiKey(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  now = new Date(),
): Promise<ApiKey> {
  return changeAudited(ctx.db, actor, {
    find: (trx) => repo.findKey(trx, id),
    missing: INTEGRATION_MESSAGES.keyNotFound,
    apply: async (trx, before) => {
      if (!before.revoked_at) await repo.revokeKey(trx, id, now.toISOString());
      await repo.disableListenersOf(trx, id, now.toISOString());
    },
    toWire,
    action: 'api_key.revoke',
    subject: ['api_key', id],
    audited: (key) => ({ name: key.name, revokedAt: key.revokedAt }),
  });
}

export interface Integration {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** The key a request presents: `X-API-Key`, else `Authorization: Bearer <key>`. */
function presentedKey(headers: Record<string, string | string[] | undefined>) {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1] ?? null;
}

/** Whether a key is in force at `now`: neither revoked nor expired. */
const inForce = (row: repo.ApiKeyRow, now: Date) =>
  !row.revoked_at && !(row.expires_at && row.expires_at <= now.toISOString());

/** The integration of a key in force, or null (unknown, revoked or expired). */
async function authenticateKey(
  ctx: AppContext,
  key: string,
  now = new Date(),
): Promise<Integration | null> {
  const row = await repo.findKeyByHash(ctx.db.kysely, hashKey(key));
  if (!row || !inForce(row, now)) return null;
  const last = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - last > LAST_USED_EVERY_MS) {
    await repo.touchKey(ctx.db.kysely, Number(row.id), now.toISOString());
  }
  return { id: Number(row.id), name: row.name, scopes: scopesOf(row) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration whose API key a TMF call presented (tmfKeyGuard). */
    tmfIntegration?: Integration;
  }
}

/**
 * The one guard of every TMF API call: a Fastify preHandler that authenticates the request's key
 * (401 when missing, unknown, revoked or expired) and checks that it holds `scope` (403), both
 * answered in TMF630's shape; the integration is then `request.tmfIntegration`.
 */
function tmfKeyGuard(ctx: AppContext, scope: ApiKeyScope) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = presentedKey(request.headers);
    const integration = key ? await authenticateKey(ctx, key) : null;
    if (!integration) {
      reply.header('www-authenticate', 'Bearer realm="tmf-api"');
      const message = key
        ? 'The API key is not valid (unknown, revoked or expired).'
        : 'An API key is required (X-API-Key or Authorization: Bearer).';
      return sendTmfError(reply, 401, message);
    }
    if (!integration.scopes.includes(scope)) {
      return sendTmfError(reply, 403, `This API key does not have the scope ${scope}.`);
    }
    request.tmfIntegration = integration;
  };
}

/**
 * The route options of a TMF API call that needs `scope`: the key guard, rate-limited per client
 * address like the storefront's token calls (API_RATE_LIMIT_PER_MINUTE), and left out of the
 * storefront's OpenAPI document (each TMF API serves its own).
 */
export function tmfCall(ctx: AppContext, scope: ApiKeyScope) {
  return {
    preHandler: tmfKeyGuard(ctx, scope),
    schema: { hide: true },
    config: { rateLimit: { max: ctx.config.apiRateLimitPerMinute, timeWindow: '1 minute' } },
  };
}
