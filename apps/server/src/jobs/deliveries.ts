/**
 * The jobs that deliver a message: 'mail' (MailProvider) and 'sms' (SmsProvider). Each records
 * its message in outbox_messages with the job's key once the provider accepted it; a job that
 * finds its key there was acknowledged before (its worker stopped before recording the outcome)
 * and is not delivered again. SMTP also gets a Message-ID made from the key, so a receiving
 * server can tell a repeat from a new message.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { MailMessage } from '../providers/mail/index';
import type { SmsMessage } from '../providers/sms/index';
import { deliverInline, enqueue, type EnqueueOptions, type JobHandlers } from './queue';
import { deliveredMessage } from './repo';

/** A passcode is of no use after its 5 minutes: a few quick tries, then it is failed. */
const SMS_MAX_ATTEMPTS = 5;

export const deliveryHandlers: JobHandlers = {
  mail: {
    async run(ctx, payload, job) {
      if (await deliveredMessage(ctx.db.kysely, job.job_key)) return;
      await ctx.providers.mail.send({ ...(payload as MailMessage), key: job.job_key });
    },
  },
  sms: {
    async run(ctx, payload, job) {
      if (await deliveredMessage(ctx.db.kysely, job.job_key)) return;
      await ctx.providers.sms.send({ ...(payload as SmsMessage), key: job.job_key });
    },
    // The text holds a one-time passcode: a job that is over keeps the envelope only.
    keepWhenOver: (payload) => ({ ...(payload as SmsMessage), text: '' }),
  },
};

/** Queue an e-mail in the transaction `trx` (delivered by the worker, or at once by deliverSoon). */
export function queueMail(
  trx: Kysely<Database>,
  message: Omit<MailMessage, 'key'>,
  options: EnqueueOptions,
): Promise<boolean> {
  return enqueue(trx, 'mail', message, options);
}

/** Queue an SMS in the transaction `trx`. */
export function queueSms(
  trx: Kysely<Database>,
  message: Omit<SmsMessage, 'key'>,
  options: EnqueueOptions,
): Promise<boolean> {
  return enqueue(trx, 'sms', message, { maxAttempts: SMS_MAX_ATTEMPTS, ...options });
}

/** After the commit: try the message `key` now, waiting at most JOBS_INLINE_WAIT_MS. */
export function deliverSoon(ctx: AppContext, key: string): Promise<void> {
  return deliverInline(ctx, deliveryHandlers, key);
}
