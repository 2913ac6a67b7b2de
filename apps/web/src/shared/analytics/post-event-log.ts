/**
 * POST EventLog/Save: the UI event log. Fire-and-forget by default; awaited when the
 * caller needs it delivered first (e.g. before a full-page redirect). Failures only reach the
 * console.
 */
import type { HttpClient } from '../api/http-client';

const EVENT_LOG_PATH = '/EventLog/Save';

export interface EventLogBody {
  sessionId: string;
  eventType: string;
  eventName: string;
  sectionName: string;
  pageName: string;
  timestamp: string;
  beginTime: string;
  endTime: string;
  logs: string;
  comments: string;
  ContentSquareLink?: string;
  delay?: number;
}

export async function postEventLog(
  client: HttpClient,
  body: EventLogBody,
  sync: boolean,
): Promise<void> {
  if (!sync) {
    client.postAndForget(EVENT_LOG_PATH, body);
    return;
  }
  try {
    await client.post(EVENT_LOG_PATH, body, { auth: false, quiet: true });
  } catch (error) {
    console.warn('Event log not saved', error);
  }
}
