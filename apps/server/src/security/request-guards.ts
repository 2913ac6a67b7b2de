/**
 * Request guards for every route, installed once by the app:
 * - JSON bodies are parsed in one place with a nesting limit (400 beyond MAX_JSON_DEPTH, before
 *   anything recursive touches them) and Fastify's prototype-poisoning refusal kept.
 * - Cross-site request forgery: a state-changing API call (POST, PUT, PATCH, DELETE) from a
 *   browser page of another origin is refused (403), judged by Origin, else Sec-Fetch-Site. A
 *   call authenticated by the cookie alone (no Authorization header: the staff calls, the
 *   saved-cart gate, the session calls) must send its body as application/json (415 otherwise),
 *   so no HTML form or text/plain `fetch` of another site can reach it even without Origin.
 *   A route is cookie-authenticated when it checks staff rights (requireStaff, found by its
 *   hook) or says so with `config: { cookieAuth: true }`; anonymous calls keep the content types
 *   the spec gives them (form posts, beacons).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { errorBody } from '../http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call acts on the session cookie's rights: JSON bodies only (see above). */
    cookieAuth?: boolean;
    /** The body is a file (application/octet-stream, e.g. a console import): allowed besides
     * JSON. No HTML form can send it, and a cross-site fetch of it needs CORS approval. */
    rawUpload?: boolean;
  }
}

/** Deepest nesting of arrays and objects a JSON body may have. */
const MAX_JSON_DEPTH = 64;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Name of the hook requireStaff() returns (modules/staff/plugin.ts). */
const STAFF_CHECK_HOOK = 'checkStaff';

function clientError(message: string, code: string, statusCode = 400): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

/** Depth of the deepest array/object in JSON text (strings skipped), stopping past `max`. */
function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const POISON_KEYS = /"(?:__proto__|constructor)"\s*:/;

/** JSON.parse with the nesting limit and Fastify's refusal of prototype-poisoning keys. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw clientError(`request body: nested deeper than ${MAX_JSON_DEPTH} levels`, 'JSON_TOO_DEEP');
  }
  let value: unknown;
  try {
    value = POISON_KEYS.test(text)
      ? JSON.parse(text, (key, v: unknown) => {
          if (key === '__proto__' || (key === 'constructor' && v && typeof v === 'object'))
            throw clientError('request body: forbidden property name', 'FORBIDDEN_PROPERTY');
          return v;
        })
      : JSON.parse(text);
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode) throw e;
    throw clientError(`request body: ${(e as Error).message}`, 'FST_ERR_CTP_INVALID_JSON_BODY');
  }
  return value;
}

function sameOrigin(request: FastifyRequest, origin: string, publicOrigin: string): boolean {
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

export function installRequestGuards(app: FastifyInstance, ctx: AppContext): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text === '') {
      done(
        clientError(
          'request body: empty, but Content-Type is application/json',
          'FST_ERR_CTP_EMPTY_JSON_BODY',
        ),
        undefined,
      );
      return;
    }
    try {
      done(null, parseJsonBody(text));
    } catch (e) {
      done(e as Error, undefined);
    }
  });

  app.addHook('onRoute', (route) => {
    const hooks = [route.preValidation, route.preHandler, route.onRequest].flat();
    if (hooks.some((h) => typeof h === 'function' && h.name === STAFF_CHECK_HOOK)) {
      route.config = { ...route.config, cookieAuth: true };
    }
  });

  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  const apiPrefix = `${ctx.config.apiBase}/`;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith(apiPrefix)) return;
    const origin = request.headers.origin;
    const crossSite =
      origin !== undefined
        ? !sameOrigin(request, origin, publicOrigin)
        : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) {
      request.log.info({ origin, url: request.url }, 'cross-origin call refused');
      return reply
        .status(403)
        .send(errorBody('Calls from another site are not accepted.', { code: 'CROSS_ORIGIN' }));
    }
    if (!request.routeOptions.config?.cookieAuth || request.headers.authorization) return;
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const rawFile = request.routeOptions.config?.rawUpload && type === 'application/octet-stream';
    if (hasBody && type !== 'application/json' && !rawFile) {
      return reply.status(415).send(
        errorBody('This call takes a JSON body (Content-Type: application/json).', {
          code: 'UNSUPPORTED_MEDIA_TYPE',
        }),
      );
    }
  });
}
