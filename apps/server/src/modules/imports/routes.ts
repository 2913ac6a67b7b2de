/**
 * The console's imports (IMPORTS_CALLS in packages/domain/src/wire/console/imports.ts): admins
 * only. The upload's body is the file itself (application/octet-stream), handed to the service
 * as a stream: it is spooled to disk, never buffered whole. Thin: each handler calls service.ts.
 */
import { Readable } from 'node:stream';
import {
  IMPORTS_CALLS,
  importRunAnswer,
  importRunQuery,
  importsAnswer,
  importUploadQuery,
  slotsImportBody,
} from '@bizline/domain/wire/console/imports';
import { ADMIN_ONLY } from '@bizline/domain/console/access';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-errors';
import type { ZodApp } from '../../zod-app';
import { staffCalls } from '../staff/console-calls';
import { currentStaff, requireStaff } from '../staff/plugin';
import type { StaffMember } from '../staff/service';
import { getRun, listImports, startFileImport, startSlotsImport } from './service';

const RAW_TYPE = 'application/octet-stream';

export async function importRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (path: string) => `${ctx.config.apiBase}/${path}`;
  const preValidation = [requireStaff(ctx, ADMIN_ONLY)];
  const tags = ['console-imports'];
  // requireStaff ran first: the account is there.
  const staffOf = async (request: Parameters<typeof currentStaff>[0]) =>
    (await currentStaff(request)) as StaffMember;

  const calls = staffCalls(app, ctx, tags, ADMIN_ONLY);
  calls.read(
    IMPORTS_CALLS.list,
    {
      summary: 'Active catalogue, footprint, number pool and install calendar; import history',
      description: 'Admins only (401/403). The newest 50 runs first.',
      response: importsAnswer,
    },
    async () => listImports(ctx),
  );

  calls.read(
    IMPORTS_CALLS.run,
    {
      summary: 'One import run: status, progress (bytes and rows done), problems',
      querystring: importRunQuery,
      response: importRunAnswer,
    },
    async (query) => ({ run: await getRun(ctx, query.id) }),
  );

  app.post(
    at(IMPORTS_CALLS.slots.path),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Write the install calendar (the options of npm run slots:generate)',
        description:
          'Admins only. 202 with the run; the page polls it. Problems name the option; ' +
          'a refused run changes nothing. 409 while a slot run is going on.',
        body: slotsImportBody,
        response: { 202: importRunAnswer },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        Status: 'SUCCESS' as const,
        run: await startSlotsImport(ctx, await staffOf(request), request.body),
      }),
  );

  // The file as the body: a stream for the handler (this scope only).
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(RAW_TYPE, (_request, payload, done) => done(null, payload));
    (scoped as unknown as ZodApp).post(
      at(IMPORTS_CALLS.upload.path),
      {
        preValidation,
        config: { rawUpload: true },
        schema: {
          tags,
          summary: 'Upload a footprint, catalogue or telephone-number file',
          description:
            `Admins only. The body is the file (Content-Type: ${RAW_TYPE}); kind, fileName and ` +
            'replace in the query. 202 with the run, which imports in the background with the ' +
            "CLI's checks; poll Console/Imports/Run. A file with problems changes nothing: the " +
            'run is refused with them, each with its line. 409 while one of the kind runs; ' +
            '413 past the size limit.',
          querystring: importUploadQuery,
          response: { 202: importRunAnswer },
        },
      },
      async (request, reply) => {
        const body: unknown = request.body ?? Readable.from([]);
        if (!(body instanceof Readable)) {
          throw new HttpError(415, `The file goes as the body, with Content-Type ${RAW_TYPE}.`);
        }
        return reply.status(202).send({
          Status: 'SUCCESS' as const,
          run: await startFileImport(ctx, await staffOf(request), request.query, body),
        });
      },
    );
  });
}
