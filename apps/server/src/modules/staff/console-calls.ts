/**
 * One way to register the console's staff calls (issue 14): the staff guard (the roles, 401/403
 * from requireStaff), the OpenAPI tags, the form rate limit of a change, `Cache-Control:
 * no-store` on a list, and the `Status: 'SUCCESS'` every answer starts with. A call names its
 * path, summary, schemas and what it answers; the handler stays one line of service call.
 */
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@bizline/domain/wire/staff';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { requireStaff } from './plugin';

type Schema = z.ZodType;
/** What a handler answers: the answer's fields but `Status`, which the helper adds. */
type Fields<A extends Schema> = Omit<z.input<A>, 'Status'>;

interface CallDoc<A extends Schema> {
  summary: string;
  description?: string;
  response: A;
}

interface ReadSpec<Q extends Schema, A extends Schema> extends CallDoc<A> {
  querystring?: Q;
  /** A list of people's data or work: never kept by a shared cache or the browser. */
  noStore?: boolean;
}

interface ChangeSpec<B extends Schema, A extends Schema> extends CallDoc<A> {
  body: B;
  /** The form rate limit; `cookie`: also JSON-only, same-origin (security/request-guards.ts). */
  limit?: 'form' | 'cookie';
}

export function staffCalls(
  app: ZodApp,
  ctx: AppContext,
  tags: string[],
  roles?: readonly StaffRole[],
) {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = requireStaff(ctx, roles);
  const rateLimit = { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' };
  const schemaOf = ({ summary, description, response }: CallDoc<Schema>, input: object) => ({
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...input,
    response: { 200: response },
  });

  const configOf = (limit: ChangeSpec<Schema, Schema>['limit']) =>
    limit === undefined
      ? {}
      : { config: { rateLimit, ...(limit === 'cookie' ? { cookieAuth: true } : {}) } };
  const success = async <F>(fields: Promise<F>) => ({
    Status: 'SUCCESS' as const,
    ...(await fields),
  });

  return {
    /** A GET call: `{ Status, ...answer(query) }`. */
    read<Q extends Schema, A extends Schema>(
      call: { path: string },
      spec: ReadSpec<Q, A>,
      answer: (query: z.output<Q>, request: FastifyRequest) => Promise<Fields<A>>,
    ): void {
      const { querystring, noStore } = spec;
      const schema = schemaOf(spec, querystring ? { querystring } : {});
      app.get(at(call), { preValidation, schema }, async (request, reply) => {
        if (noStore) reply.header('cache-control', 'no-store');
        return success(answer(request.query as z.output<Q>, request));
      });
    },

    /** A POST call that changes something: `{ Status, ...answer(body) }`. */
    change<B extends Schema, A extends Schema>(
      call: { path: string },
      spec: ChangeSpec<B, A>,
      answer: (body: z.output<B>, request: FastifyRequest) => Promise<Fields<A>>,
    ): void {
      const options = {
        preValidation,
        ...configOf(spec.limit),
        schema: schemaOf(spec, { body: spec.body }),
      };
      app.post(at(call), options, async (request) =>
        success(answer(request.body as z.output<B>, request)),
      );
    },
  };
}
