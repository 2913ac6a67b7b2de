/**
 * Mail provider: SMTP through nodemailer when SMTP_URL is set (with a copy in the outbox, status
 * 'sent'); otherwise the built-in outbox only (status 'stored'), logged without the body. To use
 * another service (an HTTP mail API...), implement MailProvider and return it from
 * createMailProvider (docs/providers.md).
 */
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { insertOutboxMessage } from '../outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is about, for lookups: 'order:<no>', 'saved-cart:<cart>'. */
  topic: string;
  /** The job delivering it (src/jobs): kept with the copy, and the SMTP Message-ID. */
  key?: string;
}

export interface MailProvider {
  send(msg: MailMessage): Promise<void>;
}

/** The built-in provider: the message is kept in outbox_messages and not delivered. */
export class OutboxMailProvider implements MailProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    await insertOutboxMessage(this.db, toRow(msg, 'stored'));
    // The body may hold personal details: only the envelope is logged.
    this.log.info(
      { mail: { to: msg.to, subject: msg.subject, topic: msg.topic } },
      'mail stored in outbox',
    );
  }
}

/** SMTP delivery; a copy of every delivered message is kept in the outbox. */
export class SmtpMailProvider implements MailProvider {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    // Bounded waits (nodemailer's socket default is 10 minutes): a delivery job gives up before
    // its lease (JOBS_LEASE_MS, 2 minutes) ends, so no second worker starts it while it still runs.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 30_000,
    });
  }

  async send(msg: MailMessage): Promise<void> {
    await this.transport.sendMail({
      ...(msg.key ? { messageId: messageId(msg.key, this.from) } : {}),
      from: this.from,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
    });
    await insertOutboxMessage(this.db, toRow(msg, 'sent'));
    this.log.info({ mail: { to: msg.to, subject: msg.subject, topic: msg.topic } }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

/** The same job always gets the same Message-ID: a receiver can tell a repeat. */
function messageId(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'bizline.invalid';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

function toRow(msg: MailMessage, status: 'stored' | 'sent') {
  return {
    channel: 'email' as const,
    recipient: msg.to,
    subject: msg.subject,
    body_text: msg.text,
    body_html: msg.html,
    topic: msg.topic,
    status,
    job_key: msg.key ?? null,
  };
}

export function createMailProvider(config: Config, db: Db, log: FastifyBaseLogger): MailProvider {
  return config.smtpUrl
    ? new SmtpMailProvider(config.smtpUrl, config.mailFrom, db, log)
    : new OutboxMailProvider(db, log);
}
