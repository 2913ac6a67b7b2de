/**
 * Browser-side encryption of the SSN and tax id: RSA-OAEP with SHA-256 to the
 * public key the API publishes at Checkout/EncryptionKey; the ciphertext goes on the wire as
 * base64url. The clear value lives only in the form field and this function's arguments.
 */
import type { z } from 'zod';
import type { encryptionKeyResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../shared/api/client';

type EncryptionKeyAnswer = z.infer<typeof encryptionKeyResponse>;

export interface Encrypter {
  /** Key id to send beside the values (creditCheckRequest.kid). */
  kid: string;
  /** base64url ciphertext of the value; '' for an empty value (nothing to send). */
  encrypt: (clear: string) => Promise<string>;
}

function getEncryptionKey(): Promise<EncryptionKeyAnswer> {
  return api.call(CHECKOUT_CALLS.encryptionKey);
}

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An encrypter for the key of an EncryptionKey answer. */
async function encrypterFor(answer: EncryptionKeyAnswer): Promise<Encrypter> {
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: answer.jwk.kty, n: answer.jwk.n, e: answer.jwk.e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return {
    kid: answer.kid,
    encrypt: async (clear) => {
      if (clear === '') return '';
      const data = new TextEncoder().encode(clear);
      return toBase64Url(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, data));
    },
  };
}

/** Fetch the current key and build its encrypter (the key may rotate: fetched per submit). */
export async function loadEncrypter(): Promise<Encrypter> {
  return encrypterFor(await getEncryptionKey());
}
