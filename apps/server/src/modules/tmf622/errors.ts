/**
 * TMF630's error shape for every answer under the TMF622 base: the routes' own errors, and the
 * ones the app-wide guards answer before a route runs (a body that is not JSON or too large, an
 * unsupported media type, a NUL character, a forbidden property name, the rate limit), which
 * would otherwise come in the storefront's { Status: 'FAILURE' } shape.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TmfError } from '@bizline/domain/wire/tmf622';

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

function tmfError(status: number, message: string, reason?: string): TmfError {
  return {
    code: String(status),
    reason: reason ?? REASONS[status] ?? 'Error',
    message,
    status: String(status),
    '@type': 'Error',
  };
}

export const sendTmfError = (
  reply: FastifyReply,
  status: number,
  message: string,
  reason?: string,
) => reply.status(status).send(tmfError(status, message, reason));

/** A storefront error body ({ Status: 'FAILURE', message }) as TMF630's, under `base` only. */
export function answerErrorsInTmfShape(app: FastifyInstance, base: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const path = request.url.split('?')[0]!;
    if (path !== base && !path.startsWith(`${base}/`)) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || (body as { Status?: unknown }).Status !== 'FAILURE') {
      return payload;
    }
    const message = String((body as { message?: unknown }).message ?? '');
    return JSON.stringify(tmfError(reply.statusCode, message));
  });
}

/** Every other path and method under `base` answers 404 in TMF630's shape, naming `api`. */
export function answerUnknownTmfPaths(app: FastifyInstance, base: string, api: string): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${base}/*`,
    schema: { hide: true },
    handler: (request, reply) =>
      sendTmfError(reply, 404, `No ${api} resource ${request.url.split('?')[0]!.slice(0, 200)}.`),
  });
}
