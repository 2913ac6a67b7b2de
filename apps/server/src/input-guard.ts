/**
 * One rule for every string a request carries: no NUL character and no lone UTF-16
 * surrogate, in the body, the query string or the path parameters, at any depth. PostgreSQL
 * cannot store NUL in text (the call failed with a 500) and a lone surrogate is not valid
 * Unicode, so both are refused with 400 naming the field, the same on both databases.
 *
 * The raw input is read in a preValidation hook (before a schema transforms it) and the answer
 * given in a preHandler hook, so the route's own preValidation still comes first (an address call
 * without a token answers 401), and no handler ever sees the data.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './http-errors';

/** Nesting deeper than this is not looked into (the body limit bounds the work anyway). */
const MAX_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return null;
}

/** The first string with a bad character: its dotted path and what is wrong. */
function findBadString(value: unknown, root: string): { field: string; problem: string } | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [
    { value, path: [], depth: 0 },
  ];
  while (stack.length) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const problem = problemOf(v);
      if (problem) return { field: item.path.join('.') || root, problem };
    } else if (v && typeof v === 'object' && item.depth < MAX_DEPTH) {
      const entries = Array.isArray(v)
        ? v.map((x, i) => [String(i), x] as const)
        : Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyProblem = problemOf(key);
        if (keyProblem) return { field: [...item.path, key].join('.'), problem: keyProblem };
        stack.push({ value: child, path: [...item.path, key], depth: item.depth + 1 });
      }
    }
  }
  return null;
}

function check(request: FastifyRequest): { field: string; problem: string } | null {
  return (
    findBadString(request.params, 'path') ??
    findBadString(request.query, 'query') ??
    // A file streamed to its handler (a console import) is not text to look into.
    findBadString(request.body instanceof Readable ? undefined : request.body, 'body')
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A string of the raw input with a bad character (found before the schema transforms). */
    badText: { field: string; problem: string } | null | undefined;
  }
}

export function installInputGuard(app: FastifyInstance): void {
  app.decorateRequest('badText', undefined);
  // Look at the input as it arrived (a schema may turn an object into JSON text, escaping NUL)...
  app.addHook('preValidation', async (request) => {
    request.badText = check(request);
  });
  // ...and answer once the route's own checks (token: 401) have run.
  app.addHook('preHandler', async (request, reply) => {
    const bad = request.badText;
    if (bad) {
      return reply
        .status(400)
        .send(errorBody(`${bad.field}: ${bad.problem}`, { field: bad.field, code: 'BAD_TEXT' }));
    }
  });
}
