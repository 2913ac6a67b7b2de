/**
 * Access tokens for the address calls (000 §6-§7, 002 §7 `MicroBiz/GetApigeeToken`): short-lived,
 * HMAC-SHA256 signed, bound to the visitor's session. Stateless to verify, so any server process
 * can check a token another issued; the signing key comes from TOKEN_SECRET or is generated once
 * and kept in the database (app_settings), shared by all processes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/index';
import { ensureSetting } from '../../db/settings';

interface TokenClaims {
  /** Session id (hash) the token was issued to; for another audience, what it names. */
  sub: string;
  /**
   * What the token is for: absent on access tokens; e.g. 'order-link' for the order e-mail's
   * link. A token verifies only for its own audience, so one kind never passes as another.
   */
  aud?: string;
  /** Issued at / expires at, seconds since the epoch. */
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: string };

export class TokenService {
  private constructor(
    private readonly key: Buffer,
    readonly ttlSeconds: number,
  ) {}

  static async create(
    db: Db,
    secret: string | undefined,
    ttlSeconds: number,
  ): Promise<TokenService> {
    const keyText =
      secret ?? (await ensureSetting(db, 'token_secret', randomBytes(32).toString('base64url')));
    return new TokenService(Buffer.from(keyText, 'utf8'), ttlSeconds);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(
    sessionId: string,
    now = Date.now(),
    options: { audience?: string; ttlSeconds?: number } = {},
  ): { token: string; expiresIn: number } {
    const iat = Math.floor(now / 1000);
    const ttl = options.ttlSeconds ?? this.ttlSeconds;
    const claims: TokenClaims = {
      sub: sessionId,
      ...(options.audience ? { aud: options.audience } : {}),
      iat,
      exp: iat + ttl,
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresIn: ttl };
  }

  verify(token: string, now = Date.now(), audience?: string): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 2 || !parts[0] || !parts[1])
      return { ok: false, reason: 'malformed token' };
    const [payload, signature] = parts as [string, string];
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'bad signature' };
    }
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'malformed token' };
    }
    if (claims.aud !== audience) return { ok: false, reason: 'wrong audience' };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) {
      return { ok: false, reason: 'token expired' };
    }
    return { ok: true, claims };
  }
}
