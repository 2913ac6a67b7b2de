/**
 * Sensitive values (SSN, tax id) travel encrypted from the browser: RSA-OAEP with SHA-256 to a
 * 2048-bit public key this service publishes (Checkout/EncryptionKey). The key pair is shared by
 * every server process through the database (app_settings 'sensitive_key'); its private half is
 * stored encrypted (AES-256-GCM) under a key derived (HKDF-SHA256) from TOKEN_SECRET, or, when
 * TOKEN_SECRET is unset, from the generated secret the token service keeps in the database.
 * If the secret changes, the stored pair can no longer be opened and a new one (new kid) replaces
 * it. Errors never contain the value. docs/decisions/012-sensitive-data.md.
 */
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  hkdfSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../db/index';
import { ensureSetting, readSetting, replaceSetting } from '../../db/settings';
import { RefusedValueError } from '../refused-value';

const SENSITIVE_ALG = 'RSA-OAEP-256' as const;

export interface PublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: typeof SENSITIVE_ALG;
  use: 'enc';
  kid: string;
}

export interface PublicKeyAnswer {
  kid: string;
  alg: typeof SENSITIVE_ALG;
  jwk: PublicJwk;
}

export interface SensitiveDataService {
  publicKey(): PublicKeyAnswer;
  /** Clear text of a base64url ciphertext made with publicKey(); throws SensitiveDataError. */
  decrypt(kid: string, ciphertextBase64Url: string): string;
}

/** A value that cannot be decrypted. The message says why, never what the value was. */
export class SensitiveDataError extends RefusedValueError<'unknown-key' | 'unreadable'> {
  override name = 'SensitiveDataError';
}

export const SENSITIVE_MESSAGES = {
  unknownKey: 'The encryption key has changed. Please reload the page and try again.',
  unreadable: 'An encrypted value could not be read. Please reload the page and try again.',
} as const;

/** app_settings keys: the stored key pair, and the token service's generated secret. */
const KEY_SETTING = 'sensitive_key';
const TOKEN_SECRET_SETTING = 'token_secret';
const WRAP_INFO = 'bizline sensitive-data key wrap v1';

interface StoredKey {
  kid: string;
  /** Public key as JWK (kty, n, e). */
  publicJwk: { kty: 'RSA'; n: string; e: string };
  /** base64url of iv (12) | tag (16) | AES-256-GCM ciphertext of the PKCS#8 DER private key. */
  wrapped: string;
}

const generateKeyPairAsync = promisify(generateKeyPair);

function wrapKey(secret: string, kid: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), kid, WRAP_INFO, 32));
}

/** RFC 7638 thumbprint of the public key, shortened: a stable id for the pair. */
function thumbprint(jwk: { kty: string; n: string; e: string }): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

async function newStoredKey(secret: string): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const exported = publicKey.export({ format: 'jwk' }) as { kty: 'RSA'; n: string; e: string };
  const publicJwk = { kty: 'RSA' as const, n: exported.n, e: exported.e };
  const kid = thumbprint(publicJwk);
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrapKey(secret, kid), iv);
  const body = Buffer.concat([cipher.update(der), cipher.final()]);
  const wrapped = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  const stored: StoredKey = { kid, publicJwk, wrapped };
  return JSON.stringify(stored);
}

/** The private key of a stored pair, or null when `secret` cannot open it. */
function openStoredKey(stored: StoredKey, secret: string): KeyObject | null {
  try {
    const raw = Buffer.from(stored.wrapped, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      wrapKey(secret, stored.kid),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    const der = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return null;
  }
}

export class RsaSensitiveDataService implements SensitiveDataService {
  private constructor(
    private readonly kid: string,
    private readonly jwk: PublicJwk,
    private readonly privateKey: KeyObject,
  ) {}

  /** Loads the shared key pair, creating it on first use (race-safe across processes). */
  static async create(db: Db, tokenSecret: string | undefined): Promise<RsaSensitiveDataService> {
    const secret =
      tokenSecret ??
      (await ensureSetting(db, TOKEN_SECRET_SETTING, randomBytes(32).toString('base64url')));
    // Generating a pair takes a while: only when there is none yet.
    let text =
      (await readSetting(db, KEY_SETTING)) ??
      (await ensureSetting(db, KEY_SETTING, await newStoredKey(secret)));
    let stored = JSON.parse(text) as StoredKey;
    let privateKey = openStoredKey(stored, secret);
    if (!privateKey) {
      // The secret changed since the pair was made: replace it (values in flight were encrypted
      // to the old kid and are refused with SENSITIVE_MESSAGES.unknownKey).
      await replaceSetting(db, KEY_SETTING, text, await newStoredKey(secret));
      text = (await readSetting(db, KEY_SETTING)) ?? '{}';
      stored = JSON.parse(text) as StoredKey;
      privateKey = openStoredKey(stored, secret);
      if (!privateKey) throw new Error('the sensitive-data key cannot be opened with this secret');
    }
    // The public half is recomputed from the private key, so a tampered row cannot mismatch.
    const exported = createPublicKey(privateKey).export({ format: 'jwk' }) as {
      n: string;
      e: string;
    };
    const jwk: PublicJwk = {
      kty: 'RSA',
      n: exported.n,
      e: exported.e,
      alg: SENSITIVE_ALG,
      use: 'enc',
      kid: stored.kid,
    };
    return new RsaSensitiveDataService(stored.kid, jwk, privateKey);
  }

  publicKey(): PublicKeyAnswer {
    return { kid: this.kid, alg: SENSITIVE_ALG, jwk: { ...this.jwk } };
  }

  decrypt(kid: string, ciphertextBase64Url: string): string {
    if (kid !== this.kid)
      throw new SensitiveDataError('unknown-key', SENSITIVE_MESSAGES.unknownKey);
    if (!/^[A-Za-z0-9_-]+$/.test(ciphertextBase64Url)) {
      throw new SensitiveDataError('unreadable', SENSITIVE_MESSAGES.unreadable);
    }
    let clear: Buffer;
    try {
      clear = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertextBase64Url, 'base64url'),
      );
    } catch {
      // The crypto error is dropped on purpose: only the reason is reported.
      throw new SensitiveDataError('unreadable', SENSITIVE_MESSAGES.unreadable);
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(clear);
    } catch {
      throw new SensitiveDataError('unreadable', SENSITIVE_MESSAGES.unreadable);
    }
  }
}

export function createSensitiveDataService(
  db: Db,
  tokenSecret: string | undefined,
): Promise<SensitiveDataService> {
  return RsaSensitiveDataService.create(db, tokenSecret);
}
