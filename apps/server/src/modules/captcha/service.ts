/**
 * Self-hosted captcha (ALTCHA proof of work, altcha-lib). Challenges are signed with an HMAC key
 * generated once and kept in app_settings, so every server process issues and accepts the same
 * challenges. A solution is accepted once: the challenge's salt (which carries its expiry) is
 * recorded as used until it expires. Cost: CAPTCHA_MAX_NUMBER (default 50,000; tests use less).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib/types';
import type { Db } from '../../db/index';
import * as repo from './repo';

/** A challenge must be solved and used within this time. */
const CAPTCHA_TTL_SECONDS = 10 * 60;

const keys = new WeakMap<Db, Promise<string>>();

function hmacKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = repo.ensureSetting(db.kysely, 'captcha_hmac_key', randomBytes(32).toString('base64url'));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export async function newChallenge(
  ctx: { db: Db; config: { captchaMaxNumber: number } },
  now = Date.now(),
): Promise<Challenge> {
  return createChallenge({
    hmacKey: await hmacKey(ctx.db),
    maxNumber: ctx.config.captchaMaxNumber,
    expires: new Date(now + CAPTCHA_TTL_SECONDS * 1000),
  });
}

export type CaptchaCheck = 'ok' | 'invalid' | 'reused';

function decode(payload: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const p = value as Partial<Payload> | null;
    if (
      !p ||
      typeof p.salt !== 'string' ||
      typeof p.challenge !== 'string' ||
      typeof p.signature !== 'string' ||
      typeof p.algorithm !== 'string' ||
      typeof p.number !== 'number'
    )
      return null;
    return p as Payload;
  } catch {
    return null;
  }
}

/**
 * Check a solved challenge (the widget's base64 payload) and use it up: 'ok' once, 'reused'
 * afterwards, 'invalid' when it is malformed, wrongly solved, not ours or expired.
 */
export async function consumeSolution(
  db: Db,
  payload: string,
  now = Date.now(),
): Promise<CaptchaCheck> {
  const solved = decode(payload);
  if (!solved) return 'invalid';
  const expires = Number(extractParams(solved).expires);
  if (!Number.isFinite(expires) || expires * 1000 < now) return 'invalid';
  if (!(await verifySolution(solved, await hmacKey(db), true))) return 'invalid';
  const nowIso = new Date(now).toISOString();
  await repo.purgeExpired(db.kysely, nowIso);
  const saltHash = createHash('sha256').update(solved.salt).digest('hex');
  const fresh = await repo.markUsed(db.kysely, saltHash, new Date(expires * 1000).toISOString());
  return fresh ? 'ok' : 'reused';
}

export const CAPTCHA_MESSAGES = {
  invalid: 'captcha: the captcha was not solved or has expired. Please solve it again.',
  reused: 'captcha: this captcha was already used. Please solve it again.',
} as const;
