import { z } from 'zod';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
/** Largest bodies of the two calls (issue 11: anyone may post them; docs/security.md). */
export const EVENT_LOG_BODY_LIMIT = 16 * 1024;
export const ERROR_LOG_BODY_LIMIT = 8 * 1024;

/**
 * Free-form log payloads arrive as text or JSON; both are stored as text, cut at `max`
 * characters (a long stack trace is kept in part rather than the event lost).
 */
const freeForm = (max: number) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .transform((v) => (typeof v === 'string' ? v : JSON.stringify(v)).slice(0, max));

/** 002 §7 `EventLog/Save` body. */
export const eventLogBody = z.object({
  sessionId: text(200).optional(),
  eventType: text(100).min(1, 'is required'),
  eventName: text(200).min(1, 'is required'),
  sectionName: text(200).optional(),
  pageName: text(500).optional(),
  timestamp: text(100).optional(),
  beginTime: text(100).optional(),
  endTime: text(100).optional(),
  logs: freeForm(8000).optional(),
  comments: freeForm(2000).optional(),
  ContentSquareLink: text(2000).optional(),
  delay: z.coerce.number().int().min(0).max(86_400_000).optional(),
});
export type EventLogBody = z.infer<typeof eventLogBody>;

/** 002 §7 `ErrLogger/GetLog`: message and url. */
export const errorLogBody = z.object({
  message: text(4000).min(1, 'is required'),
  url: text(2000).optional(),
});
export type ErrorLogBody = z.infer<typeof errorLogBody>;

export const statusSuccess = z.object({ Status: z.literal('SUCCESS') });
