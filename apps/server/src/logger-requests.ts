/**
 * One log line per request, written when the response has gone: method, path, route pattern,
 * status and duration, with the request id Fastify binds to `request.log` (and the trace and span
 * ids while tracing, from the logger's mixin). Fastify's own request logging writes two lines per
 * request ("incoming request", then "request completed"), doubling the log for no more
 * information; this controller keeps the second, reworded, and drops the first.
 *
 * The query string is left out: it can carry tokens (an unsubscribe link's, a saved cart's id).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The `msg` of the line, stable for whoever searches the logs. */
const REQUEST_LOG_MESSAGE = 'request completed';

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const query = request.url.indexOf('?');
    const fields = {
      method: request.method,
      path: query === -1 ? request.url : request.url.slice(0, query),
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, REQUEST_LOG_MESSAGE);
    else reply.log.info(fields, REQUEST_LOG_MESSAGE);
  }
}

/** Fastify's `logController` option. */
export function requestLogController(): LogController {
  return new OneLinePerRequest();
}
