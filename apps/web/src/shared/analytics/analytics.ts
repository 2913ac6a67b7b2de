/**
 * The one analytics module. Features fire their events through it only:
 *   - logEvent: the UI event log (EventLog/Save), fire-and-forget unless `sync`;
 *   - pushPageData: a page-data object with events pushed to the tag manager (window.dataLayer);
 *   - trackPageView: the virtual page view of a route change;
 *   - reportError: an error (render errors included) posted with eventType 'Error'.
 * Nothing here throws: analytics must never break the page.
 */
import { LOG_TIMESTAMP_SHIFT_MS, VIRTUAL_PAGE_VIEW_DELAY_MS } from '@bizline/domain/constants';
import { api } from '../api/client';
import { appConfig } from '../config';
import { useAppStore } from '../store/app-store';
import { postEventLog, type EventLogBody } from './post-event-log';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Longest text sent in logs or comments (the server accepts 20,000 characters). */
const MAX_LOG_CHARS = 19_000;

export interface UiEvent {
  eventType: string;
  eventName: string;
  sectionName?: string;
  /** Defaults to the current path. */
  pageName?: string;
  logs?: string | Record<string, unknown>;
  comments?: string | Record<string, unknown>;
  /** Default: now (shifted like the timestamp). */
  beginTime?: Date | string;
  endTime?: Date | string;
  ContentSquareLink?: string;
  delay?: number;
  /** Await delivery (a regular request) instead of fire-and-forget. */
  sync?: boolean;
}

/**
 * Log timestamps are shifted back 5 hours: the original wrote US Eastern (standard)
 * time without a zone, and the event log readers expect that. ISO form without the 'Z'.
 */
export function logTimestamp(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms - LOG_TIMESTAMP_SHIFT_MS).toISOString().slice(0, -1);
}

function text(value: string | Record<string, unknown> | undefined): string {
  if (value === undefined) return '';
  let s: string;
  try {
    s = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    s = String(value);
  }
  return s.length > MAX_LOG_CHARS ? s.slice(0, MAX_LOG_CHARS) : s;
}

/** The path under the storefront base, as the router and page views name it. */
function currentPath(): string {
  if (typeof location === 'undefined') return '';
  const base = appConfig.storefrontBase;
  const path = location.pathname;
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

/** The analytics session: the cart id once qualification created one, else this visit's id. */
function sessionId(): string {
  const { cartId, visitId } = useAppStore.getState();
  return cartId ?? visitId;
}

export function logEvent(event: UiEvent): Promise<void> {
  try {
    const now = logTimestamp();
    const at = (v: Date | string | undefined) =>
      v === undefined ? now : typeof v === 'string' ? v : logTimestamp(v);
    const body: EventLogBody = {
      sessionId: sessionId(),
      eventType: event.eventType,
      eventName: event.eventName,
      sectionName: event.sectionName ?? '',
      pageName: event.pageName ?? currentPath(),
      timestamp: now,
      beginTime: at(event.beginTime),
      endTime: at(event.endTime),
      logs: text(event.logs),
      comments: text(event.comments),
      ...(event.ContentSquareLink ? { ContentSquareLink: event.ContentSquareLink } : {}),
      ...(event.delay !== undefined ? { delay: event.delay } : {}),
    };
    return postEventLog(api, body, event.sync === true);
  } catch (error) {
    console.warn('Event log not sent', error);
    return Promise.resolve();
  }
}

export interface PageData {
  pageName: string;
  /** Event names of this push, e.g. ['pageView'] or ['LQ_Success']. */
  events: string[];
  sectionName?: string;
  [key: string]: unknown;
}

/** Push a page-data object with its events to the tag manager's data layer. */
export function pushPageData(data: PageData): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'pageData', pageData: data, events: data.events });
  } catch (error) {
    console.warn('Page data not pushed', error);
  }
}

/**
 * The virtual page view of a route change. When the tag manager has not created its data layer
 * yet, it fires after 1000 ms so the tag can pick it up.
 */
export function trackPageView(pageName: string, extra: Record<string, unknown> = {}): void {
  const push = () => pushPageData({ ...extra, pageName, events: ['pageView'] });
  if (Array.isArray(window.dataLayer)) push();
  else setTimeout(push, VIRTUAL_PAGE_VIEW_DELAY_MS);
}

/** Post an error to the event log with eventType 'Error' (002 §8: log and comments). */
export function reportError(error: unknown, comments?: string, eventName = 'RenderError'): void {
  const e = error instanceof Error ? error : new Error(String(error));
  void logEvent({
    eventType: 'Error',
    eventName,
    logs: `${e.name}: ${e.message}${e.stack ? `\n${e.stack}` : ''}`,
    comments: comments ?? '',
  });
}
