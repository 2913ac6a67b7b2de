/**
 * Reading the cart: its prices (priceCart on the active catalogue on every read) and the views
 * the storefront shows (floating cart, cart details, customise products, flow data), plus
 * withCartViews, which puts those views on a cart change's answer (./change.ts walks the path).
 */
import { isOneGigName } from '@bizline/domain/catalogue/rules';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import { flowTypeOf } from '@bizline/domain/cart/services';
import { dollarsToCents } from '@bizline/domain/pricing/money';
import { priceCart } from '@bizline/domain/pricing/price-cart';
import { planDetailsOf } from '@bizline/domain/pricing/plan-details';
import { staticIpChoice } from '@bizline/domain/validators/forms-001';
import type {
  CartSelections,
  CustomizeProductsResponse,
  FloatingCartResponse,
  PlanDetails,
} from '@bizline/domain/wire/cart';
import type { JointOffer } from '@bizline/domain/wire/entry';
import type { Brand } from '@bizline/domain/app-config';
import type { AppContext } from '../../context';
import { customizeProductsFor, getActiveCatalogue } from '../catalogue/service';
import { jointOffer } from '../qualification/service';
import type { Session } from '../session/service';
import { heldNumbers } from '../tn/service';
import { loadOrCreateCart, writtenOrLoadedCart, type LoadedCart } from './load-cart';

function jointOfferOf(session: Session, doc: CatalogueDocument): JointOffer {
  const { BTNumber: _bt, ...offer } = jointOffer(session, '', doc);
  return offer;
}

function creditCents(text: string): number {
  try {
    return text ? Math.abs(dollarsToCents(text)) : 0;
  } catch {
    return 0;
  }
}

/** The priced cart: priceCart on the active catalogue. */
export function priceSelections(
  doc: CatalogueDocument,
  session: Session,
  cart: LoadedCart,
  selections: CartSelections,
): PlanDetails {
  const { priced, input } = pricedSelections(doc, session, cart, selections);
  return planDetailsOf(priced, input);
}

/** priceCart's answer in cents and its input (the order keeps its items from it). */
export function pricedSelections(
  doc: CatalogueDocument,
  session: Session,
  cart: LoadedCart,
  selections: CartSelections,
) {
  const offer = jointOfferOf(session, doc);
  const plan = doc.internet.plans.find((p) => p.id === selections.internet?.planId);
  // The credit applies once the visitor took the offer (BundleChoiceOffers JOINT Y).
  const accepted = offer.JointOfferStatus === 'Y' && selections.internet?.jointOffer === true;
  const credit = !accepted
    ? 0
    : creditCents(plan && isOneGigName(plan.name) ? offer.OneGigSpeedPrice : offer.JointOfferPrice);
  // A retrieved saved cart that took the offer shows it as the saved-cart offer.
  const verified = session.data.verifiedSavedCartId;
  const input = {
    catalogue: doc,
    selections,
    state: cart.row.state,
    jointOffer: { status: offer.JointOfferStatus, creditCents: credit },
    savedCartOfferApplied: accepted && verified === cart.cartId,
  };
  return { priced: priceCart(input), input };
}

export async function floatingCart(
  ctx: AppContext,
  session: Session,
): Promise<FloatingCartResponse> {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  return floatingCartOf(cart, priceSelections(doc, session, cart, cart.selections));
}

/** The floating cart of a loaded, priced cart. */
function floatingCartOf(cart: LoadedCart, planDetails: PlanDetails): FloatingCartResponse {
  const a = cart.address;
  return {
    planDetails,
    HeaderInfo: planDetails.headerInfo,
    isSavedCartOfferApplied: planDetails.isSavedCartOfferApplied,
    equipmentAndOnetimeCharges: planDetails.equipmentAndOnetimeCharges,
    // The server's copy of the address: a fresh browser or tab shows it too.
    serviceAddress: {
      street: `${a.house_number} ${a.street_name}`.trim(),
      unit: a.unit ?? '',
      city: a.city,
      state: a.state,
      zip: a.zip,
    },
  };
}

export const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

function customizeOf(
  brand: Brand,
  doc: CatalogueDocument,
  session: Session,
  cart: LoadedCart,
): CustomizeProductsResponse {
  const a = cart.availability;
  return customizeProductsFor({
    doc,
    availability: {
      fiber: yn(a.fiber),
      hsi: yn(a.hsi),
      tv: yn(a.tv),
      phone: yn(a.phone),
      bdv: yn(a.bdv),
    },
    selections: cart.selections,
    jointOffer: jointOfferOf(session, doc),
    cartId: cart.cartId,
    speedType: cart.address.speed_type,
    brand,
  });
}

export async function customizeProducts(ctx: AppContext, session: Session) {
  const doc = await getActiveCatalogue(ctx);
  return customizeOf(ctx.config.brand, doc, session, await loadOrCreateCart(ctx, session));
}

export async function tvPlans(ctx: AppContext, session: Session, type?: 'standalone_tv') {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  // The TV view: the standalone TV flow when asked, with internet (flex) or alone otherwise.
  const view = type ?? (cart.selections.internet ? 'flex' : 'standalone');
  const plans = customizeOf(ctx.config.brand, doc, session, cart).FiosTVInfo.Plans;
  return { Plans: plans.map((p) => ({ ...p, TVView: view })), TVView: view };
}

async function flowBase(ctx: AppContext, session: Session) {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  const s = cart.selections;
  return {
    doc,
    s,
    customize: customizeOf(ctx.config.brand, doc, session, cart),
    base: {
      Status: 'SUCCESS' as const,
      EPSessionID: cart.cartId,
      ServicesInCart: s.services,
      Contract: s.contract,
    },
  };
}

/** GetFiOSData / GetHSIData: the cart's internet selection with its catalogue section. */
export async function internetFlowData(ctx: AppContext, session: Session, which: 'FIOS' | 'DSL') {
  const { doc, s, customize, base } = await flowBase(ctx, session);
  const staticIp = doc.internet.staticIp.find((p) => p.id === s.internet?.staticIpId);
  return {
    ...base,
    IPType: staticIpChoice(staticIp ? [staticIp.name] : []),
    selection: s.internet,
    section: which === 'FIOS' ? customize.DataInfo : customize.HSIBundleInfo,
  };
}

/** GetFiOSTV: the cart's TV selection with the TV section. */
export async function tvFlowData(ctx: AppContext, session: Session) {
  const { s, customize, base } = await flowBase(ctx, session);
  return { ...base, selection: s.tv, section: customize.FiosTVInfo };
}

export async function selectedProducts(ctx: AppContext, session: Session) {
  const cart = await loadOrCreateCart(ctx, session);
  return {
    Status: 'SUCCESS' as const,
    EPSessionID: cart.cartId,
    selections: cart.selections,
    heldTNs: await heldNumbers(ctx.db, cart.cartId, new Date().toISOString()),
  };
}

export async function cartDetails(ctx: AppContext, session: Session) {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  const held = await heldNumbers(ctx.db, cart.cartId, new Date().toISOString());
  const placedOrderNo = cart.row.locked_by;
  const details = cartDetailsOf(cart, held, priceSelections(doc, session, cart, cart.selections));
  // A placed order's cart is locked: customise opened afterwards shows the order, not controls.
  return placedOrderNo ? { ...details, placedOrderNo } : details;
}

/** GetCartDetails of a loaded, priced cart and its held numbers. */
function cartDetailsOf(cart: LoadedCart, heldTNs: string[], planDetails: PlanDetails) {
  return {
    Status: 'SUCCESS' as const,
    EPSessionID: cart.cartId,
    selections: cart.selections,
    heldTNs,
    planDetails,
  };
}

export async function cartInfo(
  ctx: AppContext,
  session: Session,
  req: { type: string; SelectedDueDate: string },
) {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  const s = cart.selections;
  return {
    Status: 'SUCCESS' as const,
    EPSessionID: cart.cartId,
    type: req.type,
    SelectedDueDate: req.SelectedDueDate,
    ServicesInCart: s.services,
    FlowType: flowTypeOf(s.services),
    Contract: s.contract,
    BundleId: s.bundleId,
    planDetails: priceSelections(doc, session, cart, s),
  };
}

/** WinbackQualification: IsWinback Y when the cart's address already has service (footprint
 * existing_service; decision 011). */
export async function winback(ctx: AppContext, session: Session) {
  const cart = await loadOrCreateCart(ctx, session);
  return { Status: 'SUCCESS' as const, IsWinback: cart.address.existing_service };
}

/**
 * A cart change's answer with the cart views it made (issue 10 "one price truth", one request per
 * change): the floating cart, the cart details and the customise products, read after the change
 * committed by the same functions as their GETs, so the storefront puts them in its cache instead
 * of re-reading them.
 */
export async function withCartViews<T extends { Status?: string; data?: string }>(
  ctx: AppContext,
  session: Session,
  pending: Promise<T>,
): Promise<
  T & {
    floatingCart?: FloatingCartResponse;
    cartDetails?: ReturnType<typeof cartDetailsOf>;
    customizeProducts?: CustomizeProductsResponse;
  }
> {
  const answer = await pending;
  const ok = answer.Status === 'SUCCESS' || answer.data === 'SUCCESS';
  if (!ok) return answer;
  // One catalogue, one cart read and one pricing for all three views (the cart change bar).
  const doc = await getActiveCatalogue(ctx);
  const cart = await writtenOrLoadedCart(ctx, session);
  const held = cart.held ?? (await heldNumbers(ctx.db, cart.cartId, new Date().toISOString()));
  const planDetails = priceSelections(doc, session, cart, cart.selections);
  return {
    ...answer,
    floatingCart: floatingCartOf(cart, planDetails),
    cartDetails: cartDetailsOf(cart, held, planDetails),
    customizeProducts: customizeOf(ctx.config.brand, doc, session, cart),
  };
}
