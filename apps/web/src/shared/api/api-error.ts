/**
 * The one error type every API call rejects with. `message` is the server's message when the
 * failure carried a JSON body (safe to show: the server words it for visitors), otherwise the
 * spec's 'Something went wrong. Please try again' (001 §8, 002 §8) or 'Timeout'.
 */
export type ApiErrorKind =
  /** The server answered with an error status and a JSON body. */
  | 'http'
  /** The server answered with an error status (or unreadable success) without a JSON body. */
  | 'no-body'
  /** No response arrived: connection refused, DNS, offline. */
  | 'network'
  /** The call outlived its timeout. */
  | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The request URL (path and query, under the API base). */
    readonly url: string,
    /** HTTP status; undefined when no response arrived. */
    readonly status?: number,
    /** The input the server blamed (400 answers carry `field`). */
    readonly field?: string,
    /** The parsed JSON body of the failure, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
