/**
 * Agree only to what is shown. The terms and conditions are provider content
 * (data/content/terms.json): a version id and an effective date with the text. The checkout shows
 * that text before its checkbox; accepting names the version shown, and the order keeps which
 * version was accepted and when.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

/** data/content/terms.json as the provider writes it. */
export const termsContent = z.object({
  /** Any id the provider chooses ('SBT-2026-11'); a new text needs a new version. */
  version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, dot, underscore or hyphen'),
  /** The day this version takes effect (YYYY-MM-DD). */
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  title: text,
  intro: z.string().default(''),
  /** The sections in reading order. */
  sections: z.record(z.string(), z.object({ heading: text, body: text })),
});
export type TermsContent = z.infer<typeof termsContent>;

/** GET Checkout/TermsAndConditions: the version in effect and its text, sections in order. */
export const termsResponse = z.object({
  Status: z.literal('SUCCESS'),
  version: z.string(),
  effectiveDate: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
export type TermsResponse = z.infer<typeof termsResponse>;

export const TERMS_CHANGED_MESSAGE =
  'The terms and conditions were updated while you were reading them. Please read the new version and accept it again.';

/**
 * Numbers moved from another provider (issue 10 §3: the letter of authorisation applies only
 * then): a voice line whose number was not assigned from the provider's own pool for this cart.
 */
export function movedNumbers(
  selections: VoiceLines,
  assignedFromPool: readonly string[],
): string[] {
  const pool = new Set(assignedFromPool);
  return lineNumbers(selections).filter((tn) => !pool.has(tn));
}

/** The voice lines of a cart's selections (phone and business digital voice). */
interface VoiceLines {
  phone: { lines: { tn: string }[] } | null;
  bdv: { lines: { tn: string }[] } | null;
}

/** Every number on a voice line of the cart (phone, then business digital voice). */
export function lineNumbers(selections: VoiceLines): string[] {
  return [...(selections.phone?.lines ?? []), ...(selections.bdv?.lines ?? [])]
    .map((l) => l.tn)
    .filter((tn) => tn !== '');
}

/** What the checkout keeps of a signed letter of authorisation (002 §3 fields), with the numbers
 * it moves and when it was signed. */
export interface LetterOfAuthorizationRecord {
  localService: 'Y' | 'N';
  intraLATA: 'Y' | 'N';
  interLATA: 'Y' | 'N';
  tDate: string;
  firstName: string;
  lastName: string;
  cNumber: string;
  /** The moved numbers the letter authorises. */
  numbers?: string[];
  /** ISO time of LetterOfAuthorization. */
  at?: string;
}

export const LOA_REQUIRED_MESSAGE =
  'Please complete the letter of authorization for the phone numbers you are moving to us.';

/**
 * Whether the letter covers the moved numbers: signed (names, date, the local service to move)
 * for every one of them. Nothing moved: no letter is needed.
 */
export function loaCovers(
  loa: LetterOfAuthorizationRecord | null | undefined,
  moved: readonly string[],
): boolean {
  if (!moved.length) return true;
  if (!loa || loa.localService !== 'Y') return false;
  if (!loa.firstName.trim() || !loa.lastName.trim() || !loa.tDate.trim()) return false;
  const signed = new Set(loa.numbers ?? []);
  return moved.every((tn) => signed.has(tn));
}

export { termsAcceptedSentence } from './terms-accepted';
