/**
 * Retrieving a saved cart after the gate (SaveOrder/GetRetrievedOrder): the cart re-qualified,
 * re-priced, and what changed since the save (products no longer sold, prices changed), with the
 * saved-cart offer.
 */
import { PAGE_LOAD_TYPES } from '@bizline/domain/constants';
import { requalifySelections, type RemovedService } from '@bizline/domain/cart/requalify';
import { servicesOf } from '@bizline/domain/cart/services';
import { stripMinusSign } from '@bizline/domain/format';
import type { CartSelections, PlanDetails } from '@bizline/domain/wire/cart';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import {
  SAVED_CART_MESSAGES,
  type GetRetrievedOrderAnswer,
  type JointOfferSaveCart,
  type SavedCartChange,
} from '@bizline/domain/wire/saved-cart';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http-errors';
import { getActiveCatalogue } from '../catalogue/service';
import { floatingCart, writeCart } from '../cart/service';
import { jointOffer } from '../qualification/service';
import type { Session } from '../session/service';
import * as repo from './repo';
import { liveSavedCart, parsePriced } from './stored';

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
