/**
 * Webhook signatures, as Stripe signs its events: the header
 * `Bizline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The
 * timestamp is signed with the body, so a receiver that refuses signatures older than the
 * tolerance window (5 minutes) cannot be fed an old delivery again. docs/integration.md shows a
 * receiver's check in a few lines; verifySignature is the same check. During a secret's rotation
 * the header carries one `v1=` per secret (the new one first), as Stripe's does: a receiver
 * holding either secret finds its signature among them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@bizline/domain/integrations/webhook-events';

/** A new endpoint's signing secret. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

const hmac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** The signature header's value for `body` at `t` (unix seconds), one v1 per secret. */
export function signatureHeader(
  secrets: string | readonly string[],
  body: string,
  t: number,
): string {
  const all = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${t}`, ...all.map((s) => `v1=${hmac(s, t, body)}`)].join(',');
}

export type Verdict = 'valid' | 'malformed' | 'mismatch' | 'stale';

/** Check a signature header against the raw body (what a receiver does). */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): Verdict {
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [k, v] = item.split('=', 2);
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isInteger(t) || !signatures.length) return 'malformed';
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  return Math.abs(nowSeconds - t) > toleranceSeconds ? 'stale' : 'valid';
}
