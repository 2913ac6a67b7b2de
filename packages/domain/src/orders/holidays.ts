/**
 * The provider's holidays (issue 10 §8: Thanksgiving was offered as an install date): days on
 * which nothing is installed or shipped. Data (data/holidays.json, HOLIDAYS_FILE), read by the
 * install-slot generator and the due-date answers: no slot on a holiday is created or offered.
 */
import { z } from 'zod';

const day = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((d) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return true;
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'must be a real calendar date');

export const holidayFile = z.object({
  description: z.string().max(500).optional(),
  holidays: z.array(z.object({ date: day, name: z.string().trim().min(1, 'is required').max(80) })),
});
export type HolidayFile = z.infer<typeof holidayFile>;

/** The set of holiday dates (YYYY-MM-DD) the calendar functions take. */
export type Holidays = ReadonlySet<string>;
export const NO_HOLIDAYS: Holidays = new Set<string>();

export const holidaySet = (file: HolidayFile): Holidays =>
  new Set(file.holidays.map((h) => h.date));
