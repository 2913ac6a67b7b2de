/**
 * A cart change, end to end (docs/decisions/011-cart-and-numbers.md, decision 018):
 *
 * 1. Route (./routes.ts `change()`): a POST, token checked and the cart owned by the session
 *    (./own-cart.ts); the body is parsed by its wire schema (./call-inputs.ts maps it to models).
 * 2. Change function: ./model-updates.ts (UpdateCart and the order updates), ./select-bundle.ts
 *    (the bundle calls), ./line-numbers.ts (the TN calls). Each computes the new selections
 *    through the pure rules of packages/domain/src/cart; bad input is a 400 naming the field and
 *    nothing is written.
 * 3. writeCart (here): one transaction with an optimistic `version` check; a change that meets a
 *    concurrent change of the same cart is re-applied on a fresh read (CART_WRITE_RETRIES); a cart
 *    whose order is placed is not written any more (409 ORDER_PLACED); the expiry moves to now +
 *    the session TTL (a saved cart keeps its longer one) and the holds of its numbers with it.
 * 4. withCartViews (./views.ts): after the commit, the floating cart, cart details and customise
 *    products are made by the same functions as their GETs, from the cart as written (no
 *    re-read), and ride along in the answer.
 * 5. Answer: the call's Status plus those views, so the storefront re-reads nothing.
 */
import { bundleFor } from '@bizline/domain/catalogue/lookup';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import { cartLookup, type CartLookup } from '@bizline/domain/cart/catalogue-index';
import type { CartSelections } from '@bizline/domain/wire/cart';
import { CUSTOMER_MESSAGES, ORDER_PLACED_CODE } from '@bizline/domain/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { retryOnVersionConflict, VersionConflict } from '../../db/optimistic';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http-errors';
import { getActiveCatalogue } from '../catalogue/service';
import type { Session } from '../session/service';
import { extendHolds, releaseNumbers } from '../tn/service';
import {
  cartAddressOf,
  expiryFrom,
  loadOrCreateCart,
  rememberWrittenCart,
  type LoadedCart,
} from './load-cart';
import * as repo from './repo';

/** 409 for a change to a cart whose order is placed, naming that order. */
const cartLockedError = (orderNo: string) =>
  new HttpError(409, CUSTOMER_MESSAGES.cartLocked, {
    field: 'order',
    code: ORDER_PLACED_CODE,
    orderNo,
  });

/**
 * A cart change is a function of the cart it reads, so it can be re-applied after another change
 * of the same cart committed first: many times, with a short jittered pause, before
 * answering 409. 20 concurrent changes of one cart all land (concurrent-changes.test.ts).
 */
const CART_WRITE_RETRIES = { retries: 30, backoffMs: 2 };

/** Ends a write without storing anything (the transaction rolls back) and answers `answer`. */
class Abort<T> extends Error {
  constructor(readonly answer: T) {
    super('abort');
  }
}

export interface CartChange<T> {
  cart: LoadedCart;
  /** The transaction: numbers held through it are rolled back with it. */
  db: Db;
  /** The cart's new expiry (holds end then). */
  expiresAt: string;
  now: string;
  doc: CatalogueDocument;
  lookup: CartLookup;
  /** Stop here: nothing is written and the call answers `answer`. */
  abort(answer: T): never;
}

/**
 * One cart write: `change` computes the new selections (throwing HttpError for bad input) and
 * the answer; the row is written with the version check and the holds follow the new expiry.
 */
export async function writeCart<T>(
  ctx: AppContext,
  session: Session,
  change: (c: CartChange<T>) => Promise<{ selections: CartSelections; answer: T }>,
): Promise<T> {
  const doc = await getActiveCatalogue(ctx);
  const lookup = cartLookup(doc);
  return retryOnVersionConflict(
    'The cart changed meanwhile; please try again',
    async () => {
      const nowDate = new Date();
      const address = await cartAddressOf(ctx, session);
      try {
        const { cart, answer, values, held } = await inTransaction(ctx.db, async (trx) => {
          const db: Db = { ...ctx.db, kysely: trx };
          // Read (and on PostgreSQL locked) in the write's transaction: see loadOrCreateCart.
          const cart = await loadOrCreateCart(ctx, session, nowDate, { trx, address });
          // A saved cart keeps its longer expiry: a write never shortens it.
          const ttlExpiry = expiryFrom(ctx, nowDate);
          const expiresAt = cart.row.expires_at > ttlExpiry ? cart.row.expires_at : ttlExpiry;
          const { selections, answer } = await change({
            cart,
            db,
            expiresAt,
            now: nowDate.toISOString(),
            doc,
            lookup,
            abort: (a) => {
              throw new Abort(a);
            },
          });
          // Submitted: the order keeps the cart as it was, so a change would be silently ignored.
          // An order placed since the cart was read fails the write below: read again, seen here.
          if (cart.row.locked_by) throw cartLockedError(cart.row.locked_by);
          const bundle = bundleFor(doc, selections.services, selections.contract);
          const stored = { ...selections, bundleId: bundle?.BID ?? '' };
          const values = {
            selections: JSON.stringify(stored),
            updated_at: nowDate.toISOString(),
            expires_at: expiresAt,
          };
          const written = await repo.updateCart(trx, cart.cartId, cart.row.version, values);
          if (!written) throw new VersionConflict();
          // Voice removed: its numbers go back to the pool; otherwise the holds follow the cart.
          const hadVoice = cart.selections.phone !== null || cart.selections.bdv !== null;
          let held: string[] = [];
          if (hadVoice && !stored.phone && !stored.bdv) await releaseNumbers(db, cart.cartId);
          else held = await extendHolds(db, cart.cartId, expiresAt);
          return { cart, answer, values, held };
        });
        // Committed: the views after this change start from the cart as written.
        rememberWrittenCart(session, cart, values, held);
        return answer;
      } catch (e) {
        if (e instanceof Abort) return e.answer as T;
        throw e;
      }
    },
    CART_WRITE_RETRIES,
  );
}
