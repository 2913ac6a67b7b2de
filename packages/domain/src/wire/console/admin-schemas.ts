/** Schemas of the console's admin contract; what the calls mean is in ./admin.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { dayRange, pageAnswer, pageNumber } from '../list';
import { personName } from '../rows';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '../staff/schemas';

export const CONSOLE_PAGE_SIZE = 50;

const password = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  .max(1024);

const consoleStaffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  ...personName,
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleStaffAccount = z.infer<typeof consoleStaffAccount>;

export const staffAccountsAnswer = success({ accounts: z.array(consoleStaffAccount) });
export type StaffAccountsAnswer = z.infer<typeof staffAccountsAnswer>;

export const staffAccountAnswer = success({ account: consoleStaffAccount });
export type StaffAccountAnswer = z.infer<typeof staffAccountAnswer>;

export const createStaffBody = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  firstName: z.string().trim().min(1, 'is required').max(100),
  lastName: z.string().trim().min(1, 'is required').max(100),
  role: z.enum(STAFF_ROLES),
  password,
});
export type CreateStaffBody = z.infer<typeof createStaffBody>;

const accountId = z.number().int().positive();

export const setDisabledBody = z.object({ id: accountId, disabled: z.boolean() });
export type SetDisabledBody = z.infer<typeof setDisabledBody>;

export const resetPasswordBody = z.object({ id: accountId, password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/**
 * The kinds of record the audit log holds, as the server records them (recordAudit's subjectType):
 * the audit page's 'Record type' choices and the only values its filter accepts.
 */
export const AUDIT_SUBJECT_TYPES = [
  'order',
  'callback',
  'saved-cart',
  'staff',
  'import',
  'webhook',
  'webhook_delivery',
  'api_key',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const auditQuery = z.object({
  /** An action, e.g. 'staff.create'. */
  action: z.string().trim().max(60).optional(),
  /** A subject type, one of AUDIT_SUBJECT_TYPES. */
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  subjectId: z.string().trim().max(100).optional(),
  /** Who: part of the staff e-mail. */
  staff: z.string().trim().max(254).optional(),
  ...dayRange,
  page: pageNumber,
});
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditQueryParsed = z.output<typeof auditQuery>;

const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditAnswer = pageAnswer({ entries: z.array(auditEntry) });
export type AuditAnswer = z.infer<typeof auditAnswer>;
