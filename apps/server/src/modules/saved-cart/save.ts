/**
 * Saving the session's cart: it is stored in saved_carts (contacts, priced snapshot, last page)
 * for SAVED_CART_RETENTION_DAYS, the cart row and its held numbers are kept as long, and the
 * retrieval link is e-mailed; then what the save-cart form starts with and the 'Email sent' page.
 */
import {
  SAVED_CART_LINK_VALID_DAYS_TEXT,
  SAVED_CART_RETENTION_DAYS,
} from '@bizline/domain/constants';
import { isEmptyCart } from '@bizline/domain/cart/services';
import {
  SAVED_CART_MESSAGES,
  SAVED_CART_REMINDER_DAYS,
  type DoSaveOrderParsed,
  type SaveCartDefaultsAnswer,
  type SaveOrderAnswer,
  type SaveOrderConfirmationAnswer,
} from '@bizline/domain/wire/saved-cart';
import { validateSaveCartEmail } from '@bizline/domain/validators/save-cart';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type AuditActor } from '../audit/service';
import { deliverSoon, queueMail } from '../../jobs/deliveries';
import { badRequest, conflict, notFound } from '../../http-errors';
import { extendCartUntil, floatingCart, loadOrCreateCart } from '../cart/service';
import { checkoutAnswersOf } from '../checkout/service';
import { queueWebhookEvent } from '../webhooks/events';
import type { Session, SessionService } from '../session/service';
import { hashToken, maskEmail, savedCartMessage, unsubscribeToken } from './email';
import * as repo from './repo';
import { DAY_MS, type ContactsInfo } from './stored';

export interface SaveInput {
  email: string;
  comments: string;
  rating: number | null;
  reminders: boolean;
  lastPage?: 'checkout' | 'customize';
  /** Saved by a digital agent for the customer at `email` (agent module). */
  agent?: { id: number; name: string };
  /** A staff action (agent mode, the abandoned-cart tool): its audit row, in the save's
   * transaction (issue 14). */
  audit?: { actor: AuditActor; action: string };
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
    const event = {
      savedCartId: cart.cartId,
      email: input.email,
      businessName: contacts.BIBusinessName || null,
      savedBy: input.agent ? 'agent' : 'customer',
      remindersWanted: input.reminders,
      expiresAt,
      createdAt: iso,
    };
    await queueWebhookEvent(trx, 'saved_cart.created', event, `saved_cart:${cart.cartId}:${iso}`);
    if (input.audit) {
      await recordAudit(trx, {
        ...input.audit,
        subjectType: 'saved-cart',
        subjectId: cart.cartId,
        after: { email: input.email, savedBy: event.savedBy, expiresAt },
        now,
      });
    }
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
