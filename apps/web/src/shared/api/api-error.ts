import { ORDER_PLACED_CODE } from '@bizline/domain/errors';
/**
 * The one error type every API call rejects with. `message` is the server's message when the
 * failure carried a JSON body (safe to show: the server words it for visitors), otherwise the
 * spec's 'Something went wrong. Please try again' or 'Timeout'.
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

/** A refusal of the visitor's input (an answer under 500): its message is the server's words for
 * the visitor. */
export function isRefusal(error: unknown): error is ApiError & { status: number } {
  return isApiError(error) && error.status !== undefined && error.status < 500;
}

/** The words to show for a failed call: a refusal's own message, else `otherwise`. */
export function refusalMessage(error: unknown, otherwise: string): string {
  return isRefusal(error) ? error.message : otherwise;
}

/**
 * The order number of a refused change to a placed order's cart (409 ORDER_PLACED, issue 10 §4),
 * null for any other failure: the page then shows the placed order instead of an error bar.
 */
export function placedOrderOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { code?: unknown; orderNo?: unknown } | undefined;
  return body?.code === ORDER_PLACED_CODE && typeof body.orderNo === 'string' && body.orderNo
    ? body.orderNo
    : null;
}
