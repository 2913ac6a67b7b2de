/** Console/Accounts...: staff account administration for admins (issue 14). Thin: accounts.ts. */
import { ADMIN_ONLY } from '@bizline/domain/console/access';
import {
  CONSOLE_ADMIN_CALLS,
  createStaffBody,
  resetPasswordBody,
  setDisabledBody,
  staffAccountAnswer,
  staffAccountsAnswer,
} from '@bizline/domain/wire/console/admin';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { createAccount, listAccounts, resetPassword, setDisabled } from './accounts';
import { requireStaff, staffActor } from './plugin';

export async function staffAdminRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const admin = requireStaff(ctx, ADMIN_ONLY);
  const rateLimit = { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' };
  const tags = ['console-admin'];

  app.get(
    `${api}/${CONSOLE_ADMIN_CALLS.accounts.path}`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Staff accounts (admin only)',
        response: { 200: staffAccountsAnswer },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Status: 'SUCCESS' as const, accounts: await listAccounts(ctx.db) };
    },
  );

  app.post(
    `${api}/${CONSOLE_ADMIN_CALLS.createAccount.path}`,
    {
      preValidation: admin,
      config: { rateLimit, cookieAuth: true },
      schema: {
        tags,
        summary: 'Create a staff account with a role and an initial password (admin only; audited)',
        description: "409 'An account for … already exists.' for a known e-mail.",
        body: createStaffBody,
        response: { 200: staffAccountAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      account: await createAccount(ctx.db, await staffActor(request), request.body),
    }),
  );

  app.post(
    `${api}/${CONSOLE_ADMIN_CALLS.setDisabled.path}`,
    {
      preValidation: admin,
      config: { rateLimit, cookieAuth: true },
      schema: {
        tags,
        summary:
          'Disable (no sign-in; its session stops at once) or enable a staff account (admin only; audited)',
        body: setDisabledBody,
        response: { 200: staffAccountAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      account: await setDisabled(
        ctx.db,
        await staffActor(request),
        request.body.id,
        request.body.disabled,
      ),
    }),
  );

  app.post(
    `${api}/${CONSOLE_ADMIN_CALLS.resetPassword.path}`,
    {
      preValidation: admin,
      config: { rateLimit, cookieAuth: true },
      schema: {
        tags,
        summary: "Set a new password for a staff account (admin only; audited, the password isn't)",
        body: resetPasswordBody,
        response: { 200: staffAccountAnswer },
      },
    },
    async (request) => ({
      Status: 'SUCCESS' as const,
      account: await resetPassword(
        ctx.db,
        await staffActor(request),
        request.body.id,
        request.body.password,
      ),
    }),
  );
}
