/**
 * Saved carts in the console (issue 14): status, reminders sent and links re-sent; staff e-mail
 * the cart's link again. The re-send is a durable mail job queued in the same transaction as its
 * audit row (src/jobs), delivered at once when it can be and by the worker otherwise.
 */
import type { SavedCartsAnswer, SavedCartsQueryParsed } from '@bizline/domain/wire/console/work';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { deliverSoon, queueMail } from '../../jobs/deliveries';
import { conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { savedCartMessage } from '../saved-cart/email';
import { parsePriced } from '../saved-cart/stored';
import * as repo from './repo';
import { consoleList } from '../../db/paging';

const SAVED_CART_CONSOLE_MESSAGES = {
  notFound: 'There is no saved cart with this id.',
  closed: (status: string) =>
    `This saved cart is ${status}: its link no longer opens it, so it is not sent again.`,
  justSent: 'The link was emailed again less than a minute ago. Give it a moment to arrive.',
} as const;

/** A second re-send of one cart within this time is refused (a double click sends one e-mail). */
const RESEND_INTERVAL_MS = 60_000;

export const listSavedCarts = consoleList(
  (db, q: SavedCartsQueryParsed, offset, limit) => repo.listSavedCarts(db, q.status, offset, limit),
  (rows): Pick<SavedCartsAnswer, 'carts'> => ({
    carts: rows.map((r) => ({
      cartId: r.cart_id,
      email: r.email,
      savedBy: r.saved_by,
      agent: r.agent,
      status: r.status,
      reminders: Number(r.reminders),
      remindersSent: Number(r.reminders_sent),
      resent: Number(r.resent),
      createdAt: r.created_at,
      expiresAt: r.expires_at,
    })),
  }),
);

/** Queue the link e-mail again; answers the address it goes to. */
export async function resendSavedCart(
  ctx: AppContext,
  actor: AuditActor,
  cartId: string,
  now = new Date(),
): Promise<string> {
  const saved = await repo.savedCartIn(ctx.db.kysely, cartId);
  if (!saved) throw notFound(SAVED_CART_CONSOLE_MESSAGES.notFound, 'cartId');
  if (
    saved.status === 'expired' ||
    saved.status === 'ordered' ||
    saved.expires_at <= now.toISOString()
  ) {
    throw conflict(
      SAVED_CART_CONSOLE_MESSAGES.closed(saved.status === 'ordered' ? 'ordered' : 'expired'),
      'cartId',
    );
  }
  const message = await savedCartMessage(
    ctx,
    saved.email,
    saved.cart_id,
    parsePriced(saved.priced),
  );
  const key = await inTransaction(ctx.db, async (trx) => {
    const earlier = await repo.resendsOf(trx, saved.cart_id);
    if (earlier.lastAt && Date.parse(earlier.lastAt) > now.getTime() - RESEND_INTERVAL_MS) {
      throw conflict(SAVED_CART_CONSOLE_MESSAGES.justSent, 'cartId');
    }
    // Clicks at the same instant get the same key: the second queues nothing.
    const jobKey = `saved-cart-resend:${saved.cart_id}:${earlier.count + 1}`;
    await queueMail(trx, message, { key: jobKey, now });
    await recordAudit(trx, {
      actor,
      action: 'saved-cart.resend',
      subjectType: 'saved-cart',
      subjectId: saved.cart_id,
      after: { email: saved.email, job: jobKey },
      now,
    });
    return jobKey;
  });
  await deliverSoon(ctx, key);
  return saved.email;
}
