/**
 * The outbox in the console (issue 14): the messages the mail and SMS providers accepted, newest
 * first, each with the delivery attempts of the job that sent it (job_attempts).
 */
import { CONSOLE_PAGE_SIZE } from '@bizline/domain/wire/console/admin';
import type {
  ConsoleOutboxAnswer,
  ConsoleOutboxQueryParsed,
} from '@bizline/domain/wire/console/work';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './repo';

export async function listOutbox(
  db: Kysely<Database>,
  q: ConsoleOutboxQueryParsed,
): Promise<Omit<ConsoleOutboxAnswer, 'Status'>> {
  const limit = CONSOLE_PAGE_SIZE;
  const rows = await repo.listOutbox(db, q.channel, (q.page - 1) * limit, limit);
  const page = rows.slice(0, limit);
  const jobIds = page.flatMap((r) => (r.job_id === null ? [] : [Number(r.job_id)]));
  const attempts = await repo.jobAttempts(db, jobIds);
  return {
    messages: page.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      topic: r.topic,
      createdAt: r.created_at,
      jobStatus: r.job_status ?? null,
      attempts: attempts
        .filter((a) => r.job_id !== null && Number(a.job_id) === Number(r.job_id))
        .map((a) => ({
          attempt: Number(a.attempt),
          outcome: a.outcome,
          error: a.error,
          startedAt: a.started_at,
          finishedAt: a.finished_at,
        })),
    })),
    page: q.page,
    hasMore: rows.length > limit,
  };
}
