/** Schemas of the staff wire contract; what the calls mean is in wire/staff.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { pageLimit } from '../list';
import { personName } from '../rows';

/** 'admin' (issue 14) passes every staff check: console/access.ts. */
export const STAFF_ROLES = ['admin', 'agent', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Shortest password the account command accepts. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/**
 * Sign-in throttling (issue 11; decision 015): attempts are counted before the password is
 * compared, per e-mail (known or not: the same answers) and per client. After the free attempts
 * each further one waits a delay that doubles from 1 s up to the cap; an hour without attempts
 * starts afresh and a success clears the e-mail's count. There is no lock: a stranger can at most
 * make an account wait the e-mail cap.
 */
export const STAFF_THROTTLE = {
  email: { free: 5, maxDelaySeconds: 60 },
  client: { free: 10, maxDelaySeconds: 900 },
  quietSeconds: 3600,
} as const;

export const STAFF_MESSAGES = {
  badCredentials: 'The email or password is not right.',
  throttled: (seconds: number) =>
    `Too many sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  notSignedIn: 'Please sign in as a staff member.',
  wrongRole: 'Your account cannot use this page.',
} as const;

export const staffSignInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type StaffSignInBody = z.infer<typeof staffSignInBody>;

const staffAccount = z.object({
  ...personName,
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffSignInResponse = success({ staff: staffAccount });
export type StaffSignInResponse = z.infer<typeof staffSignInResponse>;

export const staffSignOutResponse = success({});

const OUTBOX_LIMIT_DEFAULT = 50;
const OUTBOX_LIMIT_MAX = 200;

/** The outbox's channels: a message is an e-mail or a text. */
export const outboxChannel = z.enum(['email', 'sms']);

/** What every outbox row shows of a message (the staff mailbox and the console's outbox). */
export const outboxMessageFields = {
  id: z.number().int(),
  channel: outboxChannel,
  recipient: z.string(),
  subject: z.string(),
  topic: z.string(),
};

export const staffOutboxQuery = z.object({
  channel: outboxChannel.optional(),
  limit: pageLimit(OUTBOX_LIMIT_MAX, OUTBOX_LIMIT_DEFAULT),
});
export type StaffOutboxQuery = z.infer<typeof staffOutboxQuery>;

const outboxMessage = z.object({
  ...outboxMessageFields,
  created_at: z.string(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  /** Delivery attempts of the job that sent it; absent when no job sent it. */
  attempts: z.number().int().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const staffOutboxResponse = success({ messages: z.array(outboxMessage) });
export type StaffOutboxResponse = z.infer<typeof staffOutboxResponse>;
