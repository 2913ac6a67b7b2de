/**
 * The outbox: every e-mail and SMS the built-in providers "send", and a copy of what SMTP sent
 * (outbox_messages). SQL only.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/index';
import type { Database, OutboxMessagesTable } from '../db/schema';

/** A message as the providers write it: its table's columns, with the statuses they write. */
export type OutboxRow = Pick<
  OutboxMessagesTable,
  'channel' | 'recipient' | 'subject' | 'body_text' | 'body_html' | 'topic'
> & {
  status: 'stored' | 'sent';
  /** The job it was delivered for (src/jobs): recorded once, so the job is not repeated. */
  job_key?: string | null;
};

export async function insertOutboxMessage(db: Db, row: OutboxRow, now = new Date()): Promise<void> {
  await db.kysely
    .insertInto('outbox_messages')
    .values({ ...row, created_at: now.toISOString() })
    .execute();
}

/**
 * Outbox messages of one channel (or all), newest first, joined to the job that delivered them
 * (src/jobs), with the columns both mailboxes show (Staff/Outbox and the console's outbox).
 */
export function newestOutbox(db: Kysely<Database>, channel: 'email' | 'sms' | undefined) {
  let query = db
    .selectFrom('outbox_messages as m')
    .leftJoin('jobs as j', 'j.job_key', 'm.job_key')
    .select(['m.id', 'm.channel', 'm.recipient', 'm.subject', 'm.topic', 'm.created_at']);
  if (channel) query = query.where('m.channel', '=', channel);
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
}
