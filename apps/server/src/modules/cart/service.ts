/**
 * The cart of a session (issue 4, spec 001 §3-§8; docs/decisions/011-cart-and-numbers.md).
 *
 * - The cart is the session's EPSessionID from the qualification; its row is created on first
 *   use with empty selections, the address's state (tax table) and number area (ZIP3).
 * - Selections only are stored; prices are computed by priceCart on every read.
 * - Every write runs in one transaction with an optimistic `version` check (retried once), moves
 *   the cart's expiry to now + the session TTL and the holds of its numbers with it. A cart whose
 *   order is placed is not written any more: 409 ORDER_PLACED (issue 10 §2, §4).
 * - The order updates go through the pure rules of packages/domain/src/cart (validation, 001 §5
 *   rules, services in cart); a bad input is a 400 naming the field and nothing is written.
 */
import { DEFAULT_LINE_COUNT } from '@bizline/domain/constants';
import { matchKey } from '@bizline/domain/format';
import { bundleFor } from '@bizline/domain/catalogue/lookup';
import { isOneGigName, routerTypeOf } from '@bizline/domain/catalogue/rules';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import {
  applyBdvModel,
  applyDataModel,
  applyTvModel,
  applyVoiceModel,
  checkTechTeamUser,
  type BdvModel,
  type CartAvailability,
  type CartRuleResult,
  type DataModel,
  type TvModel,
  type VoiceModel,
} from '@bizline/domain/cart/apply';
import { cartLookup, type CartLookup } from '@bizline/domain/cart/catalogue-index';
import { bundleNumbers, cleanPhone } from '@bizline/domain/cart/rules';
import { movedNumberProblem } from '@bizline/domain/cart/moved-number';
import { flowTypeOf } from '@bizline/domain/cart/services';
import { dollarsToCents, formatCents } from '@bizline/domain/pricing/money';
import { priceCart } from '@bizline/domain/pricing/price-cart';
import { planDetailsOf } from '@bizline/domain/pricing/plan-details';
import { emptySelections } from '@bizline/domain/pricing/selections';
import {
  isBusinessListingFormIncomplete,
  listingOutcome,
  listingOutcomeMessage,
  staticIpChoice,
} from '@bizline/domain/validators/forms-001';
import { validatePhone } from '@bizline/domain/validators/phone';
import {
  cartSelections,
  type BundleInfoResponse,
  type BundlePtype,
  type BusinessListing,
  type CartSelections,
  type ContractValue,
  type CustomizeProductsResponse,
  type FloatingCartResponse,
  type OrderUpdateResponse,
  type PlanDetails,
  type TnResponse,
} from '@bizline/domain/wire/cart';
import type { JointOffer } from '@bizline/domain/wire/entry';
import { CUSTOMER_MESSAGES, ORDER_PLACED_CODE } from '@bizline/domain/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest, conflict, forbidden } from '../../http-errors';
import { getAddress, type FootprintAddress } from '../address/service';
import { customizeProductsFor, getActiveCatalogue, internetPlansFor } from '../catalogue/service';
import { jointOffer } from '../qualification/service';
import type { Session } from '../session/service';
import {
  extendHolds,
  heldNumbers,
  holdNumbers,
  poolNumbersAmong,
  releaseNumbers,
  tnAreaOf,
} from '../tn/service';
import * as repo from './repo';

export const NO_CART_MESSAGE = 'No cart: qualify an address first';
export const OTHER_CART_MESSAGE = 'This cart belongs to another session';

export interface LoadedCart {
  cartId: string;
  row: repo.CartRow;
  selections: CartSelections;
  address: FootprintAddress;
  availability: CartAvailability;
}

function availabilityOf(a: FootprintAddress): CartAvailability {
  return {
    fiber: a.fiber === 'Y',
    hsi: a.hsi === 'Y',
    tv: a.tv === 'Y',
    phone: a.phone === 'Y',
    bdv: a.bdv === 'Y',
  };
}

const expiryFrom = (ctx: AppContext, now: Date) =>
  new Date(now.getTime() + ctx.config.sessionTtlHours * 3600_000).toISOString();

function parseSelections(json: string): CartSelections {
  const parsed = cartSelections.safeParse(JSON.parse(json));
  // A row written by an older release that no longer parses starts afresh rather than failing.
  return parsed.success ? parsed.data : emptySelections();
}

/**
 * The session's cart, created on first use. 409 without a qualified cart id. An expired cart
 * starts again empty (its numbers went back to the pool).
 */
export async function loadOrCreateCart(
  ctx: AppContext,
  session: Session,
  now = new Date(),
): Promise<LoadedCart> {
  const data = session.data;
  if (!data.cartId || !data.cartAddressId) throw conflict(NO_CART_MESSAGE);
  const address = await getAddress(ctx.db, data.cartAddressId);
  if (!address) throw conflict(NO_CART_MESSAGE);
  let row = await repo.findCart(ctx.db.kysely, data.cartId);
  if (row && row.session_id !== session.id) throw forbidden(OTHER_CART_MESSAGE, 'cartId');
  if (!row) {
    const iso = now.toISOString();
    await repo.insertCart(ctx.db.kysely, {
      cart_id: data.cartId,
      session_id: session.id,
      address_id: address.address_id,
      state: address.state,
      tn_area: tnAreaOf(address.zip),
      selections: JSON.stringify(emptySelections()),
      version: 0,
      created_at: iso,
      updated_at: iso,
      expires_at: expiryFrom(ctx, now),
    });
    row = await repo.findCart(ctx.db.kysely, data.cartId);
    if (!row || row.session_id !== session.id) throw forbidden(OTHER_CART_MESSAGE, 'cartId');
  }
  const expired = row.expires_at <= now.toISOString();
  if (expired) await releaseNumbers(ctx.db, row.cart_id);
  return {
    cartId: row.cart_id,
    row,
    selections: expired ? emptySelections() : parseSelections(row.selections),
    address,
    availability: availabilityOf(address),
  };
}

/** The number/slot area (ZIP3) of a cart, undefined when there is no such cart (issue 5). */
export async function cartAreaOf(ctx: { db: Db }, cartId: string): Promise<string | undefined> {
  return (await repo.findCart(ctx.db.kysely, cartId))?.tn_area;
}

/** 409 for a change to a cart whose order is placed (issue 10 §2, §4), naming that order. */
export const cartLockedError = (orderNo: string) =>
  new HttpError(409, CUSTOMER_MESSAGES.cartLocked, {
    field: 'order',
    code: ORDER_PLACED_CODE,
    orderNo,
  });

class VersionConflict extends Error {}
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
  for (let attempt = 0; ; attempt++) {
    const nowDate = new Date();
    const cart = await loadOrCreateCart(ctx, session, nowDate);
    // A saved cart keeps its longer expiry (issue 6): a write never shortens it.
    const ttlExpiry = expiryFrom(ctx, nowDate);
    const expiresAt = cart.row.expires_at > ttlExpiry ? cart.row.expires_at : ttlExpiry;
    try {
      return await inTransaction(ctx.db, async (trx) => {
        const db: Db = { ...ctx.db, kysely: trx };
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
        const orderNo = await repo.placedOrderNo(trx, cart.cartId);
        if (orderNo) throw cartLockedError(orderNo);
        const bundle = bundleFor(doc, selections.services, selections.contract);
        const stored = { ...selections, bundleId: bundle?.BID ?? '' };
        const written = await repo.updateCart(trx, cart.cartId, cart.row.version, {
          selections: JSON.stringify(stored),
          updated_at: nowDate.toISOString(),
          expires_at: expiresAt,
        });
        if (!written) throw new VersionConflict();
        // Voice removed: its numbers go back to the pool; otherwise the holds follow the cart.
        const hadVoice = cart.selections.phone !== null || cart.selections.bdv !== null;
        if (hadVoice && !stored.phone && !stored.bdv) await releaseNumbers(db, cart.cartId);
        else await extendHolds(db, cart.cartId, expiresAt);
        return answer;
      });
    } catch (e) {
      if (e instanceof Abort) return e.answer as T;
      if (e instanceof VersionConflict && attempt === 0) continue;
      if (e instanceof VersionConflict)
        throw conflict('The cart changed meanwhile; please try again');
      throw e;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading: prices, catalogue, selections
// ---------------------------------------------------------------------------------------------

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

/** The priced cart (001 §3 "Cart response"): priceCart on the active catalogue. */
export function priceSelections(
  doc: CatalogueDocument,
  session: Session,
  cart: LoadedCart,
  selections: CartSelections,
): PlanDetails {
  const offer = jointOfferOf(session, doc);
  const plan = doc.internet.plans.find((p) => p.id === selections.internet?.planId);
  // The credit applies once the visitor took the offer (BundleChoiceOffers JOINT Y).
  const accepted = offer.JointOfferStatus === 'Y' && selections.internet?.jointOffer === true;
  const credit = !accepted
    ? 0
    : creditCents(plan && isOneGigName(plan.name) ? offer.OneGigSpeedPrice : offer.JointOfferPrice);
  // A retrieved saved cart that took the offer shows it as the saved-cart offer (002 §3).
  const verified = session.data.verifiedSavedCartId;
  const input = {
    catalogue: doc,
    selections,
    state: cart.row.state,
    jointOffer: { status: offer.JointOfferStatus, creditCents: credit },
    savedCartOfferApplied: accepted && verified === cart.cartId,
  };
  return planDetailsOf(priceCart(input), input);
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
    // The server's copy of the address: a fresh browser or tab shows it too (issue 10 §4).
    serviceAddress: {
      street: `${a.house_number} ${a.street_name}`.trim(),
      unit: a.unit ?? '',
      city: a.city,
      state: a.state,
      zip: a.zip,
    },
  };
}

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

function customizeOf(
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
  });
}

export async function customizeProducts(ctx: AppContext, session: Session) {
  const doc = await getActiveCatalogue(ctx);
  return customizeOf(doc, session, await loadOrCreateCart(ctx, session));
}

export async function tvPlans(ctx: AppContext, session: Session, type?: 'standalone_tv') {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  // The TV view: the standalone TV flow when asked, with internet (flex) or alone otherwise.
  const view = type ?? (cart.selections.internet ? 'flex' : 'standalone');
  const plans = customizeOf(doc, session, cart).FiosTVInfo.Plans;
  return { Plans: plans.map((p) => ({ ...p, TVView: view })), TVView: view };
}

async function flowBase(ctx: AppContext, session: Session) {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  const s = cart.selections;
  return {
    doc,
    s,
    customize: customizeOf(doc, session, cart),
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
  const [held, placedOrderNo] = await Promise.all([
    heldNumbers(ctx.db, cart.cartId, new Date().toISOString()),
    repo.placedOrderNo(ctx.db.kysely, cart.cartId),
  ]);
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

// ---------------------------------------------------------------------------------------------
// Order updates
// ---------------------------------------------------------------------------------------------

export type ModelUpdate =
  | { type: 'FIOSDATA' | 'HSIDATA'; model: DataModel }
  | { type: 'FIOSTV'; model: TvModel }
  | { type: 'VOICE'; model: VoiceModel }
  | { type: 'BDV'; model: BdvModel };

/** The selections after one model, or a 400 naming `${prefix}${field}`. */
function applyUpdate(
  selections: CartSelections,
  update: ModelUpdate,
  c: Pick<CartChange<unknown>, 'lookup' | 'cart'>,
  prefix: string,
): CartSelections {
  const a = c.cart.availability;
  let result: CartRuleResult;
  switch (update.type) {
    case 'FIOSDATA':
    case 'HSIDATA':
      result = applyDataModel(
        selections,
        update.model,
        c.lookup,
        update.type === 'FIOSDATA' ? 'FIOS' : 'DSL',
        a,
      );
      break;
    case 'FIOSTV':
      result = applyTvModel(selections, update.model, c.lookup, a);
      break;
    case 'VOICE':
      result = applyVoiceModel(selections, update.model, c.lookup, a);
      break;
    case 'BDV':
      result = applyBdvModel(selections, update.model, c.lookup, a);
      break;
  }
  if (!result.ok) {
    const field = `${prefix}${result.error.field}`;
    throw badRequest(`${field}: ${result.error.message}`, field);
  }
  return result.selections;
}

/** Numbers put on lines must be numbers the cart holds (real inventory, decision 011). */
async function checkLineNumbers(
  c: CartChange<unknown>,
  before: CartSelections,
  after: CartSelections,
) {
  const held = new Set(await heldNumbers(c.db, c.cart.cartId, c.now));
  const all = [...(after.phone?.lines ?? []), ...(after.bdv?.lines ?? [])];
  const pool = await poolNumbersAmong(
    c.db,
    all.filter((l) => l.moved).map((l) => l.tn),
  );
  const check = (
    field: string,
    lines: { lineNo: number; tn: string; moved?: boolean }[] | undefined,
    old: { lineNo: number; tn: string }[] | undefined,
  ) => {
    const seen = new Set<string>();
    for (const line of lines ?? []) {
      if (line.moved) {
        // A number kept from another provider (issue 10 §3), not one of the pool's.
        const onOtherLine = all.filter((l) => l.tn === line.tn).length > 1;
        const problem = movedNumberProblem(line.tn, { inPool: pool.has(line.tn), onOtherLine });
        if (problem) throw badRequest(problem, field);
        continue;
      }
      if (line.tn && seen.has(line.tn)) {
        throw badRequest(`${field}: '${line.tn}' is already on another line`, field);
      }
      seen.add(line.tn);
      const unchanged = old?.some((o) => o.lineNo === line.lineNo && o.tn === line.tn);
      if (line.tn && !unchanged && !held.has(line.tn)) {
        throw badRequest(`${field}: '${line.tn}' is not a number held for this cart`, field);
      }
    }
  };
  check('PhoneLines', after.phone?.lines, before.phone?.lines);
  check('BdvPhoneLines', after.bdv?.lines, before.bdv?.lines);
}

/** Apply models in order, all or nothing (UpdateCart, UpdateFiOSData..., UpdateBundleDetails). */
export function updateModels(
  ctx: AppContext,
  session: Session,
  updates: { update: ModelUpdate; prefix: string }[],
): Promise<OrderUpdateResponse> {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    let selections = c.cart.selections;
    for (const { update, prefix } of updates)
      selections = applyUpdate(selections, update, c, prefix);
    await checkLineNumbers(c as CartChange<unknown>, c.cart.selections, selections);
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

/** UpdateNonBundle: internet add-ons, applied to the cart's internet (fiber or DSL). */
export function updateNonBundle(ctx: AppContext, session: Session, model: DataModel) {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    const plan = c.lookup.get('internet.plans', c.cart.selections.internet?.planId ?? '');
    if (!plan)
      throw badRequest(
        'DataPlanSelection.NewID: choose an internet plan first',
        'DataPlanSelection.NewID',
      );
    const type = plan.serviceType === 'FIOS' ? 'FIOSDATA' : 'HSIDATA';
    const selections = applyUpdate(c.cart.selections, { type, model }, c, '');
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

export function addTechTeamUser(
  ctx: AppContext,
  session: Session,
  req: {
    FirstName: string;
    LastName: string;
    Phone: string;
    Email: string;
    VasId: string;
    VasProdId: string;
  },
) {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    const problem = checkTechTeamUser(req, '');
    if (problem) {
      const field = problem.field.replace(/^\./, '');
      throw badRequest(`${field}: ${problem.message}`, field);
    }
    const product = c.lookup.get('internet.techTeam', req.VasProdId);
    if (!product) {
      throw badRequest(`VasProdId: '${req.VasProdId}' is not a tech team product`, 'VasProdId');
    }
    if (product.vasId !== req.VasId) {
      throw badRequest(`VasId: '${req.VasId}' is not the tech team of ${req.VasProdId}`, 'VasId');
    }
    const internet = c.cart.selections.internet;
    if (!internet) throw badRequest('VasProdId: choose an internet plan first', 'VasProdId');
    const { FirstName, LastName, Email } = req;
    const selections = {
      ...c.cart.selections,
      internet: {
        ...internet,
        techTeamId: product.id,
        techTeamUser: { FirstName, LastName, Phone: cleanPhone(req.Phone), Email },
      },
    };
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

export function bdvEnhanced(
  ctx: AppContext,
  session: Session,
  req: { IsChecked: 'Y' | 'N'; IsAccepted: 'Y' | 'N' },
) {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    const bdv = c.cart.selections.bdv;
    if (!bdv)
      throw badRequest('IsChecked: there is no Business Digital Voice in the cart', 'IsChecked');
    const selections = { ...c.cart.selections, bdv: { ...bdv, enhanced: { ...req } } };
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

export function contractAgreement(
  ctx: AppContext,
  session: Session,
  req: { IsChecked: 'Y' | 'N'; IsAccepted: 'Y' | 'N' },
) {
  return writeCart<{ APIStatus: 'Success' }>(ctx, session, async (c) => ({
    selections: { ...c.cart.selections, contractAgreement: { ...req } },
    answer: { APIStatus: 'Success' },
  }));
}

// ---------------------------------------------------------------------------------------------
// Bundles and numbers
// ---------------------------------------------------------------------------------------------

function routersOf(doc: CatalogueDocument, selections: CartSelections) {
  const plan = doc.internet.plans.find((p) => p.id === selections.internet?.planId);
  if (!plan) return [];
  return doc.internet.routers
    .filter((r) => r.serviceTypes.includes(plan.serviceType))
    .map((r) => {
      const type = routerTypeOf(r.name);
      const cents = type === 'buy' ? r.oneTimeCents : type === 'rent' ? r.monthlyCents : 0;
      return {
        PrdID: r.id,
        PrdName: r.name,
        IsRecomd: yn(r.recommended),
        IsSelected: yn(selections.internet?.routerId === r.id),
        Price: formatCents(cents),
      };
    });
}

const voicePlanOf = (s: CartSelections) => s.bdv?.planId ?? s.phone?.planId ?? '';
const voiceLinesOf = (s: CartSelections) => s.bdv?.lines ?? s.phone?.lines ?? [];

/** Lines keep their number while the cart holds it; the others get the next free held one. */
function fitLines(selections: CartSelections, held: readonly string[]): CartSelections {
  const fit = <L extends { tn: string; moved?: boolean }>(lines: L[]): L[] => {
    const used = new Set(lines.map((l) => l.tn).filter((tn) => held.includes(tn)));
    const spare = held.filter((tn) => !used.has(tn));
    // A moved number (the customer's current one) stays on its line.
    return lines.map((l) =>
      l.moved || held.includes(l.tn) ? l : { ...l, tn: spare.shift() ?? '' },
    );
  };
  return {
    ...selections,
    phone: selections.phone && { ...selections.phone, lines: fit(selections.phone.lines) },
    bdv: selections.bdv && { ...selections.bdv, lines: fit(selections.bdv.lines) },
  };
}

export interface BundleRequest {
  ptype: BundlePtype;
  contract?: ContractValue;
  nLines?: number;
  planId?: string;
  tvID?: string;
  /** bundleID of the request: on a triple it tells standard phone from BDV. */
  bundleId?: string;
}

/**
 * GetSelectedBundleInfo (also GetBDVBundleInfo with ptype bdv, FlexSelection with ptype flex):
 * adds the services of `ptype` to the cart with default plans, picks the catalogue bundle of
 * the resulting combination and contract, holds the numbers of the voice lines.
 */
export function selectBundle(
  ctx: AppContext,
  session: Session,
  req: BundleRequest,
): Promise<BundleInfoResponse> {
  return writeCart<BundleInfoResponse>(ctx, session, async (c) => {
    const { doc, cart } = c;
    let s: CartSelections = {
      ...cart.selections,
      contract: req.contract ?? cart.selections.contract,
    };
    const apply = (update: ModelUpdate) => {
      try {
        s = applyUpdate(s, update, c, '');
      } catch (e) {
        // Which product the ptype could not add: the visitor asked for it with ptype.
        if (e instanceof HttpError && e.details.field === 'ProductType') {
          throw badRequest(`ptype: ${e.message.replace(/^ProductType: /, '')}`, 'ptype');
        }
        throw e;
      }
    };
    const internet = (kind: 'FIOS' | 'DSL') => {
      const current = doc.internet.plans.find((p) => p.id === s.internet?.planId);
      const planId =
        req.planId ??
        (current?.serviceType === kind ? current.id : undefined) ??
        internetPlansFor(doc, kind, cart.address.speed_type)[0]?.id ??
        '';
      apply({
        type: kind === 'FIOS' ? 'FIOSDATA' : 'HSIDATA',
        model: { DataPlanSelection: { NewID: planId } },
      });
    };
    const tv = () => {
      const planId = req.tvID ?? s.tv?.planId ?? doc.tv.plans[0]?.id ?? '';
      apply({ type: 'FIOSTV', model: { PlanSelection: { OldID: '', NewID: planId } } });
    };
    const voice = (kind: 'phone' | 'bdv') => {
      const existing = kind === 'bdv' ? s.bdv : s.phone;
      const planId = existing?.planId ?? doc[kind].plans[0]?.id ?? '';
      const count = req.nLines ?? existing?.lines.length ?? DEFAULT_LINE_COUNT;
      const lines = Array.from({ length: count }, (_, i) => {
        const old = existing?.lines.find((l) => l.lineNo === i + 1);
        return { LineNO: i + 1, OldTN: '', OldPlanID: '', NewTN: old?.tn ?? '', NewPlanID: '' };
      });
      if (kind === 'phone') {
        apply({ type: 'VOICE', model: { BundleSelection: { NewID: planId }, PhoneLines: lines } });
      } else {
        const bdvLines = lines.map((l) => {
          const old = s.bdv?.lines.find((x) => x.lineNo === l.LineNO);
          const SubscriberInfo = {
            TN: '',
            SubscriberType: old?.subscriberType ?? 'desktop',
            Email: old?.email ?? '',
          };
          return { ...l, selected: 'desktop', SubscriberInfo };
        });
        apply({
          type: 'BDV',
          model: { BdvBundleSelection: { NewID: planId }, BdvPhoneLines: bdvLines },
        });
      }
    };
    const a = cart.availability;
    // The voice service of a triple: the one the bundleID names (a phone or a BDV bundle), else
    // the one already in the cart, else BDV where the address has it.
    const hinted = doc.bundles.find((b) => b.BID === req.bundleId)?.services;
    const voiceKind = hinted?.includes('phone')
      ? 'phone'
      : hinted?.includes('bdv')
        ? 'bdv'
        : s.phone
          ? 'phone'
          : s.bdv
            ? 'bdv'
            : a.bdv
              ? 'bdv'
              : 'phone';
    switch (req.ptype) {
      case 'data':
        internet('FIOS');
        break;
      case 'hsi':
        internet('DSL');
        break;
      case 'flex':
        internet('FIOS');
        tv();
        break;
      case 'tv':
        tv();
        break;
      case 'phone':
      case 'bdv':
        voice(req.ptype);
        break;
      case 'triple':
        internet('FIOS');
        voice(voiceKind);
        tv();
        break;
    }
    const bundle = bundleFor(doc, s.services, s.contract);
    if (!bundle) {
      return c.abort({
        data: 'Fail',
        message: `No bundle is sold for ${s.services || 'an empty cart'} (${s.contract})`,
      });
    }
    s = { ...s, bundleId: bundle.BID };
    const lineCount = voiceLinesOf(s).length;
    let held: string[] = [];
    if (lineCount > 0) {
      held = await holdNumbers(c.db, {
        cartId: cart.cartId,
        area: cart.row.tn_area,
        count: lineCount,
        heldUntil: c.expiresAt,
        now: c.now,
      });
      if (held.length < lineCount) {
        // The pool ran dry: nothing is kept (the holds roll back); the storefront falls back
        // to the fiber-only flow (001 §4 "Bundle-info answers").
        return c.abort({
          data: 'SUCCESS',
          planDetails: priceSelections(doc, session, cart, cart.selections),
          TNList: { TNObject: [] },
          Routers: routersOf(doc, cart.selections),
          EnabledFIOSBDVFailed: 'Y',
          ServicesInCart: cart.selections.services,
        });
      }
      s = fitLines(s, held);
    }
    const productId = voicePlanOf(s);
    return {
      selections: s,
      answer: {
        data: 'SUCCESS',
        planDetails: priceSelections(doc, session, cart, s),
        TNList: { TNObject: bundleNumbers(held).map((TN) => ({ TN, ProductID: productId })) },
        Routers: routersOf(doc, s),
        EnabledFIOSBDVFailed: 'N',
        ServicesInCart: s.services,
      },
    };
  });
}

/** GetBDVBundle / GetFLEXSelection: the cart's current bundle answer, Fail without one. */
export async function currentBundle(
  ctx: AppContext,
  session: Session,
  needs: 'bdv' | 'flex',
): Promise<BundleInfoResponse> {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  const s = cart.selections;
  const present = needs === 'bdv' ? s.bdv !== null : s.internet !== null && s.tv !== null;
  if (!present || !s.bundleId) {
    const what = needs === 'bdv' ? 'Business Digital Voice' : 'flex (internet and TV)';
    return { data: 'Fail', message: `There is no ${what} bundle in the cart` };
  }
  const held = await heldNumbers(ctx.db, cart.cartId, new Date().toISOString());
  const productId = voicePlanOf(s);
  return {
    data: 'SUCCESS',
    planDetails: priceSelections(doc, session, cart, s),
    TNList: { TNObject: bundleNumbers(held).map((TN) => ({ TN, ProductID: productId })) },
    Routers: routersOf(doc, s),
    EnabledFIOSBDVFailed: 'N',
    ServicesInCart: s.services,
  };
}

/**
 * The TN calls (GetPreferredVoice, GetSABDVNumbers, RequestTNs, GetBDVTNs): the cart holds
 * `count` numbers of its area. When the pool cannot supply them nothing is held and the answer
 * is `failure` with an empty list (001 §8 BDVTNFail / RequestTNFail).
 */
export function requestNumbers(
  ctx: AppContext,
  session: Session,
  count: number | undefined,
  failure: 'BDVTNFail' | 'RequestTNFail',
  withPlanDetails: boolean,
): Promise<TnResponse> {
  return writeCart<TnResponse>(ctx, session, async (c) => {
    const wanted = count ?? Math.max(voiceLinesOf(c.cart.selections).length, DEFAULT_LINE_COUNT);
    const held = await holdNumbers(c.db, {
      cartId: c.cart.cartId,
      area: c.cart.row.tn_area,
      count: wanted,
      heldUntil: c.expiresAt,
      now: c.now,
    });
    if (held.length < wanted) return c.abort({ TNList: { TNObject: [] }, APIstatus: failure });
    const selections = fitLines(c.cart.selections, held);
    const productId = voicePlanOf(selections);
    return {
      selections,
      answer: {
        TNList: { TNObject: held.map((TN) => ({ TN, ProductID: productId })) },
        APIstatus: 'Success',
        ...(withPlanDetails
          ? { planDetails: priceSelections(c.doc, session, c.cart, selections) }
          : {}),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Listing duplicate check
// ---------------------------------------------------------------------------------------------

const LISTING_FIELDS = [
  'businessName',
  'businessCategory',
  'categoryName',
  'isBillingPhoneRequired',
] as const;

/**
 * ListingDuplicateCheck (001 §5): approved when billing phone is required ('Yes'); otherwise a
 * potential duplicate when another live cart holds a local business listing for the same
 * business name and phone; failed when the business phone is not a valid number.
 */
export async function listingDuplicateCheck(
  ctx: AppContext,
  session: Session,
  form: BusinessListing,
) {
  const cart = await loadOrCreateCart(ctx, session);
  if (isBusinessListingFormIncomplete(form)) {
    const field = LISTING_FIELDS.find((f) => !form[f].trim()) ?? 'businessPhone';
    throw badRequest(`${field}: is required`, field);
  }
  const answer = (success: boolean, potentialDuplicate: boolean, fallback = '') => {
    const outcome = listingOutcome({ success, potentialDuplicate });
    return { success, potentialDuplicate, message: listingOutcomeMessage(outcome) ?? fallback };
  };
  if (form.isBillingPhoneRequired === 'Yes') return answer(true, false);
  const phone = cleanPhone(form.businessPhone);
  const phoneProblem = validatePhone(phone);
  if (phoneProblem) return answer(false, false, phoneProblem);
  const name = matchKey(form.businessName);
  const others = await repo.cartsWithBusinessListing(
    ctx.db.kysely,
    cart.cartId,
    new Date().toISOString(),
  );
  const duplicate = others.some(({ selections }) => {
    const internet = parseSelections(selections).internet;
    const listing = internet?.businessListing;
    return (
      !!internet?.localListingId &&
      !!listing &&
      matchKey(listing.businessName) === name &&
      cleanPhone(listing.businessPhone) === phone
    );
  });
  return answer(true, duplicate);
}

// ---------------------------------------------------------------------------------------------
// Saved carts (issue 6)
// ---------------------------------------------------------------------------------------------

/** The cart row by id, without a session (saved-cart gate and reminders). */
export async function findCartById(ctx: { db: Db }, cartId: string) {
  return repo.findCart(ctx.db.kysely, cartId);
}

/** Keep the cart and its held numbers until at least `expiresAt` (a saved cart, 20 days). */
export async function extendCartUntil(ctx: { db: Db }, cartId: string, expiresAt: string) {
  await repo.extendCartExpiry(ctx.db.kysely, cartId, expiresAt);
  await extendHolds(ctx.db, cartId, expiresAt);
}

/** A verified visitor's session takes the saved cart over (the saved-cart gate). */
export async function adoptCart(ctx: { db: Db }, cartId: string, sessionId: string) {
  await repo.setCartSession(ctx.db.kysely, cartId, sessionId);
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
  const cart = await loadOrCreateCart(ctx, session);
  const held = await heldNumbers(ctx.db, cart.cartId, new Date().toISOString());
  const planDetails = priceSelections(doc, session, cart, cart.selections);
  return {
    ...answer,
    floatingCart: floatingCartOf(cart, planDetails),
    cartDetails: cartDetailsOf(cart, held, planDetails),
    customizeProducts: customizeOf(doc, session, cart),
  };
}
