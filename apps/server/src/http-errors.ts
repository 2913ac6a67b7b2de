/**
 * Errors a service throws to answer a request with a 4xx and a message a visitor can read.
 * Every error body has the shape of `ApiError` in @bizline/domain/app-config.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@bizline/domain/app-config';
import { isDatabaseUnavailable } from './db/unavailable';

/** Answer while the database cannot be reached: 503 with Retry-After. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again shortly.';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: {
      field?: string;
      code?: string;
      attemptsLeft?: number;
      orderNo?: string;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, { field });
export const notFound = (message: string, field?: string) => new HttpError(404, message, { field });
export const forbidden = (message: string, field?: string) =>
  new HttpError(403, message, { field, code: 'FORBIDDEN' });
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, { field, code: 'CONFLICT' });

export function errorBody(
  message: string,
  details: { field?: string; code?: string; attemptsLeft?: number; orderNo?: string } = {},
): ApiError {
  return { Status: 'FAILURE', message, ...details };
}

/** Human-readable name of the first invalid field in a zod validation error. */
function describeValidation(error: FastifyError): { message: string; field?: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const issuePath = (first?.params?.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
    const field = issuePath.map(String).join('.') || first?.instancePath?.replace(/^\//, '') || '';
    const raw = first?.message ?? 'is invalid';
    // zod's wording for an absent field is technical; say what a person would.
    const what = /received undefined/.test(raw) ? 'is required' : raw;
    return {
      message: field
        ? `${field}: ${what}`
        : `request ${error.validationContext ?? ''}: ${what}`.trim(),
      field: field || undefined,
    };
  }
  return { message: error.message };
}

/** Unknown routes are answered by the storefront module's not-found handler. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.message, error.details));
    }
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return reply.status(400).send(errorBody(message, { field }));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      // The database is down, frozen or overloaded: a passing state, not a bug.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(UNAVAILABLE_MESSAGE, { code: 'UNAVAILABLE' }));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(errorBody('Something went wrong. Please try again', { code: 'INTERNAL' }));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit...).
    return reply.status(status).send(errorBody(error.message, { code: error.code }));
  });
}
