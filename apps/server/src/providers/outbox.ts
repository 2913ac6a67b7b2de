/**
 * The outbox: every e-mail and SMS the built-in providers "send", and a copy of what SMTP sent
 * (outbox_messages). SQL only.
 */
import type { Db } from '../db/index';

export interface OutboxRow {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  topic: string;
  status: 'stored' | 'sent';
  /** The job it was delivered for (src/jobs): recorded once, so the job is not repeated. */
  job_key?: string | null;
}

export async function insertOutboxMessage(db: Db, row: OutboxRow, now = new Date()): Promise<void> {
  await db.kysely
    .insertInto('outbox_messages')
    .values({ ...row, created_at: now.toISOString() })
    .execute();
}
