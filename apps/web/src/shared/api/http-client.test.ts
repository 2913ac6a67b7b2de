import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  API_TIMEOUT_MS,
  HTTP_MAX_RETRIES,
  HTTP_RETRY_DELAYS_MS,
  LONG_CALL_TIMEOUT_MS,
  TOKEN_REFRESH_MARGIN_MS,
  isRetryableFailure,
  retryDelayMs,
} from '@bizline/domain/http-policy';
import { call } from '@bizline/domain/wire/call';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClient } from './http-client';

const API = '/foryoursmallbiz/smb/api';
const TOKEN_URL = `${API}/MicroBiz/GetApigeeToken`;
const ERRLOG_URL = `${API}/ErrLogger/GetLog`;

type Handler = (
  url: string,
  init: RequestInit,
) => Response | Promise<Response> | 'network-error' | 'hang';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function tokenResponse(n = 1, expiresIn = 1800): Response {
  return json({ access_token: `tok-${n}`, token_type: 'Bearer', expires_in: expiresIn });
}

/** A fetch mock that answers the token call itself and hands every other call to `handler`. */
function mockFetch(handler: Handler, tokenExpiresIn = 1800) {
  let tokens = 0;
  const fn: Mock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url === TOKEN_URL) {
      tokens += 1;
      return Promise.resolve(tokenResponse(tokens, tokenExpiresIn));
    }
    if (url === ERRLOG_URL) return Promise.resolve(json({ Status: 'SUCCESS' }));
    const out = handler(url, init);
    if (out === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (out === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    }
    return Promise.resolve(out);
  });
  return fn;
}

function callsTo(fetchMock: Mock, url: string) {
  return fetchMock.mock.calls.filter(([u]) => String(u) === url);
}

function headersOf(call: unknown[]): Record<string, string> {
  return ((call[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
}

let beacon: Mock;

function client(
  fetchMock: Mock,
  extra: Partial<Parameters<typeof createHttpClient>[0]> = {},
): HttpClient {
  return createHttpClient({
    apiBase: API,
    fetch: fetchMock as unknown as typeof fetch,
    sendBeacon: beacon,
    ...extra,
  });
}

/** The error a GET of /a over this fetch rejects with. */
async function getFailure(fetchMock: Mock): Promise<ApiError> {
  return (await client(fetchMock)
    .get('/a')
    .catch((e: unknown) => e)) as ApiError;
}

/** jsdom's Blob has no text(): read it with FileReader, which needs real timers. */
function blobText(blob: Blob): Promise<string> {
  vi.useRealTimers();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The bodies posted to ErrLogger/GetLog through the beacon. */
async function errorLogs(): Promise<unknown[]> {
  const sent = beacon.mock.calls.filter(([u]) => u === ERRLOG_URL);
  return Promise.all(
    sent.map(async ([, blob]) => JSON.parse(await blobText(blob as Blob)) as unknown),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  beacon = vi.fn(() => true);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retry policy (packages/domain/src/http-policy.ts)', () => {
  it('retries Timeout, a missing status, 408 and 5xx; nothing else', () => {
    expect(isRetryableFailure({ message: 'Timeout', status: 400 })).toBe(true);
    expect(isRetryableFailure({})).toBe(true);
    expect(isRetryableFailure({ status: 408 })).toBe(true);
    expect(isRetryableFailure({ status: 500 })).toBe(true);
    expect(isRetryableFailure({ status: 503 })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(isRetryableFailure({ status, message: 'x' })).toBe(false);
    }
  });

  it('waits 1 s then 2 s, then gives up', () => {
    expect(HTTP_MAX_RETRIES).toBe(2);
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(2)).toBe(2000);
    expect(retryDelayMs(3)).toBeUndefined();
    expect(retryDelayMs(0)).toBeUndefined();
  });

  it('uses the spec timeouts', () => {
    expect(API_TIMEOUT_MS).toBe(45_000);
    expect(LONG_CALL_TIMEOUT_MS).toBe(90_000);
  });
});

describe('HTTP client', () => {
  it('sends JSON with the Bearer token and returns the parsed body', async () => {
    const fetchMock = mockFetch(() => json({ Status: 'SUCCESS', value: 42 }));
    const res = await client(fetchMock).post<{ value: number }>('/Qualify/CheckAvailability', {
      zip: '10001',
    });
    expect(res.value).toBe(42);
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe(`${API}/Qualify/CheckAvailability`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"zip":"10001"}');
    expect(init.credentials).toBe('same-origin');
    expect(headersOf(fetchMock.mock.calls.at(-1)!)).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('builds query strings and skips empty values', async () => {
    const fetchMock = mockFetch(() => json({}));
    await client(fetchMock).get('/Checkout/GetDueDateDetails', {
      query: { cid: 'A B', orderNumber: undefined, n: 2 },
    });
    expect(fetchMock.mock.calls.at(-1)![0]).toBe(`${API}/Checkout/GetDueDateDetails?cid=A+B&n=2`);
  });

  describe('call (a wire contract call)', () => {
    it('GET sends the input as the query, with the token', async () => {
      const fetchMock = mockFetch(() => json({ total: 3 }));
      const units = call<{ ntasAddrID: string; unitterm?: string }, { total: number }>(
        'GET',
        'Address/GetUnits',
      );
      const res = await client(fetchMock).call(units, { ntasAddrID: '7', unitterm: undefined });
      expect(res.total).toBe(3);
      const [url, init] = fetchMock.mock.calls.at(-1)!;
      expect(url).toBe(`${API}/Address/GetUnits?ntasAddrID=7`);
      expect(init.method).toBe('GET');
      expect(headersOf(fetchMock.mock.calls.at(-1)!).Authorization).toBe('Bearer tok-1');
    });

    it('POST sends JSON, or a form when the call says so; auth false sends no token', async () => {
      const fetchMock = mockFetch(() => json({ Status: 'SUCCESS' }));
      const api = client(fetchMock);
      await api.call(call<{ email: string }, unknown>('POST', 'Q/E', { auth: false }), {
        email: 'a@b.co',
      });
      expect(fetchMock.mock.calls.at(-1)![1].body).toBe('{"email":"a@b.co"}');
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(0);
      await api.call(call<{ bundleID: string }, unknown>('POST', 'P/B', { form: true }), {
        bundleID: '1 2',
      });
      expect(fetchMock.mock.calls.at(-1)![1].body).toBe('bundleID=1+2');
      expect(headersOf(fetchMock.mock.calls.at(-1)!).Authorization).toBe('Bearer tok-1');
    });
  });

  it('answers undefined for an empty success body', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await expect(client(fetchMock).get('/x')).resolves.toBeUndefined();
  });

  it('does not send a token when auth is false', async () => {
    const fetchMock = mockFetch(() => json({}));
    await client(fetchMock).get('/AppConfig', { auth: false });
    expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(0);
    expect(headersOf(fetchMock.mock.calls[0]!).Authorization).toBeUndefined();
  });

  describe('access token', () => {
    it('is fetched once and shared by concurrent calls', async () => {
      const fetchMock = mockFetch(() => json({}));
      const http = client(fetchMock);
      await Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
      await http.get('/d');
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(1);
    });

    it('is renewed shortly before it expires', async () => {
      const fetchMock = mockFetch(() => json({}), 600);
      const http = client(fetchMock);
      await http.get('/a');
      vi.advanceTimersByTime(600_000 - TOKEN_REFRESH_MARGIN_MS - 1000);
      await http.get('/b');
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(1);
      vi.advanceTimersByTime(2000);
      await http.get('/c');
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(2);
      expect(headersOf(fetchMock.mock.calls.at(-1)!).Authorization).toBe('Bearer tok-2');
    });

    it('a 401 refreshes the token once and repeats the call', async () => {
      let n = 0;
      const fetchMock = mockFetch(() =>
        ++n === 1 ? json({ Status: 'FAILURE', message: 'expired' }, 401) : json({ ok: true }),
      );
      await expect(client(fetchMock).get('/Address/Street')).resolves.toEqual({ ok: true });
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(2);
      const street = callsTo(fetchMock, `${API}/Address/Street`);
      expect(headersOf(street[0]!).Authorization).toBe('Bearer tok-1');
      expect(headersOf(street[1]!).Authorization).toBe('Bearer tok-2');
      expect(await errorLogs()).toEqual([]);
    });

    it('a second 401 is rejected (no loop)', async () => {
      const fetchMock = mockFetch(() => json({ Status: 'FAILURE', message: 'bad token' }, 401));
      const err = await client(fetchMock)
        .get('/Address/Street')
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(401);
      expect(callsTo(fetchMock, `${API}/Address/Street`)).toHaveLength(2);
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(2);
    });

    it('a failing token call rejects the call without retrying it twice over', async () => {
      const fetchMock = vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input) === TOKEN_URL ? json({ Status: 'FAILURE', message: 'no' }, 400) : json({}),
        ),
      );
      const err = await client(fetchMock)
        .get('/a')
        .catch((e: unknown) => e);
      expect((err as ApiError).message).toBe('no');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(await errorLogs()).toEqual([{ message: 'no', url: TOKEN_URL }]);
    });
  });

  describe('clearToken', () => {
    it('makes the next call fetch a new token', async () => {
      const fetchMock = mockFetch(() => json({}));
      const http = client(fetchMock);
      await http.get('/a');
      http.clearToken();
      await http.get('/b');
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(2);
      expect(headersOf(callsTo(fetchMock, `${API}/b`)[0]!).Authorization).toBe('Bearer tok-2');
    });

    it('with a promise, fetches the new token only once it has settled, even rejected', async () => {
      const fetchMock = mockFetch(() => json({}));
      const http = client(fetchMock);
      await http.get('/a');
      let end!: (reason: unknown) => void;
      http.clearToken(new Promise((_resolve, reject) => (end = reject)));
      const next = http.get('/b');
      await vi.advanceTimersByTimeAsync(1000);
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(1);
      end(new Error('EndSession failed'));
      await next;
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(2);
      expect(headersOf(callsTo(fetchMock, `${API}/b`)[0]!).Authorization).toBe('Bearer tok-2');
    });

    it('does not keep a token that was being fetched when it was called', async () => {
      const fetchMock = mockFetch(() => json({}));
      const http = client(fetchMock);
      const first = http.get('/a');
      http.clearToken();
      await first;
      await http.get('/b');
      expect(callsTo(fetchMock, TOKEN_URL)).toHaveLength(2);
      expect(headersOf(callsTo(fetchMock, `${API}/b`)[0]!).Authorization).toBe('Bearer tok-2');
    });
  });

  describe('retries', () => {
    it.each([500, 502, 503, 408])(
      'retries status %i after 1 s and 2 s, then rejects',
      async (status) => {
        const fetchMock = mockFetch(() =>
          json({ Status: 'FAILURE', message: `down ${status}` }, status),
        );
        const promise = client(fetchMock)
          .get('/a')
          .catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(0);
        expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(HTTP_RETRY_DELAYS_MS[0]! - 1);
        expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(2);
        await vi.advanceTimersByTimeAsync(HTTP_RETRY_DELAYS_MS[1]!);
        const err = (await promise) as ApiError;
        expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1 + HTTP_MAX_RETRIES);
        expect(err).toBeInstanceOf(ApiError);
        expect(err.status).toBe(status);
        expect(err.message).toBe(`down ${status}`);
        expect(await errorLogs()).toEqual([{ message: `down ${status}`, url: `${API}/a` }]);
      },
    );

    it('succeeds when a retry succeeds', async () => {
      let n = 0;
      const fetchMock = mockFetch(() =>
        ++n < 3 ? json({ message: 'busy' }, 503) : json({ ok: 1 }),
      );
      const promise = client(fetchMock).get('/a');
      await vi.advanceTimersByTimeAsync(3000);
      await expect(promise).resolves.toEqual({ ok: 1 });
      expect(await errorLogs()).toEqual([]);
    });

    it('retries a network failure (no status)', async () => {
      let n = 0;
      const fetchMock = mockFetch(() => (++n === 1 ? 'network-error' : json({ ok: 1 })));
      const promise = client(fetchMock).get('/a');
      await vi.advanceTimersByTimeAsync(1000);
      await expect(promise).resolves.toEqual({ ok: 1 });
    });

    it('rejects a lasting network failure with the no-body message', async () => {
      const fetchMock = mockFetch(() => 'network-error');
      const promise = client(fetchMock)
        .get('/a')
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(3000);
      const err = (await promise) as ApiError;
      expect(err.kind).toBe('network');
      expect(err.status).toBeUndefined();
      expect(err.message).toBe('Something went wrong. Please try again');
    });

    it('retries a failure whose message is Timeout whatever its status', async () => {
      let n = 0;
      const fetchMock = mockFetch(() =>
        ++n === 1 ? json({ message: 'Timeout' }, 400) : json({ ok: 1 }),
      );
      const promise = client(fetchMock).get('/a');
      await vi.advanceTimersByTimeAsync(1000);
      await expect(promise).resolves.toEqual({ ok: 1 });
    });

    it.each([400, 403, 404, 409, 422])('rejects status %i at once', async (status) => {
      const fetchMock = mockFetch(() =>
        json({ Status: 'FAILURE', message: 'Invalid zip', field: 'zip' }, status),
      );
      const err = await getFailure(fetchMock);
      expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1);
      expect(err.status).toBe(status);
      expect(err.kind).toBe('http');
      expect(err.message).toBe('Invalid zip');
      expect(err.field).toBe('zip');
      expect(err.body).toEqual({ Status: 'FAILURE', message: 'Invalid zip', field: 'zip' });
    });
  });

  describe('timeouts', () => {
    it('aborts after 45 s with the message Timeout, retried like a server failure', async () => {
      const fetchMock = mockFetch(() => 'hang');
      const promise = client(fetchMock)
        .get('/a')
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 2000 + API_TIMEOUT_MS);
      const err = (await promise) as ApiError;
      expect(err.kind).toBe('timeout');
      expect(err.message).toBe('Timeout');
      expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(3);
    });

    it("waits 90 s with timeout: 'long' (billing, credit check, installments)", async () => {
      let n = 0;
      const fetchMock = mockFetch(() => (++n === 1 ? 'hang' : json({ ok: 1 })));
      const promise = client(fetchMock).postForm(
        '/Checkout/NextButtonCC',
        { a: 1 },
        { timeout: 'long' },
      );
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 1000);
      expect(callsTo(fetchMock, `${API}/Checkout/NextButtonCC`)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(LONG_CALL_TIMEOUT_MS - API_TIMEOUT_MS - 1000);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(promise).resolves.toEqual({ ok: 1 });
      expect(callsTo(fetchMock, `${API}/Checkout/NextButtonCC`)).toHaveLength(2);
    });

    it('a caller abort rejects at once, without retry or error log', async () => {
      const fetchMock = mockFetch(() => 'hang');
      const controller = new AbortController();
      const promise = client(fetchMock)
        .get('/a', { signal: controller.signal })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10);
      controller.abort(new DOMException('left the page', 'AbortError'));
      const err = (await promise) as DOMException;
      expect(err.name).toBe('AbortError');
      await vi.advanceTimersByTimeAsync(5000);
      expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1);
      expect(await errorLogs()).toEqual([]);
    });
  });

  describe('failures without a JSON body', () => {
    it("give 'Something went wrong. Please try again'", async () => {
      const fetchMock = mockFetch(() => new Response('<html>Bad gateway</html>', { status: 404 }));
      const err = await getFailure(fetchMock);
      expect(err.kind).toBe('no-body');
      expect(err.status).toBe(404);
      expect(err.message).toBe('Something went wrong. Please try again');
    });

    it('also when the JSON has no message', async () => {
      const fetchMock = mockFetch(() => json({ Status: 'FAILURE' }, 400));
      const err = await getFailure(fetchMock);
      expect(err.message).toBe('Something went wrong. Please try again');
    });

    it('a success that is not JSON is a failure', async () => {
      const fetchMock = mockFetch(() => new Response('<!doctype html>', { status: 200 }));
      const err = await getFailure(fetchMock);
      expect(err.kind).toBe('no-body');
      expect(callsTo(fetchMock, `${API}/a`)).toHaveLength(1);
    });
  });

  it('posts form-encoded bodies', async () => {
    const fetchMock = mockFetch(() => json({ Status: 'SUCCESS' }));
    await client(fetchMock).postForm('/PrdSelection/GetSelectedBundleInfo', {
      bundleID: '123',
      nLines: 2,
      upselSelected: false,
      empty: null,
      skipped: undefined,
      note: 'a&b c',
    });
    const call = fetchMock.mock.calls.at(-1)!;
    expect((call[1] as RequestInit).body).toBe(
      'bundleID=123&nLines=2&upselSelected=false&empty=&note=a%26b+c',
    );
    expect(headersOf(call)['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  describe('error log', () => {
    it('posts message and url once per failed call, never for its own failures', async () => {
      const fetchMock = mockFetch(() => json({ message: 'nope' }, 400));
      beacon.mockImplementation(() => {
        throw new Error('beacon broken');
      });
      const http = client(fetchMock);
      await http.get('/a').catch(() => undefined);
      // The beacon threw: the log fell back to fetch keepalive, once, and nothing looped.
      const logged = callsTo(fetchMock, ERRLOG_URL);
      expect(logged).toHaveLength(1);
      expect(JSON.parse((logged[0]![1] as RequestInit).body as string)).toEqual({
        message: 'nope',
        url: `${API}/a`,
      });
      expect((logged[0]![1] as RequestInit).keepalive).toBe(true);
    });

    it('quiet calls neither retry nor log', async () => {
      const fetchMock = mockFetch(() => json({ message: 'down' }, 503));
      await client(fetchMock)
        .post('/EventLog/Save', {}, { quiet: true })
        .catch(() => undefined);
      expect(callsTo(fetchMock, `${API}/EventLog/Save`)).toHaveLength(1);
      expect(await errorLogs()).toEqual([]);
    });
  });

  describe('fire-and-forget post', () => {
    it('uses sendBeacon with a JSON blob', async () => {
      const fetchMock = mockFetch(() => json({}));
      client(fetchMock).postAndForget('/EventLog/Save', { eventType: 'x' });
      expect(beacon).toHaveBeenCalledTimes(1);
      const [url, blob] = beacon.mock.calls[0]!;
      expect(url).toBe(`${API}/EventLog/Save`);
      expect((blob as Blob).type).toBe('application/json');
      expect(JSON.parse(await blobText(blob as Blob))).toEqual({ eventType: 'x' });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('falls back to fetch keepalive when sendBeacon refuses or is missing', () => {
      const fetchMock = mockFetch(() => json({}));
      beacon.mockReturnValue(false);
      client(fetchMock).postAndForget('/EventLog/Save', { a: 1 });
      const noBeacon = mockFetch(() => json({}));
      vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
      createHttpClient({ apiBase: API, fetch: noBeacon as unknown as typeof fetch }).postAndForget(
        '/x',
        {},
      );
      for (const f of [fetchMock, noBeacon]) {
        const [, init] = f.mock.calls[0]!;
        expect((init as RequestInit).keepalive).toBe(true);
        expect((init as RequestInit).method).toBe('POST');
      }
    });

    it('never throws, even when fetch rejects', async () => {
      beacon.mockReturnValue(false);
      const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
      expect(() => client(fetchMock).postAndForget('/x', {})).not.toThrow();
      await vi.advanceTimersByTimeAsync(0);
    });
  });

  describe('cart id header (fiber referral mode)', () => {
    it('is sent when the referral flag is Y and a cart id exists', async () => {
      sessionStorage.setItem('fiosreferral', 'Y');
      const fetchMock = mockFetch(() => json({}));
      await client(fetchMock, { getCartId: () => 'EP-123' }).get('/a');
      expect(headersOf(fetchMock.mock.calls.at(-1)!)['X-Cart-Id']).toBe('EP-123');
    });

    it('is not sent without the flag, with another flag value, or without a cart id', async () => {
      const cases: [string | null, string | null][] = [
        [null, 'EP-123'],
        ['N', 'EP-123'],
        ['Y', null],
      ];
      for (const [flag, cartId] of cases) {
        sessionStorage.clear();
        if (flag) sessionStorage.setItem('fiosreferral', flag);
        const fetchMock = mockFetch(() => json({}));
        await client(fetchMock, { getCartId: () => cartId }).get('/a');
        expect(headersOf(fetchMock.mock.calls.at(-1)!)['X-Cart-Id']).toBeUndefined();
      }
    });
  });
});
