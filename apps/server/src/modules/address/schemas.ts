import { z } from 'zod';

/** Zip lookup query (000 §7 "zip lookup", path not shown: `Address/GetZipList`). */
export const zipListQuery = z.object({
  zip: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be digits') })
    .trim()
    .regex(/^\d{1,5}$/, 'must be 1 to 5 digits'),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10),
});
export type ZipListQuery = z.infer<typeof zipListQuery>;

/** 000 §3 "Zip list entry". */
export const zipListEntry = z.object({
  zip: z.string(),
  city: z.string(),
  /** Another accepted city name for the ZIP, when the ZIP list has one; null otherwise. */
  altCity: z.string().nullable(),
  state: z.string(),
});
export type ZipListEntry = z.infer<typeof zipListEntry>;

export const zipListResponse = z.object({ zips: z.array(zipListEntry) });
