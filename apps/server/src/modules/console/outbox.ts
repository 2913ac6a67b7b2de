/**
 * The outbox in the console (issue 14): the messages the mail and SMS providers accepted, newest
 * first, each with the delivery attempts of the job that sent it (job_attempts).
 */
import type {
  ConsoleOutboxAnswer,
  ConsoleOutboxQueryParsed,
} from '@bizline/domain/wire/console/work';
import * as repo from './repo';
import { consoleList } from '../../db/paging';

export const listOutbox = consoleList(
  (db, q: ConsoleOutboxQueryParsed, offset, limit) => repo.listOutbox(db, q.channel, offset, limit),
  async (rows, db): Promise<Pick<ConsoleOutboxAnswer, 'messages'>> => {
    const jobIds = rows.flatMap((r) => (r.job_id === null ? [] : [Number(r.job_id)]));
    const attempts = await repo.jobAttempts(db, jobIds);
    return {
      messages: rows.map((r) => ({
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
    };
  },
);
