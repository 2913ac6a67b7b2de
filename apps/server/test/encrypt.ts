/**
 * For tests: encrypt a value exactly as the browser does (WebCrypto RSA-OAEP, SHA-256) to the
 * public key of Checkout/EncryptionKey, giving the base64url ciphertext an API call expects.
 */
import { webcrypto } from 'node:crypto';

export async function encryptForTest(
  jwk: { kty: string; n: string; e: string },
  clear: string,
): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(clear),
  );
  return Buffer.from(cipher).toString('base64url');
}
