/**
 * The customer saved cart (issue 6, spec 002 §2-§5; docs/decisions/014-saved-carts.md).
 *
 * - Saving stores the session's cart in saved_carts (contacts, priced snapshot, last page) for
 *   SAVED_CART_RETENTION_DAYS, keeps the cart row and its held numbers as long, and e-mails the
 *   retrieval link. The e-mail says the link is valid for ten days (both readings of 002 §4).
 * - A saved cart is opened only through the gate: a solved captcha and an e-mail of the cart's
 *   ContactsInfo. Failures are limited per cart and per client. Success hands the cart to the
 *   visitor's session; only then does GetRetrievedOrder answer.
 * - Reminders (at most two) go out unless the customer opted out or unsubscribed, and stop once
 *   the cart is ordered or expired.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  PAGE_LOAD_TYPES,
  SAVED_CART_LINK_VALID_DAYS_TEXT,
  SAVED_CART_RETENTION_DAYS,
} from '@bizline/domain/constants';
import { requalifySelections, type RemovedService } from '@bizline/domain/cart/requalify';
import { isEmptyCart, servicesOf } from '@bizline/domain/cart/services';
import { stripMinusSign } from '@bizline/domain/format';
import type { CartSelections, PlanDetails } from '@bizline/domain/wire/cart';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import {
  GATE_LIMITS,
  SAVED_CART_MESSAGES,
  SAVED_CART_REMINDER_DAYS,
  type DoSaveOrderParsed,
  type GetRetrievedOrderAnswer,
  type JointOfferSaveCart,
  type SaveCartDefaultsAnswer,
  type SaveOrderAnswer,
  type SaveOrderConfirmationAnswer,
  type SavedCartChange,
} from '@bizline/domain/wire/saved-cart';
import { validateSaveCartEmail } from '@bizline/domain/validators/save-cart';
import { sameEmail } from '@bizline/domain/validators/email';
import type { AppContext } from '../../context';
import { ensureSetting } from '../../db/settings';
import { inTransaction } from '../../db/transaction';
import { deliverSoon, queueMail } from '../../jobs/deliveries';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { getAddress } from '../address/service';
import { getActiveCatalogue } from '../catalogue/service';
import { CAPTCHA_MESSAGES, consumeSolution } from '../captcha/service';
import {
  adoptCart,
  extendCartUntil,
  findCartById,
  floatingCart,
  loadOrCreateCart,
  writeCart,
} from '../cart/service';
import { checkoutAnswersOf } from '../checkout/service';
import { orderOfCart } from '../orders/service';
import { jointOffer } from '../qualification/service';
import type { SessionPatch } from '../session/data';
import type { Session, SessionService } from '../session/service';
import * as repo from './repo';

/** 002 §3 ContactsInfo: every e-mail here opens the gate. */
interface ContactsInfo {
  LQEmailId: string;
  LQContactTN: string;
  BIEmailId: string;
  BIContactTN: string;
  BIBusinessName: string;
  SaveCartEmailId: string;
}

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Links and e-mails
// ---------------------------------------------------------------------------------------------

export function retrievalLink(ctx: AppContext, cartId: string): string {
  const { publicUrl, storefrontBase } = ctx.config;
  return `${publicUrl}${storefrontBase}/customize-order?scartid=${encodeURIComponent(cartId)}`;
}

const unsubscribeKeys = new WeakMap<object, Promise<string>>();

/** The unsubscribe token of a cart: an HMAC of its id under a key kept in app_settings, so every
 * e-mail of the cart (save and reminders) carries the same link and only its hash is stored. */
async function unsubscribeToken(ctx: AppContext, cartId: string): Promise<string> {
  let key = unsubscribeKeys.get(ctx.db);
  if (!key) {
    key = ensureSetting(
      ctx.db,
      'saved_cart_unsubscribe_key',
      randomBytes(32).toString('base64url'),
    );
    unsubscribeKeys.set(ctx.db, key);
    key.catch(() => unsubscribeKeys.delete(ctx.db));
  }
  return createHmac('sha256', await key)
    .update(`unsubscribe:${cartId}`)
    .digest('base64url');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function unsubscribeLink(ctx: AppContext, token: string): string {
  const { publicUrl, apiBase } = ctx.config;
  return `${publicUrl}${apiBase}/SaveOrder/Unsubscribe?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'j***@example.com': what the 'Email sent' page shows. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Subject, text and HTML of the save e-mail (reminder: which one, 1 or 2). */
function savedCartEmail(
  ctx: AppContext,
  input: { cartId: string; monthly: string; unsubscribeToken: string; reminder?: number },
) {
  const brand = ctx.config.brand.companyName;
  const link = retrievalLink(ctx, input.cartId);
  const unsubscribe = unsubscribeLink(ctx, input.unsubscribeToken);
  const subject = input.reminder
    ? `${brand}: your saved cart is waiting for you`
    : `${brand}: your saved cart`;
  const intro = input.reminder
    ? 'You saved a cart with us and have not finished your order yet.'
    : 'Thank you for saving your cart. Pick up where you left off with the link below.';
  const valid = `The saved cart link is valid for ${SAVED_CART_LINK_VALID_DAYS_TEXT} days.`;
  const price = input.monthly ? `Monthly total when saved: $${input.monthly}/mo` : '';
  const verify = 'To open it, confirm the e-mail address you saved the cart with.';
  const text = [
    intro,
    '',
    `Open your saved cart: ${link}`,
    valid,
    verify,
    ...(price ? ['', price] : []),
    '',
    `Do not want reminders for this cart? ${unsubscribe}`,
    '',
    brand,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1>${escapeHtml(brand)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Open your saved cart</a></p>
<p>${escapeHtml(valid)} ${escapeHtml(verify)}</p>
${price ? `<p>${escapeHtml(price)}</p>` : ''}
<p style="font-size:small"><a href="${escapeHtml(unsubscribe)}">Stop reminders for this cart</a></p>
</body></html>`;
  return { subject, text, html };
}

/** The save e-mail (or reminder 1 or 2) of a cart, ready to queue. */
async function savedCartMessage(
  ctx: AppContext,
  to: string,
  cartId: string,
  priced: PlanDetails | null,
  reminder?: number,
) {
  const token = await unsubscribeToken(ctx, cartId);
  const mail = savedCartEmail(ctx, {
    cartId,
    monthly: priced?.headerInfo.Price ?? '',
    unsubscribeToken: token,
    reminder,
  });
  return { to, ...mail, topic: `saved-cart:${cartId}` };
}

// ---------------------------------------------------------------------------------------------
// Save
// ---------------------------------------------------------------------------------------------

function parseContacts(json: string): ContactsInfo {
  try {
    return JSON.parse(json) as ContactsInfo;
  } catch {
    return {
      LQEmailId: '',
      LQContactTN: '',
      BIEmailId: '',
      BIContactTN: '',
      BIBusinessName: '',
      SaveCartEmailId: '',
    };
  }
}

function parsePriced(json: string): PlanDetails | null {
  try {
    return JSON.parse(json) as PlanDetails;
  } catch {
    return null;
  }
}

export interface SaveInput {
  email: string;
  comments: string;
  rating: number | null;
  reminders: boolean;
  lastPage?: 'checkout' | 'customize';
  /** Saved by a digital agent for the customer at `email` (agent module). */
  agent?: { id: number; name: string };
}

/** Save the session's cart and e-mail its link (DoSaveOrder, SaveMyOrder). */
export async function saveCart(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  input: SaveInput,
  now = new Date(),
): Promise<SaveOrderAnswer> {
  const cart = await loadOrCreateCart(ctx, session, now);
  if (isEmptyCart(cart.selections)) throw conflict(SAVED_CART_MESSAGES.noCart);
  const priced = (await floatingCart(ctx, session)).planDetails;
  const answers = await checkoutAnswersOf(ctx, cart.cartId);
  const data = session.data;
  const existing = await repo.findSavedCart(ctx.db.kysely, cart.cartId);
  const contacts: ContactsInfo = {
    LQEmailId: data.lqContact?.email ?? '',
    LQContactTN: data.lqContact?.phone ?? '',
    BIEmailId: answers?.contact?.email ?? '',
    BIContactTN: answers?.contact?.phoneNumber ?? '',
    BIBusinessName: answers?.contact?.businessName ?? '',
    SaveCartEmailId: input.email,
  };
  const iso = now.toISOString();
  const expiresAt = new Date(now.getTime() + SAVED_CART_RETENTION_DAYS * DAY_MS).toISOString();
  const firstReminder = new Date(now.getTime() + SAVED_CART_REMINDER_DAYS[0] * DAY_MS);
  // A new save starts the reminders again, within the two allowed per cart.
  const remindersSent = existing?.reminders_sent ?? 0;
  const nextReminder =
    input.reminders && remindersSent < SAVED_CART_REMINDER_DAYS.length
      ? firstReminder.toISOString()
      : null;
  const message = await savedCartMessage(ctx, input.email, cart.cartId, priced);
  const mailKey = `saved-cart-mail:${cart.cartId}:${iso}`;
  const unsubscribeHash = hashToken(await unsubscribeToken(ctx, cart.cartId));
  // The save and its e-mail are kept together (src/jobs); the e-mail is retried until delivered.
  await inTransaction(ctx.db, async (trx) => {
    await repo.upsertSavedCart(trx, {
      cart_id: cart.cartId,
      saved_by: input.agent ? 'agent' : 'customer',
      email: input.email,
      contacts: JSON.stringify(contacts),
      comments: input.comments,
      rating: input.rating,
      agent_id: input.agent?.id ?? null,
      agent: input.agent?.name ?? null,
      reminders: input.reminders ? 1 : 0,
      reminders_sent: remindersSent,
      next_reminder_at: nextReminder,
      unsubscribe_hash: unsubscribeHash,
      priced: JSON.stringify(priced),
      last_page: input.lastPage ?? (answers ? 'checkout' : 'customize'),
      status: 'saved',
      created_at: iso,
      updated_at: iso,
      expires_at: expiresAt,
    });
    await queueMail(trx, message, { key: mailKey });
  });
  await extendCartUntil(ctx, cart.cartId, expiresAt);
  if (data.savedCartId !== cart.cartId) await sessions.patch(session, { savedCartId: cart.cartId });
  await deliverSoon(ctx, mailKey);
  return {
    Status: 'SUCCESS',
    scartid: cart.cartId,
    EmailSentTo: maskEmail(input.email),
    expiresAt,
  };
}

export function saveFromForm(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  body: DoSaveOrderParsed,
) {
  return saveCart(ctx, sessions, session, {
    email: body.EMail,
    comments: body.Comments,
    rating: body.RatingSelected ?? null,
    reminders: body.SkipReminderMail !== 'Y',
    lastPage: body.LastPage,
  });
}

/**
 * The e-mail this visit already gave, best first: the last save of the cart, the checkout's
 * business info, then the address page (EmailLQ). Only a valid save-cart address counts.
 */
async function knownEmail(
  ctx: AppContext,
  session: Session,
  cartId: string,
  savedEmail: string | undefined,
): Promise<string | undefined> {
  const answers = await checkoutAnswersOf(ctx, cartId);
  return [savedEmail, answers?.contact?.email, session.data.lqContact?.email].find(
    (e): e is string => !!e && validateSaveCartEmail(e) === null,
  );
}

/** SaveCartDefaults: the e-mail the save-cart form starts with ('' when none is known). */
export async function saveCartDefaults(
  ctx: AppContext,
  session: Session,
): Promise<SaveCartDefaultsAnswer> {
  const cartId = session.data.cartId;
  if (!cartId) return { EMail: session.data.lqContact?.email ?? '' };
  const saved = await repo.findSavedCart(ctx.db.kysely, cartId);
  return { EMail: (await knownEmail(ctx, session, cartId, saved?.email)) ?? '' };
}

/** SaveMyOrder: save with the e-mail already known (last save, business info, then LQ). */
export async function saveWithKnownEmail(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
): Promise<SaveOrderAnswer> {
  const cart = await loadOrCreateCart(ctx, session);
  const saved = await repo.findSavedCart(ctx.db.kysely, cart.cartId);
  const known = await knownEmail(ctx, session, cart.cartId, saved?.email);
  if (!known) throw badRequest(SAVED_CART_MESSAGES.noEmailKnown, 'EMail');
  return saveCart(ctx, sessions, session, {
    email: known,
    comments: saved?.comments ?? '',
    rating: saved?.rating ?? null,
    reminders: saved ? saved.reminders === 1 : true,
  });
}

/** The saved-cart row of a cart id, whatever its state (the agent module's QR code). */
export function findSavedCartRow(ctx: AppContext, cartId: string) {
  return repo.findSavedCart(ctx.db.kysely, cartId);
}

/** What the 'Email sent' page shows; 404 when this session saved no cart. */
export async function saveConfirmation(
  ctx: AppContext,
  session: Session,
): Promise<SaveOrderConfirmationAnswer> {
  const cartId = session.data.savedCartId;
  const saved = cartId ? await repo.findSavedCart(ctx.db.kysely, cartId) : undefined;
  if (!saved) throw notFound('No saved cart in this session.');
  return {
    Status: 'SUCCESS',
    scartid: saved.cart_id,
    EmailSentTo: maskEmail(saved.email),
    linkValidDays: SAVED_CART_LINK_VALID_DAYS_TEXT,
    expiresAt: saved.expires_at,
    remindersOn: saved.reminders === 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Gate and retrieval
// ---------------------------------------------------------------------------------------------

/** A live saved cart (saved or retrieved, not past its expiry) or the same 404 for all else. */
async function liveSavedCart(ctx: AppContext, cartId: string, now: Date) {
  const saved = await repo.findSavedCart(ctx.db.kysely, cartId);
  if (!saved || saved.status === 'expired' || saved.expires_at <= now.toISOString()) {
    throw notFound(SAVED_CART_MESSAGES.notFound, 'sessionId');
  }
  return saved;
}

export interface GateRequest {
  email: string;
  cartId: string;
  altcha: string;
  clientKey: string;
}

/** SaveOrder/VerifySavedCart: the gate. */
export async function verifySavedCart(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  req: GateRequest,
  now = new Date(),
): Promise<{ Status: 'SUCCESS'; scartid: string }> {
  const since = new Date(now.getTime() - GATE_LIMITS.windowMs).toISOString();
  const failed = await repo.failedAttempts(ctx.db.kysely, req.cartId, req.clientKey, since);
  if (failed.cart >= GATE_LIMITS.perCart || failed.client >= GATE_LIMITS.perClient) {
    throw new HttpError(429, SAVED_CART_MESSAGES.tooManyAttempts, { code: 'TOO_MANY_ATTEMPTS' });
  }
  const check = await consumeSolution(ctx.db, req.altcha, now.getTime());
  if (check !== 'ok') throw badRequest(CAPTCHA_MESSAGES[check], 'altcha');
  // The attempt is taken (as a failure) before anything is compared; the check above only
  // spares a captcha. Probing unknown ids counts against the client like a wrong e-mail.
  const attemptId = await repo.reserveGateAttempt(
    ctx.db.kysely,
    ctx.db.dialect,
    { cart_id: req.cartId, client_key: req.clientKey, at: now.toISOString() },
    since,
    GATE_LIMITS,
  );
  if (attemptId === null) {
    throw new HttpError(429, SAVED_CART_MESSAGES.tooManyAttempts, { code: 'TOO_MANY_ATTEMPTS' });
  }
  const saved = await liveSavedCart(ctx, req.cartId, now);
  const contacts = parseContacts(saved.contacts);
  const emails = [
    saved.email,
    contacts.LQEmailId,
    contacts.BIEmailId,
    contacts.SaveCartEmailId,
  ].filter((e) => e && e.trim() !== '');
  if (!emails.some((e) => sameEmail(e, req.email))) {
    throw forbidden(ctx.config.savedCartGateError, 'email');
  }
  await repo.markGateSuccess(ctx.db.kysely, attemptId);
  const cart = await findCartById(ctx, saved.cart_id);
  const address = cart ? await getAddress(ctx.db, cart.address_id) : undefined;
  if (!cart || !address) throw notFound(SAVED_CART_MESSAGES.notFound, 'sessionId');
  await adoptCart(ctx, cart.cart_id, session.id);
  // The session takes the cart as a qualification would set it (the cart is re-qualified from
  // the footprint's current flags).
  const patch: SessionPatch = {
    cartId: cart.cart_id,
    cartAddressId: address.address_id,
    lq: {
      addressId: address.address_id,
      baseAddressId: address.base_address_id,
      fiber: address.fiber === 'Y' ? 'Y' : 'N',
    },
    lqContact:
      contacts.LQEmailId || contacts.LQContactTN
        ? { email: contacts.LQEmailId, phone: contacts.LQContactTN }
        : undefined,
    addressChoices: undefined,
    verifiedSavedCartId: cart.cart_id,
  };
  await sessions.patch(session, patch);
  return { Status: 'SUCCESS', scartid: cart.cart_id };
}

interface PriceLine {
  product: string;
  price: string;
}

/** The priced lines of a cart keyed by what they are, for the retrieval comparison. */
function priceLines(p: PlanDetails): Map<string, PriceLine> {
  const lines = new Map<string, PriceLine>();
  const add = (key: string, product: string, price: string) => {
    if (product) lines.set(key, { product, price });
  };
  add('internet', p.dataInfo.planName, p.dataInfo.planPrice);
  add('phone', p.phoneInfo.planName, p.phoneInfo.planPrice);
  add('tv', p.tvInfo.planName, p.tvInfo.planPrice);
  for (const s of p.tvInfo.tvServices) add(`tv:${s.prdName}`, s.prdName, s.Price);
  for (const o of p.otherServices) add(`other:${o.Product}`, o.ProdOfferDesc || o.Product, o.price);
  for (const e of p.equipmentAndOnetimeCharges)
    add(`equipment:${e.offerName}`, e.offerName, e.price);
  add('total', 'Monthly total', p.headerInfo.Price);
  return lines;
}

/** Products no longer sold and prices changed since the save. */
export function cartChanges(saved: PlanDetails | null, current: PlanDetails): SavedCartChange[] {
  if (!saved) return [];
  const before = priceLines(saved);
  const after = priceLines(current);
  const changes: SavedCartChange[] = [];
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) changes.push({ productId: key, product: was.product, was: was.price, now: null });
    else if (now.product !== was.product || now.price !== was.price) {
      changes.push({ productId: key, product: now.product, was: was.price, now: now.price });
    }
  }
  return changes;
}

/** The change-list key of a removed service: the priced line its plan was on. */
const lineKeyOf = (r: RemovedService) =>
  r.service === 'data' || r.service === 'hsi' ? 'internet' : r.service === 'tv' ? 'tv' : 'phone';

/**
 * Services the re-qualification took out, as no longer sold (now null), then the price changes
 * that are not about them.
 */
function retrievalChanges(
  saved: PlanDetails | null,
  current: PlanDetails,
  removed: readonly RemovedService[],
): SavedCartChange[] {
  const before = saved ? priceLines(saved) : new Map<string, PriceLine>();
  const gone: SavedCartChange[] = removed.map((r) => {
    const key = lineKeyOf(r);
    const line = before.get(key);
    return {
      productId: key,
      product: line?.product || r.planName || r.name,
      was: line?.price ?? null,
      now: null,
    };
  });
  const keys = new Set(gone.map((c) => c.productId));
  return [...gone, ...cartChanges(saved, current).filter((c) => !keys.has(c.productId))];
}

/**
 * 002 §3 "Saved-cart offer" (contract: jointOfferSaveCart): 'Y' when the address is eligible
 * and the cart has fiber internet that has not taken the offer; 'N' when eligible otherwise.
 */
function savedCartOffer(
  session: Session,
  selections: CartSelections,
  doc: Pick<CatalogueDocument, 'offers'>,
): JointOfferSaveCart {
  const offer = jointOffer(session, '', doc);
  if (offer.JointOfferStatus !== 'Y') {
    return { JointOfferPrice: '', JointofferStatus: 'Not Eligible', OneGigSpeedPrice: '' };
  }
  const fiber = servicesOf(selections.services).includes('data') && selections.internet !== null;
  return {
    JointOfferPrice: stripMinusSign(offer.JointOfferPrice),
    JointofferStatus: fiber && !selections.internet?.jointOffer ? 'Y' : 'N',
    OneGigSpeedPrice: stripMinusSign(offer.OneGigSpeedPrice),
  };
}

/**
 * SaveOrder/GetRetrievedOrder: only for the session that passed the gate for this cart. The cart
 * is re-qualified first (services the address no longer gets, or plans no longer sold, leave it;
 * their numbers go back to the pool), then re-priced against the snapshot of the save.
 */
export async function retrieveSavedCart(
  ctx: AppContext,
  session: Session,
  scartid: string | undefined,
  now = new Date(),
): Promise<GetRetrievedOrderAnswer> {
  const data = session.data;
  const cartId = scartid || data.verifiedSavedCartId;
  if (!cartId) throw notFound(SAVED_CART_MESSAGES.notFound, 'scartid');
  const saved = await liveSavedCart(ctx, cartId, now);
  if (data.verifiedSavedCartId !== cartId || data.cartId !== cartId) {
    throw forbidden(SAVED_CART_MESSAGES.verifyFirst, 'scartid');
  }
  const { removed, selections } = await writeCart<{
    removed: RemovedService[];
    selections: CartSelections;
  }>(ctx, session, async (c) => {
    const r = requalifySelections(c.cart.selections, c.cart.availability, c.lookup);
    // Nothing to take out: nothing is written.
    if (r.removed.length === 0) return c.abort({ removed: [], selections: c.cart.selections });
    return { selections: r.selections, answer: r };
  });
  const current = (await floatingCart(ctx, session)).planDetails;
  const changes = retrievalChanges(parsePriced(saved.priced), current, removed);
  await repo.updateSavedCart(ctx.db.kysely, cartId, {
    status: 'retrieved',
    updated_at: now.toISOString(),
  });
  return {
    Status: 'SUCCESS',
    scartid: cartId,
    LastPage: saved.last_page === 'checkout' ? 'checkout' : 'customize',
    changes,
    PageLoadType: PAGE_LOAD_TYPES.retrieved,
    JointOfferSaveCart: savedCartOffer(session, selections, await getActiveCatalogue(ctx)),
  };
}

// ---------------------------------------------------------------------------------------------
// Unsubscribe, reminders, expiry
// ---------------------------------------------------------------------------------------------

/** Turn the reminders of the token's cart off; false when the token is unknown. */
export async function unsubscribe(ctx: AppContext, token: string, now = new Date()) {
  if (!token) return false;
  const saved = await repo.findByUnsubscribeHash(ctx.db.kysely, hashToken(token));
  if (!saved) return false;
  await repo.updateSavedCart(ctx.db.kysely, saved.cart_id, {
    reminders: 0,
    next_reminder_at: null,
    updated_at: now.toISOString(),
  });
  return true;
}

/** Queue the reminders that are due; the number queued. Ordered carts are marked and skipped. */
export async function sendDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const iso = now.toISOString();
  let sent = 0;
  for (const saved of await repo.dueReminders(ctx.db.kysely, iso)) {
    if (await orderOfCart(ctx, saved.cart_id)) {
      await repo.updateSavedCart(ctx.db.kysely, saved.cart_id, {
        status: 'ordered',
        next_reminder_at: null,
        updated_at: iso,
      });
      continue;
    }
    const number = saved.reminders_sent + 1;
    const nextDay = SAVED_CART_REMINDER_DAYS[number];
    const next =
      nextDay === undefined
        ? null
        : new Date(Date.parse(saved.created_at) + nextDay * DAY_MS).toISOString();
    // Compare-and-set claim of this reminder, and its e-mail queued in the same transaction: of
    // two processes sweeping at once one claims it, and the e-mail is retried until delivered.
    const message = await savedCartMessage(
      ctx,
      saved.email,
      saved.cart_id,
      parsePriced(saved.priced),
      number,
    );
    const key = `saved-cart-reminder:${saved.cart_id}:${number}`;
    const claimed = await inTransaction(ctx.db, async (trx) => {
      const mine = await repo.claimReminder(trx, saved, {
        reminders_sent: number,
        next_reminder_at: next !== null && next <= iso ? iso : next,
        updated_at: iso,
      });
      if (mine) await queueMail(trx, message, { key });
      return mine;
    });
    // The worker running this sweep delivers it next.
    if (claimed) sent++;
  }
  return sent;
}

/** Mark saved carts past their expiry and forget gate attempts that no longer count. */
export async function expireSavedCarts(ctx: AppContext, now = new Date()): Promise<number> {
  const iso = now.toISOString();
  await repo.purgeGateAttempts(
    ctx.db.kysely,
    new Date(now.getTime() - GATE_LIMITS.windowMs).toISOString(),
  );
  return repo.expireSavedCarts(ctx.db.kysely, iso);
}
