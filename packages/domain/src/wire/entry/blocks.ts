/**
 * Entry wire contract: building blocks, zip lookup and the fiber-qualified zip check. Barrel: wire/entry.ts.
 */
import { z } from 'zod';
import { type YesNo as DomainYesNo } from '../../constants';
import { validatePhone } from '../../validators/phone';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const yesNo = z.enum(['Y', 'N']);
export type YesNo = DomainYesNo;
/** The wireless qualifiers' representation (see the header). */
export const trueFalse = z.enum(['true', 'false']);
export type TrueFalse = z.infer<typeof trueFalse>;

export const requiredMessage = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be text';

/** Text up to `max` characters (a 10,000-character paste is a 400, not a slow query). */
export const text = (max: number) =>
  z.string({ error: requiredMessage }).max(max, `must be at most ${max} characters`);
/** Non-empty text (after trimming) up to `max` characters. */
export const requiredText = (max: number) => text(max).trim().min(1, 'is required');

/** A 5-digit ZIP. */
export const zip5 = z
  .string({ error: requiredMessage })
  .trim()
  .regex(/^\d{5}$/, 'must be 5 digits');

/** A footprint address id: printable ASCII without spaces, at most 64 (docs/footprint-format.md). */
export const addressId = z
  .string({ error: requiredMessage })
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be an address id');

/**
 * A Y/N flag as clients send it: 'Y'/'N' in any case, or true/false (JSON or form text).
 * Answers 'Y' or 'N'.
 */
export const ynInput = z
  .union([z.boolean(), z.string().max(5)], { error: 'must be Y or N' })
  .transform((v, ctx): 'Y' | 'N' => {
    if (typeof v === 'boolean') return v ? 'Y' : 'N';
    const s = v.trim().toUpperCase();
    if (['Y', 'YES', 'TRUE', '1', 'ON'].includes(s)) return 'Y';
    if (['N', 'NO', 'FALSE', '0', 'OFF', ''].includes(s)) return 'N';
    ctx.addIssue({ code: 'custom', message: 'must be Y or N' });
    return z.NEVER;
  });

export const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/** A phone number as the address page sends it (digits, optionally dashed); 000 §5 rules. */
export const optionalPhone = text(20)
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined || v.trim() === '') return;
    const message = validatePhone(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// ---------------------------------------------------------------------------------------------
// Zip lookup and fiber-qualified zip check
// ---------------------------------------------------------------------------------------------

/** GET Address/GetZipList?zip=&limit= (zip: 1-5 digits typed so far; limit default 10, max 50). */
export const zipListQuery = z.object({
  zip: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be digits') })
    .trim()
    .regex(/^\d{1,5}$/, 'must be 1 to 5 digits'),
  limit: positiveInt(50).default(10),
});
export type ZipListQuery = z.input<typeof zipListQuery>;

/** 000 §3 "Zip list entry". altCity is null when the ZIP list has no other name. */
export const zipListEntry = z.object({
  zip: z.string(),
  city: z.string(),
  altCity: z.string().nullable(),
  state: z.string(),
});
export type ZipListEntry = z.infer<typeof zipListEntry>;
export const zipListResponse = z.object({ zips: z.array(zipListEntry) });
export type ZipListResponse = z.infer<typeof zipListResponse>;

/** GET Address/IsFiberQualifiedZip?zip= */
export const fiberQualifiedZipQuery = z.object({ zip: zip5 });
export type FiberQualifiedZipQuery = z.input<typeof fiberQualifiedZipQuery>;
/** Y when any footprint address in the ZIP has fiber. */
export const fiberQualifiedZipResponse = z.object({ zip: z.string(), IsFiberQualified: yesNo });
export type FiberQualifiedZipResponse = z.infer<typeof fiberQualifiedZipResponse>;
