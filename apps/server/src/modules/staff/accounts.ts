/**
 * Staff accounts administered from the console (issue 14; admin role): list, create with a role
 * and an initial password, disable or enable, reset the password. Each change and its audit row
 * (modules/audit) commit in one transaction. A disabled account cannot sign in and its session
 * stops at once (findStaff reads the account on every request).
 */
import type { ConsoleStaffAccount, CreateStaffBody } from '@bizline/domain/wire/console/admin';
import { STANDARD_EMAIL_PATTERN } from '@bizline/domain/validators/email';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repo';
import { accountOf, hashPassword } from './service';

const ACCOUNT_MESSAGES = {
  badEmail: 'Enter a valid email address.',
  exists: (email: string) => `An account for ${email} already exists.`,
  notFound: 'There is no staff account with this id.',
  self: 'You cannot disable your own account.',
} as const;

function view(row: repo.StaffRow): ConsoleStaffAccount {
  return { ...accountOf(row), disabled: row.disabled_at !== null, createdAt: row.created_at };
}

export async function listAccounts(db: Db): Promise<ConsoleStaffAccount[]> {
  return (await repo.listStaffRows(db.kysely)).map(view);
}

export async function createAccount(
  db: Db,
  actor: AuditActor,
  input: CreateStaffBody,
  now = new Date(),
): Promise<ConsoleStaffAccount> {
  const email = input.email.trim().toLowerCase();
  if (!STANDARD_EMAIL_PATTERN.test(email)) throw badRequest(ACCOUNT_MESSAGES.badEmail, 'email');
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    if (await repo.staffRowByEmailIn(trx, email)) {
      throw new HttpError(409, ACCOUNT_MESSAGES.exists(email), { field: 'email' });
    }
    const id = await repo.insertStaffIn(trx, {
      email,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      role: input.role,
      password_hash: passwordHash,
      failed_attempts: 0,
      locked_until: null,
      created_at: now.toISOString(),
    });
    const account = view((await repo.staffRowIn(trx, id))!);
    await recordAudit(trx, {
      actor,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: id,
      after: account,
      now,
    });
    return account;
  });
}

async function change(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  patch: (row: repo.StaffRow) => Promise<Parameters<typeof repo.updateStaffIn>[2]>,
  now: Date,
): Promise<ConsoleStaffAccount> {
  return inTransaction(db, async (trx) => {
    const row = await repo.staffRowIn(trx, id);
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound, 'id');
    const before = view(row);
    await repo.updateStaffIn(trx, id, await patch(row));
    const after = view((await repo.staffRowIn(trx, id))!);
    await recordAudit(trx, {
      actor,
      action,
      subjectType: 'staff',
      subjectId: id,
      before,
      after,
      now,
    });
    return after;
  });
}

export function setDisabled(
  db: Db,
  actor: AuditActor,
  id: number,
  disabled: boolean,
  now = new Date(),
): Promise<ConsoleStaffAccount> {
  if (disabled && actor !== 'cli' && actor.id === id) {
    throw badRequest(ACCOUNT_MESSAGES.self, 'id');
  }
  return change(
    db,
    actor,
    id,
    disabled ? 'staff.disable' : 'staff.enable',
    async (row) => ({ disabled_at: disabled ? (row.disabled_at ?? now.toISOString()) : null }),
    now,
  );
}

/** A new password (the old one stops working); the audit row says that it changed, not what. */
export async function resetPassword(
  db: Db,
  actor: AuditActor,
  id: number,
  password: string,
  now = new Date(),
): Promise<ConsoleStaffAccount> {
  const passwordHash = await hashPassword(password);
  return change(
    db,
    actor,
    id,
    'staff.reset-password',
    async () => ({ password_hash: passwordHash, failed_attempts: 0, locked_until: null }),
    now,
  );
}
