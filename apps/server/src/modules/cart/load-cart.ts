/**
 * Loading the session's cart: the row is the session's EPSessionID from the qualification,
 * created on first use with empty selections, the address's state (tax table) and number area
 * (ZIP3). Selections only are stored; prices are computed on every read (./views.ts). An expired
 * cart starts again empty and its numbers go back to the pool.
 */
import type { CartAvailability } from '@bizline/domain/cart/apply';
import { emptySelections } from '@bizline/domain/pricing/selections';
import { cartSelections, type CartSelections } from '@bizline/domain/wire/cart';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../http-errors';
import { getAddress, type FootprintAddress } from '../address/service';
import { recordCartStep } from '../funnel/record';
import type { Session } from '../session/service';
import { extendHolds, releaseNumbers, tnAreaOf } from '../tn/service';
import * as repo from './repo';

const NO_CART_MESSAGE = 'No cart: qualify an address first';
export const OTHER_CART_MESSAGE = 'This cart belongs to another session';

export interface LoadedCart {
  cartId: string;
  row: repo.CartRow;
  selections: CartSelections;
  address: FootprintAddress;
  availability: CartAvailability;
  /** The numbers it holds, when the write that produced it answered them (else: read them). */
  held?: string[];
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

export const expiryFrom = (ctx: AppContext, now: Date) =>
  new Date(now.getTime() + ctx.config.sessionTtlHours * 3600_000).toISOString();

export function parseSelections(json: string): CartSelections {
  const parsed = cartSelections.safeParse(JSON.parse(json));
  // A row written by an older release that no longer parses starts afresh rather than failing.
  return parsed.success ? parsed.data : emptySelections();
}

/** The address of the session's cart (the qualified one); 409 without a qualified cart. */
export async function cartAddressOf(ctx: AppContext, session: Session): Promise<FootprintAddress> {
  const id = session.data.cartId && session.data.cartAddressId;
  const address = id ? await getAddress(ctx.db, id) : null;
  if (!address) throw conflict(NO_CART_MESSAGE);
  return address;
}

/**
 * The session's cart, created on first use. 409 without a qualified cart id. An expired cart
 * starts again empty (its numbers went back to the pool).
 *
 * `within` a write's transaction (with the address read before it, cartAddressOf: SQLite has one
 * connection, which the transaction holds), the row is read in it and, on PostgreSQL, locked: a
 * concurrent change of the same cart waits for this one to commit and then reads it, instead of
 * failing its versioned write and starting again (SQLite's write transactions take turns).
 */
export async function loadOrCreateCart(
  ctx: AppContext,
  session: Session,
  now = new Date(),
  within?: { trx: Kysely<Database>; address: FootprintAddress },
): Promise<LoadedCart> {
  const data = session.data;
  const address = within?.address ?? (await cartAddressOf(ctx, session));
  if (!data.cartId) throw conflict(NO_CART_MESSAGE);
  const db = within?.trx ?? ctx.db.kysely;
  const lock = within !== undefined && ctx.db.dialect === 'postgres';
  let row = await repo.findCart(db, data.cartId, lock);
  if (row && row.session_id !== session.id) throw forbidden(OTHER_CART_MESSAGE, 'cartId');
  if (!row) {
    const iso = now.toISOString();
    await repo.insertCart(db, {
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
    await recordCartStep(db, 'customise', data.cartId, iso);
    row = await repo.findCart(db, data.cartId, lock);
    if (!row || row.session_id !== session.id) throw forbidden(OTHER_CART_MESSAGE, 'cartId');
  }
  const expired = row.expires_at <= now.toISOString();
  if (expired) await releaseNumbers({ ...ctx.db, kysely: db }, row.cart_id);
  return {
    cartId: row.cart_id,
    row,
    selections: expired ? emptySelections() : parseSelections(row.selections),
    address,
    availability: availabilityOf(address),
  };
}

/**
 * The cart a request has just written, by the request's session object: the views that follow a
 * change (./views.ts) take it instead of reading the address and the row again. Only the writing
 * request holds that object, so nothing outlives it.
 */
const writtenCarts = new WeakMap<Session, LoadedCart>();

/** After writeCart's commit: the cart as stored (new selections, expiry and version). */
export function rememberWrittenCart(
  session: Session,
  before: LoadedCart,
  written: { selections: string; updated_at: string; expires_at: string },
  held: string[],
): void {
  writtenCarts.set(session, {
    ...before,
    row: { ...before.row, ...written, version: before.row.version + 1 },
    selections: parseSelections(written.selections),
    held,
  });
}

/** The cart this request wrote (once), else the session's cart from the database. */
export async function writtenOrLoadedCart(ctx: AppContext, session: Session): Promise<LoadedCart> {
  const written = writtenCarts.get(session);
  if (!written) return loadOrCreateCart(ctx, session);
  writtenCarts.delete(session);
  return written;
}

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
