/**
 * The TMF622 API keys, one per integration (issue 14): `bzk_` and 32 random bytes, shown once
 * when an admin creates it; only its SHA-256 is kept (with its first characters, to recognize it
 * by). A request names its key in `X-API-Key` or `Authorization: Bearer`; a missing, unknown or
 * revoked key is refused (401). Creating and revoking write audit rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { INTEGRATION_MESSAGES, type ApiKey } from '@bizline/domain/wire/console/integrations';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { auditIntegration, changeAudited, type AdminActor } from '../webhooks/audit';
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
});

export async function listApiKeys(ctx: AppContext): Promise<ApiKey[]> {
  return (await repo.listKeys(ctx.db.kysely)).map(toWire);
}

export async function createApiKey(
  ctx: AppContext,
  actor: AdminActor,
  name: string,
  now = new Date(),
): Promise<{ key: ApiKey; secret: string }> {
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
    });
    const key = toWire((await repo.findKey(trx, id))!);
    await auditIntegration(trx, actor, 'api_key.create', ['api_key', id], null, {
      name,
      prefix: key.prefix,
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
}

/** The key a request presents: `X-API-Key`, else `Authorization: Bearer <key>`. */
export function presentedKey(headers: Record<string, string | string[] | undefined>) {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1] ?? null;
}

/** The integration of an active key, or null (unknown or revoked). */
export async function authenticateKey(
  ctx: AppContext,
  key: string,
  now = new Date(),
): Promise<Integration | null> {
  const row = await repo.findKeyByHash(ctx.db.kysely, hashKey(key));
  if (!row || row.revoked_at) return null;
  const last = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - last > LAST_USED_EVERY_MS) {
    await repo.touchKey(ctx.db.kysely, Number(row.id), now.toISOString());
  }
  return { id: Number(row.id), name: row.name };
}
