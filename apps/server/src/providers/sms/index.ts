/**
 * SMS provider. The built-in one delivers nothing: it keeps the message in outbox_messages
 * (channel 'sms') and, only when LOG_MESSAGE_TEXT is on (`npm run dev` turns it on), writes the
 * text to the server log so a developer can read a one-time passcode. Otherwise (`npm start` and
 * every other start) the log line has no text (docs/providers.md, docs/security.md). A real SMS gateway implements SmsProvider.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { insertOutboxMessage } from '../outbox';

export interface SmsMessage {
  /** Mobile number, digits. */
  to: string;
  text: string;
  /** What it is about: 'otp:<cart>'. */
  topic: string;
  /** The job delivering it (src/jobs), kept with the copy. */
  key?: string;
}

/** A text a customer sent to the shop's number (a reply: STOP, START...). */
export interface InboundSms {
  /** The sender's mobile number, digits. */
  from: string;
  text: string;
}

export interface SmsProvider {
  send(msg: SmsMessage): Promise<void>;
  /**
   * The text in the body of a gateway's inbound-message callback (POST Sms/Inbound), or null when
   * the body is not one. A real gateway checks its signature here; the built-in provider has no
   * gateway and takes `{ from, text }` as posted, a test hook for replies like STOP.
   */
  parseInbound(body: unknown): InboundSms | null;
}

const builtInInbound = z.object({
  from: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(10).max(15)),
  text: z.string().max(1600),
});

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Whether the log line may show the text (LOG_MESSAGE_TEXT; `npm run dev` only). */
    private readonly logText: boolean,
  ) {}

  async send(msg: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: 'sms',
      recipient: msg.to,
      subject: '',
      body_text: msg.text,
      body_html: null,
      topic: msg.topic,
      status: 'stored',
      job_key: msg.key ?? null,
    });
    // The key is `smsText`, not a redacted name, so that development logs show it on purpose.
    const sms = this.logText
      ? { to: msg.to, topic: msg.topic, smsText: msg.text }
      : { to: maskNumber(msg.to), topic: msg.topic };
    this.log.info({ sms }, 'sms stored in outbox');
  }

  parseInbound(body: unknown): InboundSms | null {
    const parsed = builtInInbound.safeParse(body);
    return parsed.success ? parsed.data : null;
  }
}

/** '******1234': enough to tell numbers apart in a production log. */
function maskNumber(number: string): string {
  return number.length <= 4 ? number : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
}

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  return new OutboxSmsProvider(db, log, config.logMessageText);
}
