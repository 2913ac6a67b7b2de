/**
 * The 'webhook' job: POST one delivery's body to its endpoint, signed (signing.ts), under the
 * outbound rules (security/outbound.ts: public addresses or OUTBOUND_ALLOW, the checked address,
 * no redirects). Every HTTP attempt is logged in webhook_attempts with its status code, duration
 * and a short reason (timeout, connection refused, TLS, HTTP status, blocked address), never the
 * receiver's answer. A receiver that does not answer 2xx within WEBHOOK_TIMEOUT_MS fails the
 * attempt: the job throws and the jobs' backoff tries again (10 s doubling up to 1 h, 20
 * attempts: about 12 hours), until its attempts run out and the delivery is 'failed'. A delivery
 * to an endpoint disabled meanwhile is not sent; an endpoint failing for
 * WEBHOOK_DISABLE_AFTER_HOURS is disabled (health.ts).
 */
import { WEBHOOK_SIGNATURE_HEADER } from '@bizline/domain/integrations/webhook-events';
import type { AppContext } from '../../context';
import type { JobHandlers } from '../../jobs/queue';
import { OutboundRefused, outboundPost } from '../../security/outbound';
import { WEBHOOK_JOB, type WebhookJobPayload } from './events';
import { disableFailingEndpoints } from './health';
import * as repo from './repo';
import { signatureHeader } from './signing';

/** The longest a receiver may take to answer one attempt. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The secrets that sign now: the endpoint's, and the previous one during a rotation's overlap. */
function signingSecrets(
  d: { secret: string; previous_secret: string | null; previous_secret_until: string | null },
  now: Date,
): string[] {
  const overlap = d.previous_secret && d.previous_secret_until;
  return overlap && new Date(d.previous_secret_until!) > now
    ? [d.secret, d.previous_secret!]
    : [d.secret];
}

async function deliver(ctx: AppContext, deliveryId: number, attempt: number, last: boolean) {
  const db = ctx.db.kysely;
  const d = await repo.deliveryWithEndpoint(db, deliveryId);
  if (!d || d.status === 'delivered') return;
  if (Number(d.active) !== 1) {
    await repo.markDelivery(db, deliveryId, 'failed', 'endpoint disabled');
    return;
  }
  // Well inside the job's lease, so a slow receiver never outlives it.
  const timeoutMs = Math.min(WEBHOOK_TIMEOUT_MS, ctx.config.jobs.leaseMs / 2);
  const started = new Date();
  const t = Math.floor(started.getTime() / 1000);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const res = await outboundPost(
      d.url,
      {
        timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'bizline-webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(signingSecrets(d, started), d.body, t),
          'Bizline-Event-Id': d.event_id,
          'Bizline-Event-Type': d.event_type,
          'Bizline-Delivery-Id': String(d.id),
        },
        body: d.body,
      },
      ctx.config.outbound,
    );
    statusCode = res.status;
    if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}`;
  } catch (err) {
    error =
      err instanceof OutboundRefused
        ? `blocked: ${err.reason}`
        : ((err as Error).message ?? String(err));
  }
  const ok = error === null;
  await repo.recordAttempt(
    db,
    {
      deliveryId,
      attempt,
      startedAt: started.toISOString(),
      durationMs: Date.now() - started.getTime(),
      statusCode,
      ok,
      error,
    },
    ok ? 'delivered' : last ? 'failed' : 'pending',
  );
  await repo.noteEndpointOutcome(db, d.endpoint_id, ok, started.toISOString());
  if (!ok) {
    // Only a run of failures that began before the window can have outlasted it.
    const windowStart = Date.now() - ctx.config.webhookDisableAfterHours * 3_600_000;
    if (d.failing_since && Date.parse(d.failing_since) <= windowStart) {
      await disableFailingEndpoints(ctx, new Date());
    }
    throw new Error(`webhook delivery ${deliveryId} to ${d.url}: ${error}`);
  }
}

export const webhookHandlers: JobHandlers = {
  [WEBHOOK_JOB]: {
    run: (ctx, payload, job) =>
      deliver(
        ctx,
        (payload as WebhookJobPayload).deliveryId,
        job.attempts,
        job.attempts >= job.max_attempts,
      ),
  },
};
