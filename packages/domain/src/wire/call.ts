/**
 * One API call of a wire contract: method, path under the API base, whether it needs the Bearer
 * token, and (as types only) what it takes and what it answers. The call lists
 * (wire/<contract>/calls.ts) are built from these without zod, so the storefront can import
 * them into any chunk; the server validates with the schemas beside them.
 */
export interface ApiCall<Req, Res> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Sends the Bearer token; false for calls guarded by the session cookie or a captcha. */
  readonly auth: boolean;
  /** Posted form-encoded instead of JSON (absent: JSON). */
  readonly form?: true;
  /** Never set: carries the request and response types for `api.call`. */
  readonly types?: { request: Req; response: Res };
}

/** The answer type of a call. */
export type CallResponse<C> = C extends ApiCall<unknown, infer Res> ? Res : never;

/** A call taking `Req` (query or body; `void` for none) and answering `Res`. */
export function call<Req, Res>(
  method: 'GET' | 'POST',
  path: string,
  options: { auth?: boolean; form?: boolean } = {},
): ApiCall<Req, Res> {
  const auth = options.auth ?? true;
  return options.form ? { method, path, auth, form: true } : { method, path, auth };
}

/** Builds the calls of one kind: takes the path, and the request and answer types. */
type CallBuilder = <Req, Res>(path: string) => ApiCall<Req, Res>;

/**
 * The builders of a call list, one a method: `get<Req, Res>(path)`, `post<Req, Res>(path)` and
 * `postForm<Req, Res>(path)` (form-encoded body), all with the same `auth`.
 */
function builders(auth: boolean): { get: CallBuilder; post: CallBuilder; postForm: CallBuilder } {
  return {
    get: (path) => call('GET', path, { auth }),
    post: (path) => call('POST', path, { auth }),
    postForm: (path) => call('POST', path, { auth, form: true }),
  };
}

/** Calls that send the Bearer token. */
export const tokenCalls = builders(true);
/** Calls guarded by the session cookie (staff, the console) or a captcha, not the token. */
export const cookieCalls = builders(false);
