/**
 * The storefront's HTTP wrapper: get, post (JSON), postForm
 * (urlencoded) and a fire-and-forget post. Every call:
 *   - carries `Authorization: Bearer <token>` (unless `auth: false`); the token comes from
 *     GetApigeeToken and is cached until shortly before it expires; a 401 fetches a new token and
 *     repeats the call once;
 *   - times out after 45 s, or 90 s with `timeout: 'long'` (billing, credit check, installments);
 *   - is retried after a delay when the failure is retryable (message 'Timeout', no status, 408,
 *     >= 500), up to the maximum of packages/domain/src/http-policy.ts (decision record 002);
 *     other failures reject at once;
 *   - carries the cart id header in fiber referral mode;
 *   - reports its final failure to ErrLogger/GetLog (fire-and-forget) and rejects with ApiError.
 * Pure factory with injectable parts, so tests drive it with a mocked fetch and fake timers;
 * the app's instance is in client.ts.
 */
import { customerMessage } from '@bizline/domain/errors';
import type { ApiCall } from '@bizline/domain/wire/call';
import {
  API_TIMEOUT_MS,
  CART_ID_HEADER,
  CHANNEL_HEADER,
  LONG_CALL_TIMEOUT_MS,
  NO_BODY_FAILURE_MESSAGE,
  REFERRAL_FLAG_KEY,
  TIMEOUT_MESSAGE,
  TOKEN_REFRESH_MARGIN_MS,
  isRetryableFailure,
  retryDelayMs,
} from '@bizline/domain/http-policy';
import { ApiError } from './api-error';
import { getApigeeToken } from './get-apigee-token';
import { postErrorLog } from './post-error-log';

/** 'long' is the 90 s timeout of the billing, credit-check and installments calls. */
type TimeoutOption = 'default' | 'long' | number;

type QueryValue = string | number | boolean | null | undefined;

/** Fields of a form-encoded post; undefined fields are left out, null is sent empty. */
export type FormFields = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  timeout?: TimeoutOption;
  /** Send the Bearer token (default true). */
  auth?: boolean;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call (and its pending retries); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * No retries and no error log. For analytics, whose failures only reach the console
   * and must never produce more traffic.
   */
  quiet?: boolean;
}

/** The input of a call: none for `void`, else its query (GET) or body (POST). */
type CallInput<Req> = [Req] extends [void]
  ? [input?: undefined, options?: RequestOptions]
  : [input: Req, options?: RequestOptions];

export interface HttpClient {
  /**
   * A call of a wire contract's call list (wire/<contract>/calls.ts): GET sends the input as the
   * query, POST as JSON (form-encoded when the call says so); the token as the call says unless
   * `options.auth` overrides it. Request and answer are typed by the call.
   */
  call<Req, Res>(apiCall: ApiCall<Req, Res>, ...args: CallInput<Req>): Promise<Res>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  postForm<T>(path: string, fields: FormFields, options?: RequestOptions): Promise<T>;
  /** Fire-and-forget JSON post: navigator.sendBeacon where available, else fetch keepalive. */
  postAndForget(path: string, body: unknown): void;
  /** The full URL of an API path (for links and tests). */
  url(path: string, query?: Record<string, QueryValue>): string;
  /**
   * Forget the cached access token (and one being fetched); the next authenticated call fetches
   * a new one, after `after` settles when given (e.g. the end of the old server session).
   */
  clearToken(after?: Promise<unknown>): void;
}

export interface HttpClientDeps {
  /** Path prefix of the API, e.g. /foryoursmallbiz/smb/api. */
  apiBase: string;
  /** The cart id (EPSessionID) for the referral header; defaults to none. */
  getCartId?: () => string | null | undefined;
  /** The referral flag; defaults to sessionStorage `fiosreferral`. */
  getReferralFlag?: () => string | null;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormFields };

const NOT_JSON = Symbol('not-json');

function parseJson(text: string): unknown {
  if (text.trim() === '') return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function encodeForm(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    params.append(key, value === null ? '' : String(value));
  }
  return params.toString();
}

function timeoutMs(option: TimeoutOption | undefined): number {
  if (option === 'long') return LONG_CALL_TIMEOUT_MS;
  if (typeof option === 'number' && option > 0) return option;
  return API_TIMEOUT_MS;
}

function sessionReferralFlag(): string | null {
  try {
    return sessionStorage.getItem(REFERRAL_FLAG_KEY);
  } catch {
    // Storage can be blocked (privacy settings): then referral mode is off.
    return null;
  }
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const apiBase = deps.apiBase.replace(/\/+$/, '');
  // Resolved at call time so a stubbed global fetch (tests) is honoured.
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = deps.now ?? (() => Date.now());
  const getCartId = deps.getCartId ?? (() => null);
  const getReferralFlag = deps.getReferralFlag ?? sessionReferralFlag;

  function url(path: string, query?: Record<string, QueryValue>): string {
    const full = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
    if (!query) return full;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null) params.append(k, String(v));
    }
    const qs = params.toString();
    return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
  }

  // ---- access token: one in flight at a time, cached until TOKEN_REFRESH_MARGIN_MS before expiry
  let token: { value: string; refreshAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  // clearToken: a token fetched for an older generation is not kept; new fetches wait for `gate`.
  let generation = 0;
  let gate: Promise<unknown> | null = null;

  function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    if (pendingToken) return pendingToken;
    const mine = generation;
    const fetchToken = () =>
      getApigeeToken((path) => send('GET', path, undefined, { auth: false }));
    const fetching = (gate ? gate.then(fetchToken) : fetchToken())
      .then((t) => {
        const lifeMs = Math.max(0, Number(t.expires_in) || 0) * 1000;
        // A lifetime shorter than twice the margin is used for half of it instead.
        const usable =
          lifeMs > 2 * TOKEN_REFRESH_MARGIN_MS ? lifeMs - TOKEN_REFRESH_MARGIN_MS : lifeMs / 2;
        if (mine === generation) token = { value: t.access_token, refreshAt: now() + usable };
        return t.access_token;
      })
      .finally(() => {
        if (pendingToken === fetching) pendingToken = null;
      });
    pendingToken = fetching;
    return fetching;
  }

  function clearToken(after?: Promise<unknown>): void {
    token = null;
    pendingToken = null;
    generation += 1;
    if (!after) {
      gate = null;
      return;
    }
    const settled: Promise<unknown> = after.then(
      () => undefined,
      () => undefined,
    );
    gate = settled;
    void settled.then(() => {
      if (gate === settled) gate = null;
    });
  }

  // ---- fire-and-forget
  function postAndForget(path: string, body: unknown): void {
    const target = url(path);
    let json: string;
    try {
      json = JSON.stringify(body ?? {});
    } catch {
      return;
    }
    try {
      const beacon =
        deps.sendBeacon ??
        (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
          ? (u: string, d: Blob) => navigator.sendBeacon(u, d)
          : undefined);
      // sendBeacon survives page unload; it answers false when the browser refuses to queue.
      if (beacon?.(target, new Blob([json], { type: 'application/json' }))) return;
    } catch {
      // Some browsers throw for non-form blob types: fall through to fetch.
    }
    try {
      doFetch(target, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: json,
      }).catch(() => undefined);
    } catch {
      // Fire-and-forget never throws into its caller.
    }
  }

  // ---- one attempt
  async function attempt<T>(
    method: string,
    target: string,
    headers: Record<string, string>,
    body: Body | undefined,
    limitMs: number,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limitMs);
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(target, {
          method,
          headers,
          credentials: 'same-origin',
          signal: controller.signal,
          body:
            body === undefined
              ? undefined
              : body.kind === 'form'
                ? encodeForm(body.value)
                : JSON.stringify(body.value),
        });
        // Reading the body counts against the timeout too.
        text = await res.text();
      } catch (e) {
        if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 'timeout', target);
        if (signal?.aborted) throw signal.reason ?? e;
        throw new ApiError(NO_BODY_FAILURE_MESSAGE, 'network', target);
      }
      const json = parseJson(text);
      if (res.ok) {
        if (text.trim() === '') return undefined as T;
        if (json === NOT_JSON)
          throw new ApiError(NO_BODY_FAILURE_MESSAGE, 'no-body', target, res.status);
        return json as T;
      }
      if (isRecord(json)) {
        const raw = json.message ?? json.Message;
        // Customers read sentences, not field paths: the raw answer stays in `body`.
        const message =
          typeof raw === 'string' && raw.trim() ? customerMessage(raw) : NO_BODY_FAILURE_MESSAGE;
        const field = typeof json.field === 'string' ? json.field : undefined;
        throw new ApiError(message, 'http', target, res.status, field, json);
      }
      throw new ApiError(NO_BODY_FAILURE_MESSAGE, 'no-body', target, res.status);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  // ---- a call with token refresh, retries and error reporting
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: Body | undefined,
    options: RequestOptions = {},
  ): Promise<T> {
    const target = url(path, options.query);
    const auth = options.auth ?? true;
    const quiet = options.quiet ?? false;
    const limitMs = timeoutMs(options.timeout);
    let retries = 0;
    let tokenRefreshed = false;

    for (;;) {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      if (body?.kind === 'json') headers['Content-Type'] = 'application/json';
      if (body?.kind === 'form')
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      if (getReferralFlag() === 'Y') {
        // The funnel counts the kiosk's address checks as its channel.
        headers[CHANNEL_HEADER] = 'kiosk';
        const cartId = getCartId();
        if (cartId) headers[CART_ID_HEADER] = cartId;
      }
      // A token failure rejects here as it is: the token call itself was retried and reported.
      if (auth) headers.Authorization = `Bearer ${await accessToken()}`;

      try {
        return await attempt<T>(method, target, headers, body, limitMs, options.signal);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error; // the caller aborted
        if (auth && error.status === 401 && !tokenRefreshed) {
          tokenRefreshed = true;
          token = null;
          continue;
        }
        const retryable = isRetryableFailure(error);
        const delay = !quiet && retryable ? retryDelayMs(retries + 1) : undefined;
        if (delay !== undefined) {
          retries += 1;
          await sleep(delay);
          if (options.signal?.aborted) throw options.signal.reason;
          continue;
        }
        // A generic failure refreshes the access token: the next call starts clean.
        if (auth && (retryable || error.status === 401 || error.status === 403)) token = null;
        if (!quiet) postErrorLog(postAndForget, { message: error.message, url: target });
        throw error;
      }
    }
  }

  function callOf<Req, Res>(
    apiCall: ApiCall<Req, Res>,
    ...[input, options]: CallInput<Req>
  ): Promise<Res> {
    const opts: RequestOptions = { auth: apiCall.auth, ...options };
    if (apiCall.method === 'GET') {
      const query = input as Record<string, QueryValue> | undefined;
      return send('GET', apiCall.path, undefined, query ? { ...opts, query } : opts);
    }
    const body: Body = apiCall.form
      ? { kind: 'form', value: (input ?? {}) as FormFields }
      : { kind: 'json', value: input ?? {} };
    return send('POST', apiCall.path, body, opts);
  }

  return {
    call: callOf,
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, { kind: 'json', value: body ?? {} }, options),
    postForm: (path, fields, options) =>
      send('POST', path, { kind: 'form', value: fields }, options),
    postAndForget,
    url,
    clearToken,
  };
}
