/** Console/Audit: the audit log for admins (issue 14). */
import { ADMIN_ONLY } from '@bizline/domain/console/access';
import { CONSOLE_ADMIN_CALLS, auditAnswer, auditQuery } from '@bizline/domain/wire/console/admin';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { requireStaff } from '../staff/plugin';
import { listAudit } from './service';

export async function auditRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.apiBase}/${CONSOLE_ADMIN_CALLS.audit.path}`,
    {
      preValidation: requireStaff(ctx, ADMIN_ONLY),
      schema: {
        tags: ['console-admin'],
        summary: 'Audit log, newest first, 50 a page (admin only)',
        querystring: auditQuery,
        response: { 200: auditAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Status: 'SUCCESS' as const, ...(await listAudit(ctx.db.kysely, request.query)) };
    },
  );
}
