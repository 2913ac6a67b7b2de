/**
 * The shape of a visitor session's data (the `sessions.data` JSON): every key any module keeps
 * there, in one schema. Each module owns what its keys mean and when they change; the shape
 * lives here so the session is parsed once, when it is read, and every module reads it typed.
 * A stored value that no longer fits (an older shape, a hand-edited row) reads as absent: the
 * visitor qualifies again, the server does not crash.
 */
import { z } from 'zod';

const quoteContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  zipCode: z.string(),
  mon: z.string(),
});

const quoteSlot = z.object({
  holdId: z.number(),
  dueDate: z.string(),
  code: z.string(),
  label: z.string(),
  until: z.string(),
});

const sessionDataSchema = z.object({
  // ----- qualification -----
  /** EPSessionID: the cart id (>= 128 random bits, base64url). */
  cartId: z.string().optional(),
  /** The address (unit or building) the cart was opened for. */
  cartAddressId: z.string().optional(),
  /** Buildings offered by the multiple-address chooser; qualifying one of them is the choice. */
  addressChoices: z.array(z.string()).optional(),
  /** The last resolved qualification, for the joint-offer and wireless-eligibility calls. */
  lq: z
    .object({ addressId: z.string(), baseAddressId: z.string(), fiber: z.enum(['Y', 'N']) })
    .optional(),
  /** The phone and e-mail typed with the address (TelephNoLQ, EmailLQ): the checkout prefills
   * its contact with them (PhoneNumFromLQ, EmailFromLQ). */
  lqContact: z.object({ phone: z.string(), email: z.string() }).optional(),

  // ----- saved cart -----
  /** The cart this session last saved (the 'Email sent' page). */
  savedCartId: z.string().optional(),
  /** The saved cart whose gate this session passed (its offer shows as the saved-cart offer). */
  verifiedSavedCartId: z.string().optional(),

  // ----- quote checkout -----
  /** Progress of the quote checkout: the opened quote, its contact, the held install slot. */
  optix: z
    .object({
      quoteNumber: z.string(),
      contact: quoteContact.optional(),
      slot: quoteSlot.optional(),
    })
    .optional(),

  // ----- staff -----
  /** The signed-in staff account (staff sign-in). */
  staffId: z.number().int().optional(),
  /** The account's password stamp at sign-in: a new password ends the session (issue 14). */
  staffStamp: z.string().optional(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

/** A change to the session's data: the keys given replace theirs; undefined removes a key. */
export type SessionPatch = { [K in keyof SessionData]?: SessionData[K] | undefined };

const keys = Object.keys(sessionDataSchema.shape) as (keyof SessionData)[];

/**
 * The stored JSON as SessionData. Keys whose value does not fit the schema are dropped (and so
 * are keys no module knows); a bag that is not a JSON object is empty. Never throws.
 */
export function parseSessionData(json: string): SessionData {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const whole = sessionDataSchema.safeParse(value);
  if (whole.success) return whole.data;
  const bag = value as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const key of keys) {
    const one = sessionDataSchema.shape[key].safeParse(bag[key]);
    if (one.success && one.data !== undefined) data[key] = one.data;
  }
  return data as SessionData;
}
