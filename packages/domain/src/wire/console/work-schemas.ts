/** Schemas of the console's work-queue contract; what the calls mean is in ./work.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { CALLBACK_NOTE_MAX_LENGTH, CALLBACK_STATUSES } from '../../console/callbacks';
import { outboxChannel, outboxMessageFields } from '../staff/schemas';
import { dayRange, pageAnswer, pageNumber as page, searchFilter, zipFilter } from '../list';
import { personName } from '../rows';

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

export const callbacksAnswer = pageAnswer({ callbacks: z.array(consoleCallback) });
export type CallbacksAnswer = z.infer<typeof callbacksAnswer>;

export const moveCallbackBody = z.object({
  reference: z.string().trim().min(1).max(40),
  to: z.enum(CALLBACK_STATUSES),
  note: z.string().max(CALLBACK_NOTE_MAX_LENGTH),
});
export type MoveCallbackBody = z.infer<typeof moveCallbackBody>;

export const callbackAnswer = success({ callback: consoleCallback });
export type CallbackAnswer = z.infer<typeof callbackAnswer>;

export const waitlistQuery = z.object({
  /** Registered in this range. */
  ...dayRange,
  zip: zipFilter,
  /** Part of a name, e-mail or street address. */
  q: searchFilter,
  page,
});
export type WaitlistQuery = z.input<typeof waitlistQuery>;
export type WaitlistQueryParsed = z.output<typeof waitlistQuery>;

const consoleRegistration = z.object({
  id: z.string(),
  ...personName,
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

export const waitlistAnswer = pageAnswer({ registrations: z.array(consoleRegistration) });
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

export const savedCartsAnswer = pageAnswer({ carts: z.array(consoleSavedCart) });
export type SavedCartsAnswer = z.infer<typeof savedCartsAnswer>;

export const resendSavedCartBody = z.object({ cartId: z.string().trim().min(1).max(80) });
export type ResendSavedCartBody = z.infer<typeof resendSavedCartBody>;

export const resendSavedCartAnswer = success({ email: z.string() });
export type ResendSavedCartAnswer = z.infer<typeof resendSavedCartAnswer>;

export const consoleOutboxQuery = z.object({ channel: outboxChannel.optional(), page });
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
  ...outboxMessageFields,
  createdAt: z.string(),
  /** The delivering job's status ('done', 'failed' ...); null when no job sent it. */
  jobStatus: z.string().nullable(),
  attempts: z.array(deliveryAttempt),
});
export type ConsoleOutboxMessage = z.infer<typeof consoleOutboxMessage>;

export const consoleOutboxAnswer = pageAnswer({ messages: z.array(consoleOutboxMessage) });
export type ConsoleOutboxAnswer = z.infer<typeof consoleOutboxAnswer>;
