import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useAppStore } from '../store/app-store';
import { ErrorFallback } from '../ui/ErrorFallback';
import { logEvent, logTimestamp, pushPageData, reportError, trackPageView } from './analytics';
import { ErrorBoundary } from './ErrorBoundary';

const EVENT_URL = '/foryoursmallbiz/smb/api/EventLog/Save';

let fetchMock: Mock;

function eventBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === EVENT_URL)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);
}

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{"Status":"SUCCESS"}')));
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.getState().clearAll();
  delete window.dataLayer;
});

afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('logEvent', () => {
  it('posts the event log fire-and-forget with every field', async () => {
    await logEvent({
      eventType: 'Click',
      eventName: 'LQ_Attempts',
      sectionName: 'address',
      logs: { zip: '10001' },
    });
    const [init] = fetchMock.mock.calls.map(([, i]) => i as RequestInit);
    expect(init?.keepalive).toBe(true);
    const [body] = eventBodies();
    expect(body).toMatchObject({
      sessionId: useAppStore.getState().visitId,
      eventType: 'Click',
      eventName: 'LQ_Attempts',
      sectionName: 'address',
      pageName: window.location.pathname,
      logs: '{"zip":"10001"}',
      comments: '',
    });
    expect(body!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    expect(body!.beginTime).toBe(body!.timestamp);
    expect(body).not.toHaveProperty('delay');
  });

  it('uses sendBeacon where the browser has it', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    await logEvent({
      eventType: 'T',
      eventName: 'N',
      ContentSquareLink: 'https://cs/1',
      delay: 10_000,
    });
    expect(sendBeacon).toHaveBeenCalledWith(EVENT_URL, expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the cart id as session id once there is one', async () => {
    useAppStore.getState().setCartId('EP-42');
    await logEvent({ eventType: 'T', eventName: 'N' });
    expect(eventBodies()[0]!.sessionId).toBe('EP-42');
  });

  it('awaits delivery when sync, with a regular request', async () => {
    await logEvent({ eventType: 'Navigation', eventName: 'Redirect', sync: true });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.keepalive).toBeUndefined();
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('a failed sync post only reaches the console', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"message":"down"}', { status: 503 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(logEvent({ eventType: 'T', eventName: 'N', sync: true })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    // Neither retried nor sent to the error log.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shifts log timestamps back 5 hours', () => {
    expect(logTimestamp(Date.UTC(2024, 0, 15, 12, 30, 0))).toBe('2024-01-15T07:30:00.000');
  });
});

describe('data layer', () => {
  it('pushPageData pushes a page-data object with its events', () => {
    pushPageData({ pageName: '/checkout', events: ['checkoutButtonClick'], sectionName: 'cart' });
    expect(window.dataLayer).toEqual([
      {
        event: 'pageData',
        pageData: { pageName: '/checkout', events: ['checkoutButtonClick'], sectionName: 'cart' },
        events: ['checkoutButtonClick'],
      },
    ]);
  });

  it('a page view goes out at once when the tag is ready', () => {
    window.dataLayer = [];
    trackPageView('/lq');
    expect(window.dataLayer).toHaveLength(1);
  });

  it('a page view waits 1000 ms when the tag is not ready', () => {
    vi.useFakeTimers();
    trackPageView('/lq');
    vi.advanceTimersByTime(999);
    expect(window.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      {
        event: 'pageData',
        pageData: { pageName: '/lq', events: ['pageView'] },
        events: ['pageView'],
      },
    ]);
  });
});

describe('errors', () => {
  it('reportError posts eventType Error with the message and stack in logs', async () => {
    reportError(new Error('boom'), 'where it happened');
    await Promise.resolve();
    const [body] = eventBodies();
    expect(body).toMatchObject({
      eventType: 'Error',
      eventName: 'RenderError',
      comments: 'where it happened',
    });
    expect(body!.logs).toMatch(/^Error: boom/);
  });

  it('the error boundary posts render errors and shows a friendly message with a way back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <ErrorBoundary fallback={<ErrorFallback />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, this page could not be shown',
    );
    expect(
      screen.getByText(/If issue persists, please contact the customer support/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', './');
    const body = eventBodies().find((b) => b.eventType === 'Error');
    expect(body?.logs).toMatch(/render failed/);
    expect(String(body?.comments)).toMatch(/Broken/);
  });
});
