/** Schemas of the console's work-queue contract; what the calls mean is in ./work.ts. */
import { z } from 'zod';
import { consoleDay } from './day';
import { CALLBACK_NOTE_MAX_LENGTH, CALLBACK_STATUSES } from '../../console/callbacks';

const day = consoleDay;
const page = z.coerce.number().int().min(1).max(100000).default(1);
const paged = { page: z.number().int(), hasMore: z.boolean() };

export const callbacksQuery = z.object({ status: z.enum(CALLBACK_STATUSES).optional(), page });
export type CallbacksQuery = z.input<typeof callbacksQuery>;
export type CallbacksQueryParsed = z.output<typeof callbacksQuery>;

const callbackNote = z.object({
  from: z.string(),
  to: z.string(),
  note: z.string(),
  staffName: z.string(),
  at: z.string(),
});

const consoleCallback = z.object({
  reference: z.string(),
  reason: z.string(),
  name: z.string().nullable(),
  phone: z.string(),
  addressText: z.string().nullable(),
  preferredTime: z.string().nullable(),
  cartId: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  notes: z.array(callbackNote),
});
export type ConsoleCallback = z.infer<typeof consoleCallback>;

export const callbacksAnswer = z.object({
  Status: z.literal('SUCCESS'),
  callbacks: z.array(consoleCallback),
  ...paged,
});
export type CallbacksAnswer = z.infer<typeof callbacksAnswer>;

export const moveCallbackBody = z.object({
  reference: z.string().trim().min(1).max(40),
  to: z.enum(CALLBACK_STATUSES),
  note: z.string().max(CALLBACK_NOTE_MAX_LENGTH),
});
export type MoveCallbackBody = z.infer<typeof moveCallbackBody>;

export const callbackAnswer = z.object({ Status: z.literal('SUCCESS'), callback: consoleCallback });
export type CallbackAnswer = z.infer<typeof callbackAnswer>;

export const waitlistQuery = z.object({
  /** Registered on or after this day (UTC). */
  from: day.optional(),
  /** Registered on or before this day (UTC). */
  to: day.optional(),
  zip: z
    .string()
    .regex(/^\d{5}$/, 'must be 5 digits')
    .optional(),
  /** Part of a name, e-mail or street address. */
  q: z.string().trim().max(100).optional(),
  page,
});
export type WaitlistQuery = z.input<typeof waitlistQuery>;
export type WaitlistQueryParsed = z.output<typeof waitlistQuery>;

const consoleRegistration = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  businessPhone: z.string().nullable(),
  streetAddress: z.string(),
  unit: z.string().nullable(),
  city: z.string(),
  zip: z.string(),
  consent: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleRegistration = z.infer<typeof consoleRegistration>;

export const waitlistAnswer = z.object({
  Status: z.literal('SUCCESS'),
  registrations: z.array(consoleRegistration),
  ...paged,
});
export type WaitlistAnswer = z.infer<typeof waitlistAnswer>;

export const SAVED_CART_STATUSES = ['saved', 'retrieved', 'ordered', 'expired'] as const;

export const savedCartsQuery = z.object({
  status: z.enum(SAVED_CART_STATUSES).optional(),
  page,
});
export type SavedCartsQuery = z.input<typeof savedCartsQuery>;
export type SavedCartsQueryParsed = z.output<typeof savedCartsQuery>;

const consoleSavedCart = z.object({
  cartId: z.string(),
  email: z.string(),
  savedBy: z.string(),
  agent: z.string().nullable(),
  status: z.enum(SAVED_CART_STATUSES),
  reminders: z.number().int(),
  remindersSent: z.number().int(),
  /** Links e-mailed again by staff. */
  resent: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ConsoleSavedCart = z.infer<typeof consoleSavedCart>;

export const savedCartsAnswer = z.object({
  Status: z.literal('SUCCESS'),
  carts: z.array(consoleSavedCart),
  ...paged,
});
export type SavedCartsAnswer = z.infer<typeof savedCartsAnswer>;

export const resendSavedCartBody = z.object({ cartId: z.string().trim().min(1).max(80) });
export type ResendSavedCartBody = z.infer<typeof resendSavedCartBody>;

export const resendSavedCartAnswer = z.object({ Status: z.literal('SUCCESS'), email: z.string() });
export type ResendSavedCartAnswer = z.infer<typeof resendSavedCartAnswer>;

export const consoleOutboxQuery = z.object({ channel: z.enum(['email', 'sms']).optional(), page });
export type ConsoleOutboxQuery = z.input<typeof consoleOutboxQuery>;
export type ConsoleOutboxQueryParsed = z.output<typeof consoleOutboxQuery>;

const deliveryAttempt = z.object({
  attempt: z.number().int(),
  outcome: z.string(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

const consoleOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  topic: z.string(),
  createdAt: z.string(),
  /** The delivering job's status ('done', 'failed' ...); null when no job sent it. */
  jobStatus: z.string().nullable(),
  attempts: z.array(deliveryAttempt),
});
export type ConsoleOutboxMessage = z.infer<typeof consoleOutboxMessage>;

export const consoleOutboxAnswer = z.object({
  Status: z.literal('SUCCESS'),
  messages: z.array(consoleOutboxMessage),
  ...paged,
});
export type ConsoleOutboxAnswer = z.infer<typeof consoleOutboxAnswer>;
