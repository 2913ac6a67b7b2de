/** Schemas of the saved-cart wire contract; what the calls mean is in wire/saved-cart.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { JOINT_OFFER_STATUSES, PAGE_LOAD_TYPES } from '../../constants';
import { validateGateEmail } from '../../validators/gate';
import { validateSaveCartEmail } from '../../validators/save-cart';
import { ynInput } from '../entry/blocks';

/** Failed gate attempts allowed per hour, per cart and per client (beyond the spec). */
export const GATE_LIMITS = { perCart: 5, perClient: 20, windowMs: 60 * 60 * 1000 } as const;

/** Reminder e-mails: at most two, this many days after the save (beyond the spec). */
export const SAVED_CART_REMINDER_DAYS = [2, 7] as const;

/** Server messages (beyond the spec's texts; the gate mismatch text is configurable). */
export const SAVED_CART_MESSAGES = {
  notFound: 'This saved cart link has expired or does not exist.',
  verifyFirst: 'Verify your email address to open this cart.',
  /** Default of the server's SAVED_CART_GATE_ERROR setting. */
  gateMismatchDefault: 'We could not verify that email address for this cart.',
  tooManyAttempts: 'Too many attempts to open this cart. Please try again in an hour.',
  noEmailKnown: 'We do not know an email address for this cart yet. Please enter one.',
  noCart: 'There is no cart to save yet. Please choose a plan first.',
  unsubscribed: 'You will not get reminders for this cart.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max);
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// ---------------------------------------------------------------------------------------------
// Save
// ---------------------------------------------------------------------------------------------

/**
 * POST SaveOrder/DoSaveOrder. EMail follows 002 §5 ('Please enter your
 * valid email address.'); the confirming e-mail is checked by the page. Reminders go out unless
 * SkipReminderMail is 'Y'.
 */
export const doSaveOrderBody = z.object({
  Comments: text(1000).optional().default(''),
  Disclaimer: ynInput.optional().default('N'),
  EMail: text(254).superRefine((v, ctx) => {
    const message = validateSaveCartEmail(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  RatingSelected: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number from 1 to 5' })
      .int('must be a number from 1 to 5')
      .min(1, 'must be a number from 1 to 5')
      .max(5, 'must be a number from 1 to 5')
      .optional(),
  ),
  SkipReminderMail: ynInput.optional().default('N'),
  /** Page the visitor saved from (beyond the spec); by default 'checkout' once the checkout was
   * opened for this cart, else 'customize'. Retrieval returns there. */
  LastPage: z.enum(['checkout', 'customize']).optional(),
});
export type DoSaveOrderBody = z.input<typeof doSaveOrderBody>;
export type DoSaveOrderParsed = z.output<typeof doSaveOrderBody>;

/** The saved cart and the e-mail its link went to, masked ('j***@example.com'). */
const savedCartSent = { scartid: z.string(), EmailSentTo: z.string() };

/** DoSaveOrder / SaveMyOrder answer. */
export const saveOrderAnswer = success({
  ...savedCartSent,
  /** ISO time the saved cart is deleted (20 days). */
  expiresAt: z.string(),
});
export type SaveOrderAnswer = z.infer<typeof saveOrderAnswer>;

/** GET SaveOrder/SaveOrderConfirmation: 404 ApiError when this session saved no cart. */
export const saveOrderConfirmationAnswer = success({
  ...savedCartSent,
  /** Days the customer-facing text promises (10). */
  linkValidDays: z.number().int(),
  expiresAt: z.string(),
  remindersOn: z.boolean(),
});
export type SaveOrderConfirmationAnswer = z.infer<typeof saveOrderConfirmationAnswer>;

/**
 * GET SaveOrder/SaveCartDefaults (bizline, issue 10 §5): the e-mail the save-cart form is
 * prefilled with, the one the server already knows for this visit: the last save, then the
 * checkout's business info, then the address page (EmailLQ); '' when none is known.
 */
export const saveCartDefaultsAnswer = z.object({ EMail: z.string() });
export type SaveCartDefaultsAnswer = z.infer<typeof saveCartDefaultsAnswer>;

// ---------------------------------------------------------------------------------------------
// Gate and retrieval
// ---------------------------------------------------------------------------------------------

/** POST SaveOrder/VerifySavedCart (002 §7 "Verification of saved cart": email, sessionId). */
export const verifySavedCartBody = z.object({
  email: text(254).superRefine((v, ctx) => {
    const message = validateGateEmail(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  /** The scartid of the link. */
  sessionId: text(100).min(1, 'is required'),
  /** The ALTCHA widget's payload (base64 JSON of the solved challenge). */
  altcha: text(5000).min(1, 'is required'),
});
export type VerifySavedCartBody = z.input<typeof verifySavedCartBody>;

/**
 * 200: the session now holds the cart. Errors: 400 bad input or captcha, 403 e-mail mismatch
 * (configured message), 404 SAVED_CART_MESSAGES.notFound, 429 tooManyAttempts.
 */
export const verifySavedCartAnswer = success({ scartid: z.string() });
export type VerifySavedCartAnswer = z.infer<typeof verifySavedCartAnswer>;

/** GET SaveOrder/GetRetrievedOrder query. scartid defaults to the verified cart. */
export const getRetrievedOrderQuery = z.object({
  scartid: text(100).optional(),
  scartId: text(100).optional(),
  Cid: text(100).optional(),
  cmp: text(100).optional(),
  FiosReferral: text(10).optional(),
  SMBBANNERID: text(100).optional(),
  source: text(40).optional(),
});
export type GetRetrievedOrderQuery = z.input<typeof getRetrievedOrderQuery>;

/** A product whose price changed since the save; was/now are dollars text, now null = no longer
 * sold. */
const savedCartChange = z.object({
  productId: z.string(),
  product: z.string(),
  was: z.string().nullable(),
  now: z.string().nullable(),
});
export type SavedCartChange = z.infer<typeof savedCartChange>;

/**
 * 002 §3 "Saved-cart offer": the joint offer a retrieved cart can take, prices as dollars text
 * with any minus sign stripped ('40.00', not '-40.00').
 * - 'Y': the cart's address is eligible, the cart has fiber internet and has not taken the offer
 *   yet: the storefront shows the offer with 'Add to cart' (UpdateCart FIOSDATA with
 *   BundleChoiceOffers [{ OfferID: 'JOINT', Accepted: 'Y' }]).
 * - 'N': eligible but nothing to add (already taken, or no fiber internet in the cart).
 * - 'Not Eligible': the address gets no joint offer; prices are ''.
 * Once a retrieved cart carries the offer, the floating cart says isSavedCartOfferApplied 'Y'.
 */
const jointOfferSaveCart = z.object({
  JointOfferPrice: z.string(),
  JointofferStatus: z.enum(JOINT_OFFER_STATUSES),
  OneGigSpeedPrice: z.string(),
});
export type JointOfferSaveCart = z.infer<typeof jointOfferSaveCart>;

/**
 * 200 after the gate; 403 SAVED_CART_MESSAGES.verifyFirst before it; 404 notFound. LastPage
 * decides the redirect (002 §4: /checkout if checkout, else /customize-order).
 */
export const getRetrievedOrderAnswer = success({
  scartid: z.string(),
  LastPage: z.enum(['checkout', 'customize']),
  changes: z.array(savedCartChange),
  PageLoadType: z.literal(PAGE_LOAD_TYPES.retrieved),
  JointOfferSaveCart: jointOfferSaveCart,
});
export type GetRetrievedOrderAnswer = z.infer<typeof getRetrievedOrderAnswer>;

/** GET SaveOrder/Unsubscribe?token= */
export const unsubscribeQuery = z.object({ token: text(200).optional().default('') });
