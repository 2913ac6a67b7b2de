/**
 * The checkout's store: one `checkouts` row per cart, loaded with its cart (created on first
 * use) and written through `updateCheckout` only, one transaction with an optimistic `version`
 * check (db/optimistic.ts). The order of the sections is enforced here too: a step taken before
 * an earlier one is complete answers 409 naming the missing section
 * (packages/domain/src/checkout/sequence.ts). Other modules change the checkout through the
 * functions at the end of this file, never by writing its JSON.
 */
import {
  initialProgress,
  missingBefore,
  missingStepMessage,
  type CheckoutStep,
} from '@bizline/domain/checkout/sequence';
import { isEmptyCart } from '@bizline/domain/cart/services';
import { installTypeOfCart } from '@bizline/domain/checkout/installation';
import { CUSTOMER_MESSAGES } from '@bizline/domain/errors';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import { checkoutProgress } from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { retryOnVersionConflict, VersionConflict } from '../../db/optimistic';
import { inTransaction } from '../../db/transaction';
import { conflict } from '../../http-errors';
import { loadOrCreateCart, priceSelections, type LoadedCart } from '../cart/service';
import { getActiveCatalogue } from '../catalogue/service';
import { recordCartStep } from '../funnel/record';
import type { Session } from '../session/service';
import { releaseHolds } from '../scheduling/service';
import {
  parseAnswers,
  serializeAnswers,
  toCheckout,
  type Checkout,
  type CheckoutAnswers,
  type CheckoutCart,
  type InstallationAnswer,
} from './answers';
import * as repo from './repo';

const EMPTY_CART_MESSAGE = 'Your cart is empty: there is nothing to check out.';

/**
 * The session's cart and its checkout (created on first use). 409 without a cart (qualify an
 * address first) and when the cart is empty (nothing to check out).
 */
export async function loadCheckout(
  ctx: AppContext,
  session: Session,
  now = new Date(),
): Promise<{ cart: CheckoutCart; checkout: Checkout }> {
  const loaded = await loadOrCreateCart(ctx, session, now);
  if (isEmptyCart(loaded.selections)) throw conflict(EMPTY_CART_MESSAGE);
  const doc = await getActiveCatalogue(ctx);
  const cart = { ...loaded, planDetails: priceSelections(doc, session, loaded, loaded.selections) };
  const winback = loaded.address.existing_service === 'Y' ? 'Y' : 'N';
  let row = await repo.findCheckout(ctx.db.kysely, loaded.cartId);
  if (!row) {
    const iso = now.toISOString();
    await repo.insertCheckout(ctx.db.kysely, {
      cart_id: loaded.cartId,
      session_id: session.id,
      progress: JSON.stringify(initialProgress(winback)),
      answers: '{}',
      version: 0,
      created_at: iso,
      updated_at: iso,
    });
    await recordCartStep(ctx.db.kysely, 'checkout', loaded.cartId, iso);
    row = await repo.findCheckout(ctx.db.kysely, loaded.cartId);
    if (!row) throw new Error('checkout row vanished after insert');
  }
  const placed = row.locked_by;
  const read = toCheckout(row, initialProgress(winback));
  // A placed order's checkout stays as it was submitted.
  const checkout = placed ? read : await followCartInstallation(ctx, doc, cart, read);
  return { cart, checkout: { ...checkout, placedOrderNo: placed } };
}

/**
 * The cart's installation is the one choice: when it changed on customise after a
 * slot of the other type was chosen, that slot goes back and the date is asked again.
 */
async function followCartInstallation(
  ctx: AppContext,
  doc: Awaited<ReturnType<typeof getActiveCatalogue>>,
  cart: LoadedCart,
  checkout: Checkout,
): Promise<Checkout> {
  const type = installTypeOfCart(doc, cart.selections);
  const inst = checkout.answers.installation;
  if (!type || !inst?.type || inst.type === type) return checkout;
  await releaseHolds(ctx, cart.cartId);
  return resetInstallation(ctx, cart.cartId, type);
}

/**
 * One checkout write: `change` gets the current checkout (and the transaction) and returns the
 * new one; it is written only if nobody wrote in between (retried once, then 409). Throwing in
 * `change` (an HttpError for bad input) writes nothing.
 */
export function updateCheckout(
  ctx: AppContext,
  cartId: string,
  change: (
    c: Checkout,
    db: Db,
  ) =>
    | Checkout
    | Pick<Checkout, 'progress' | 'answers'>
    | Promise<Pick<Checkout, 'progress' | 'answers'>>,
): Promise<Checkout> {
  return retryOnVersionConflict('The checkout changed meanwhile; please try again', () =>
    inTransaction(ctx.db, async (trx) => {
      const row = await repo.findCheckout(trx, cartId);
      if (!row) throw conflict('No checkout for this cart: open the checkout first');
      // Submitted: an edit would be silently ignored by the order, so it is refused (an order
      // placed after this read fails the write below, and the retry reads it here).
      if (row.locked_by) throw conflict(CUSTOMER_MESSAGES.orderAlreadyPlaced, 'order');
      const current = toCheckout(row, initialProgress('N'));
      const next = await change(current, { ...ctx.db, kysely: trx });
      const written = await repo.updateCheckout(trx, cartId, row.version, {
        progress: JSON.stringify(checkoutProgress.parse(next.progress)),
        answers: serializeAnswers(next.answers),
        updated_at: new Date().toISOString(),
      });
      if (!written) throw new VersionConflict();
      return { cartId, progress: next.progress, answers: next.answers };
    }),
  );
}

/** 409 when the checkout's order was placed: nothing of it changes any more. */
export function assertNotPlaced(checkout: Checkout): void {
  if (checkout.placedOrderNo) throw conflict(CUSTOMER_MESSAGES.orderAlreadyPlaced, 'order');
}

/** The checkout opened for `step`: loadCheckout, then 409 naming the missing section when the
 * step comes before an earlier one is complete. */
export async function loadCheckoutAt(
  ctx: AppContext,
  session: Session,
  step: CheckoutStep | 'passcode',
): Promise<{ cart: CheckoutCart; checkout: Checkout }> {
  const loaded = await loadCheckout(ctx, session);
  assertStepAllowed(step, loaded.checkout.progress);
  return loaded;
}

/** 409 naming the missing section when `step` comes too early. */
export function assertStepAllowed(
  step: CheckoutStep | 'passcode' | 'submit',
  progress: CheckoutProgress,
): void {
  const missing = missingBefore(step, progress);
  if (missing) throw conflict(missingStepMessage(missing), missing);
}

/** The checkout answers of a cart without creating its checkout; null when checkout was never
 * opened (saved carts: ContactsInfo and the last page). */
export async function checkoutAnswersOf(
  ctx: AppContext,
  cartId: string,
): Promise<CheckoutAnswers | null> {
  const row = await repo.findCheckout(ctx.db.kysely, cartId);
  return row ? parseAnswers(row.answers) : null;
}

/** A section answer that changes no progress flag (the COVID-19 question). */
export function saveAnswer<K extends keyof CheckoutAnswers>(
  ctx: AppContext,
  cartId: string,
  key: K,
  value: CheckoutAnswers[K],
): Promise<Checkout> {
  return updateCheckout(ctx, cartId, (c) => ({
    progress: c.progress,
    answers: { ...c.answers, [key]: value },
  }));
}

/** The installation slot as chosen: recorded, the installation section complete. */
export function recordInstallation(
  ctx: AppContext,
  cartId: string,
  installation: InstallationAnswer,
): Promise<Checkout> {
  return updateCheckout(ctx, cartId, (c) => ({
    progress: { ...c.progress, installation: 'Y' },
    answers: { ...c.answers, installation },
  }));
}

/** A new installation type: the slot is forgotten and the date is asked again. */
export function resetInstallation(
  ctx: AppContext,
  cartId: string,
  type: InstallationAnswer['type'],
): Promise<Checkout> {
  return updateCheckout(ctx, cartId, (c) => ({
    progress: { ...c.progress, installation: 'N' },
    answers: {
      ...c.answers,
      installation: { dueDate: '', timeSlotCode: '', timeSlot: '', type, holdId: null },
    },
  }));
}
