import { describe, expect, it } from 'vitest';
import { openDb, migrateToLatest } from '../../db/index';
import { TokenService } from './token';

describe('TokenService', async () => {
  const db = openDb('sqlite::memory:');
  await migrateToLatest(db);

  it('verifies its own tokens until they expire', async () => {
    const tokens = await TokenService.create(db, 'x'.repeat(32), 60);
    const now = Date.UTC(2026, 10, 21, 12);
    const { token, expiresIn } = tokens.issue('session-a', now);
    expect(expiresIn).toBe(60);
    expect(tokens.verify(token, now + 59_000)).toMatchObject({
      ok: true,
      claims: { sub: 'session-a' },
    });
    expect(tokens.verify(token, now + 60_000)).toEqual({ ok: false, reason: 'token expired' });
  });

  it('refuses tampered, foreign and malformed tokens', async () => {
    const a = await TokenService.create(db, 'a'.repeat(32), 60);
    const b = await TokenService.create(db, 'b'.repeat(32), 60);
    const { token } = a.issue('s');
    expect(b.verify(token).ok).toBe(false);
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'other', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(a.verify(`${forged}.${sig}`)).toEqual({ ok: false, reason: 'bad signature' });
    expect(a.verify(`${payload}`).ok).toBe(false);
    expect(a.verify('').ok).toBe(false);
    expect(a.verify('a.b.c').ok).toBe(false);
  });

  it('verifies a token only for its own audience', async () => {
    const tokens = await TokenService.create(db, 'x'.repeat(32), 60);
    const link = tokens.issue('MB1', Date.now(), { audience: 'order-link', ttlSeconds: 600 });
    expect(link.expiresIn).toBe(600);
    expect(tokens.verify(link.token, Date.now(), 'order-link')).toMatchObject({
      ok: true,
      claims: { sub: 'MB1', aud: 'order-link' },
    });
    expect(tokens.verify(link.token)).toEqual({ ok: false, reason: 'wrong audience' });
    expect(tokens.verify(tokens.issue('s').token, Date.now(), 'order-link').ok).toBe(false);
  });

  it('shares one generated key between instances through the database', async () => {
    const first = await TokenService.create(db, undefined, 60);
    const second = await TokenService.create(db, undefined, 60);
    expect(second.verify(first.issue('s').token).ok).toBe(true);
  });
});
