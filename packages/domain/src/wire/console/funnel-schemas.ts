/** Schemas of the funnel's wire contract; what the calls mean is in ./funnel.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { FUNNEL_CHANNELS, FUNNEL_OUTCOMES } from '../../funnel';

/** The longest range one answer covers, in days (a year and a day: a leap year fits). */
export const FUNNEL_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');

export const funnelQuery = z.object({
  from: day,
  to: day,
  /** One channel; absent: every channel together. */
  channel: z.enum(FUNNEL_CHANNELS).optional(),
});
export type FunnelQuery = z.infer<typeof funnelQuery>;

const count = z.number().int().min(0);

const funnelDay = z.object({
  day,
  checks: count,
  /** Checks that qualified, by outcome. */
  qualified: z.object(
    Object.fromEntries(FUNNEL_OUTCOMES.map((o) => [o, count])) as {
      [K in (typeof FUNNEL_OUTCOMES)[number]]: typeof count;
    },
  ),
  customise: count,
  checkout: count,
  orders: count,
});
export type FunnelDay = z.infer<typeof funnelDay>;

export const funnelAnswer = success({
  from: day,
  to: day,
  channel: z.enum(FUNNEL_CHANNELS).nullable(),
  /** Every day of the range, oldest first (days without events are zeros). */
  days: z.array(funnelDay),
  totals: funnelDay.omit({ day: true }),
});
export type FunnelAnswer = z.infer<typeof funnelAnswer>;
