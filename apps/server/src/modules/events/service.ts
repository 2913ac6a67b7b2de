/**
 * The UI event log and the client error log. Later modules record their own
 * server-side events through `recordEvent` so every event lands in one table.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import * as repo from './repo';
import type { ErrorLogBody, EventLogBody } from './schemas';

export async function recordEvent(
  db: Db,
  event: EventLogBody,
  serverSessionId?: string,
): Promise<void> {
  await recordEvents(db, [event], serverSessionId);
}

/** Several events of one session in one insert. */
async function recordEvents(
  db: Db,
  events: readonly EventLogBody[],
  serverSessionId?: string,
): Promise<void> {
  await eventRecords(db.kysely, events, serverSessionId)?.execute();
}

/** The insert of `events` (not run: it goes with the caller's other writes); null for none. */
export function eventRecords(
  db: Kysely<Database>,
  events: readonly EventLogBody[],
  serverSessionId?: string,
) {
  const receivedAt = new Date().toISOString();
  return repo.eventsInsert(
    db,
    events.map((event) => ({
      session_id: event.sessionId ?? serverSessionId ?? null,
      event_type: event.eventType,
      event_name: event.eventName,
      section_name: event.sectionName ?? null,
      page_name: event.pageName ?? null,
      client_timestamp: event.timestamp ?? null,
      begin_time: event.beginTime ?? null,
      end_time: event.endTime ?? null,
      logs: event.logs ?? null,
      comments: event.comments ?? null,
      content_square_link: event.ContentSquareLink ?? null,
      delay_ms: event.delay ?? null,
      received_at: receivedAt,
    })),
  );
}

export async function recordClientError(
  db: Db,
  body: ErrorLogBody,
  serverSessionId?: string,
): Promise<void> {
  await repo.insertError(db, {
    session_id: serverSessionId ?? null,
    message: body.message,
    url: body.url ?? null,
    received_at: new Date().toISOString(),
  });
}

/** Retention: event and error log rows older than `days` days are deleted. */
export async function purgeOldLogs(db: Db, days: number, now = new Date()): Promise<number> {
  return repo.deleteLogsBefore(db, new Date(now.getTime() - days * 86_400_000).toISOString());
}
