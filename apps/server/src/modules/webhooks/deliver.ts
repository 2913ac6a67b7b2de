/**
 * The 'webhook' job: POST one delivery's body to its endpoint, signed (signing.ts). Every HTTP
 * attempt is logged in webhook_attempts (status code, duration, error). A receiver that does not
 * answer 2xx within WEBHOOK_TIMEOUT_MS fails the attempt: the job throws and the jobs' backoff
 * tries again (10 s doubling up to 1 h, 20 attempts: about 12 hours), until its attempts run out
 * and the delivery is 'failed'. A delivery to an endpoint disabled meanwhile is not sent.
 */
import { WEBHOOK_SIGNATURE_HEADER } from '@bizline/domain/integrations/webhook-events';
import type { AppContext } from '../../context';
import type { JobHandlers } from '../../jobs/queue';
import { WEBHOOK_JOB, type WebhookJobPayload } from './events';
import * as repo from './repo';
import { signatureHeader } from './signing';

/** The longest a receiver may take to answer one attempt. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** What of a refusing receiver's answer is kept in the attempt's error. */
const ANSWER_KEPT = 200;

const describe = (err: unknown, timeoutMs: number) => {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return (e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err)).slice(0, 300);
};

/** The start of an answer's body, without reading (or waiting for) the rest of it. */
async function firstChars(res: Response, n: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < n) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // An answer cut off midway: what came is enough.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, n);
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
    const res = await fetch(d.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'bizline-webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(d.secret, d.body, t),
        'Bizline-Event-Id': d.event_id,
        'Bizline-Event-Type': d.event_type,
        'Bizline-Delivery-Id': String(d.id),
      },
      body: d.body,
    });
    statusCode = res.status;
    const answer = await firstChars(res, ANSWER_KEPT);
    if (!res.ok) error = `HTTP ${res.status}${answer ? `: ${answer}` : ''}`;
  } catch (err) {
    error = describe(err, timeoutMs);
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
  if (!ok) throw new Error(`webhook delivery ${deliveryId} to ${d.url}: ${error}`);
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
