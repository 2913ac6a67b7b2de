/**
 * Reminders, unsubscribe and expiry of saved carts. Reminders (at most two) go out unless the
 * customer opted out or unsubscribed, and stop once the cart is ordered or expired.
 */
import { GATE_LIMITS, SAVED_CART_REMINDER_DAYS } from '@bizline/domain/wire/saved-cart';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { queueMail } from '../../jobs/deliveries';
import { orderOfCart } from '../orders/service';
import { hashToken, savedCartMessage } from './email';
import * as repo from './repo';
import { DAY_MS, parsePriced } from './stored';

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
