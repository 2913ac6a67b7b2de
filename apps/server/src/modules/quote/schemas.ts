/**
 * The price-quote document a provider loads (docs/quote-format.md): a JSON object with a `quotes`
 * list; each quote belongs to one footprint address and carries the omni cart summary the
 * quote-based checkout shows (wire/checkout.ts omniCartSummary, 002 §3).
 */
import { z } from 'zod';
import { omniCartSummary } from '@bizline/domain/wire/checkout';

const code = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,30}$/, 'must be 1 to 30 letters, digits, - or _');

const QUOTE_STATUSES = ['active', 'expired', 'ordered'] as const;

export const quoteEntry = z.object({
  quoteNumber: code,
  addressId: z.string({ error: 'must be text' }).trim().min(1, 'is required'),
  /** MON number (monField of 002 §3). */
  mon: code,
  status: z.enum(QUOTE_STATUSES).default('active'),
  /** ISO-8601 date-time; past it the omni cart is expired. */
  expiresAt: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date-time' }),
  /** The credit decision taken when the quote was prepared; FAILURE: /confirmation-contact-rep. */
  creditCheckStatus: z.enum(['SUCCESS', 'FAILURE']).default('SUCCESS'),
  summary: omniCartSummary,
});
export type QuoteEntry = z.infer<typeof quoteEntry>;

export const quoteDocument = z.object({ quotes: z.array(z.unknown()) });

/** What price_quotes.summary holds: the omni cart summary plus the quote's credit decision. */
export const storedSummary = omniCartSummary.extend({
  creditCheckStatus: z.enum(['SUCCESS', 'FAILURE']).default('SUCCESS'),
});
