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
import { staffCalls } from './console-calls';
import { staffActor } from './plugin';

export async function staffAdminRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const calls = staffCalls(app, ctx, ['console-admin'], ADMIN_ONLY);

  calls.read(
    CONSOLE_ADMIN_CALLS.accounts,
    { summary: 'Staff accounts (admin only)', response: staffAccountsAnswer, noStore: true },
    async () => ({ accounts: await listAccounts(ctx.db) }),
  );

  calls.change(
    CONSOLE_ADMIN_CALLS.createAccount,
    {
      summary: 'Create a staff account with a role and an initial password (admin only; audited)',
      description: "409 'An account for … already exists.' for a known e-mail.",
      body: createStaffBody,
      response: staffAccountAnswer,
      limit: 'cookie',
    },
    async (body, request) => ({
      account: await createAccount(ctx.db, await staffActor(request), body),
    }),
  );

  calls.change(
    CONSOLE_ADMIN_CALLS.setDisabled,
    {
      summary:
        'Disable (no sign-in; its session stops at once) or enable a staff account (admin only; audited)',
      body: setDisabledBody,
      response: staffAccountAnswer,
      limit: 'cookie',
    },
    async ({ id, disabled }, request) => ({
      account: await setDisabled(ctx.db, await staffActor(request), id, disabled),
    }),
  );

  calls.change(
    CONSOLE_ADMIN_CALLS.resetPassword,
    {
      summary: "Set a new password for a staff account (admin only; audited, the password isn't)",
      body: resetPasswordBody,
      response: staffAccountAnswer,
      limit: 'cookie',
    },
    async ({ id, password }, request) => ({
      account: await resetPassword(ctx.db, await staffActor(request), id, password),
    }),
  );
}
