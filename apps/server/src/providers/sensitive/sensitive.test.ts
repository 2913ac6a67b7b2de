import { expect, it } from 'vitest';
import { openDb } from '../../db/index';
import { describeEachDialectContext } from '../../../test/provider-context';
import { RsaSensitiveDataService, SENSITIVE_MESSAGES, SensitiveDataError } from './index';
import { encryptForTest } from '../../../test/encrypt';

const SSN = '123456789';

describeEachDialectContext('sensitive data service', (get) => {
  it('publishes an RSA-OAEP-256 public key and decrypts what the browser encrypts', async () => {
    const { sensitive } = get().ctx.providers;
    const key = sensitive.publicKey();
    expect(key.alg).toBe('RSA-OAEP-256');
    expect(key.jwk).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', kid: key.kid });
    // 2048-bit modulus: 256 bytes.
    expect(Buffer.from(key.jwk.n, 'base64url').length).toBe(256);
    expect(key.jwk).not.toHaveProperty('d');
    const cipher = await encryptForTest(key.jwk, SSN);
    expect(cipher).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher).not.toContain(SSN);
    expect(sensitive.decrypt(key.kid, cipher)).toBe(SSN);
    expect(sensitive.decrypt(key.kid, await encryptForTest(key.jwk, '12-3456789 é'))).toBe(
      '12-3456789 é',
    );
  });

  it('refuses tampered ciphertext, unknown keys and garbage without echoing them', async () => {
    const { sensitive } = get().ctx.providers;
    const key = sensitive.publicKey();
    const cipher = await encryptForTest(key.jwk, SSN);
    const bytes = Buffer.from(cipher, 'base64url');
    bytes[10] = bytes[10]! ^ 0x01;
    const tampered = bytes.toString('base64url');
    const attempts: [string, string, string][] = [
      [key.kid, tampered, SENSITIVE_MESSAGES.unreadable],
      [key.kid, cipher.slice(0, -4), SENSITIVE_MESSAGES.unreadable],
      [key.kid, '', SENSITIVE_MESSAGES.unreadable],
      [key.kid, `${SSN}!`, SENSITIVE_MESSAGES.unreadable],
      [key.kid, SSN, SENSITIVE_MESSAGES.unreadable],
      ['other-kid', cipher, SENSITIVE_MESSAGES.unknownKey],
    ];
    for (const [kid, value, message] of attempts) {
      let error: unknown;
      try {
        sensitive.decrypt(kid, value);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(SensitiveDataError);
      expect((error as Error).message).toBe(message);
      expect(String((error as Error).stack)).not.toContain(SSN);
    }
  });

  it('shares one key pair between processes through the database, wrapped', async () => {
    const { ctx, url } = get();
    const other = openDb(url, { poolSize: 2 });
    try {
      const second = await RsaSensitiveDataService.create(other, ctx.config.tokenSecret);
      const first = ctx.providers.sensitive;
      expect(second.publicKey()).toEqual(first.publicKey());
      const cipher = await encryptForTest(first.publicKey().jwk, SSN);
      expect(second.decrypt(first.publicKey().kid, cipher)).toBe(SSN);
      // The private key is not stored in clear.
      const row = await ctx.db.kysely
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', 'sensitive_key')
        .executeTakeFirstOrThrow();
      expect(row.value).not.toMatch(/PRIVATE KEY|"d":/);
    } finally {
      await other.close();
    }
  });
});

describeEachDialectContext(
  'sensitive data service with TOKEN_SECRET',
  (get) => {
    it('opens the pair with the configured secret and replaces it when the secret changes', async () => {
      const { ctx, url } = get();
      const before = ctx.providers.sensitive.publicKey();
      const other = openDb(url, { poolSize: 2 });
      try {
        const same = await RsaSensitiveDataService.create(other, 's'.repeat(40));
        expect(same.publicKey().kid).toBe(before.kid);
        const rotated = await RsaSensitiveDataService.create(other, 'r'.repeat(40));
        expect(rotated.publicKey().kid).not.toBe(before.kid);
        const old = await encryptForTest(before.jwk, SSN);
        expect(() => rotated.decrypt(before.kid, old)).toThrow(SENSITIVE_MESSAGES.unknownKey);
        const fresh = await encryptForTest(rotated.publicKey().jwk, SSN);
        expect(rotated.decrypt(rotated.publicKey().kid, fresh)).toBe(SSN);
      } finally {
        await other.close();
      }
    });
  },
  { TOKEN_SECRET: 's'.repeat(40) },
);
