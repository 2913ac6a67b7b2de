/** Console/Audit: the audit log for admins (issue 14). */
import { ADMIN_ONLY } from '@bizline/domain/console/access';
import { CONSOLE_ADMIN_CALLS, auditAnswer, auditQuery } from '@bizline/domain/wire/console/admin';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { staffCalls } from '../staff/console-calls';
import { listAudit } from './service';

export async function auditRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  staffCalls(app, ctx, ['console-admin'], ADMIN_ONLY).read(
    CONSOLE_ADMIN_CALLS.audit,
    {
      summary: 'Audit log, newest first, 50 a page (admin only)',
      querystring: auditQuery,
      response: auditAnswer,
      noStore: true,
    },
    async (query) => listAudit(ctx.db.kysely, query),
  );
}
