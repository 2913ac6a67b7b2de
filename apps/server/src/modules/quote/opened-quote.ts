/**
 * The price quote the session opens (OmniCartInfo) and reads (OmniCartSummary). A quote belongs to
 * a footprint address; the session may open only a quote of the address it qualified (or that
 * address's building). Past expires_at a quote answers Status 'expired'. The progress of the
 * quote checkout lives in the session's data under `optix`; the cart id is the session's
 * EPSessionID, as in the classic checkout.
 */
import { omniCartSummary, type omniCartInfoResponse } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http-errors';
import { getAddress, type FootprintAddress } from '../address/service';
import { loadOrCreateCart } from '../cart/service';
import type { SessionData } from '../session/data';
import type { Session, SessionService } from '../session/service';
import * as repo from './repo';
import { storedSummary } from './schemas';

const NO_QUOTE_MESSAGE = 'Open a price quote first';
const UNKNOWN_QUOTE_MESSAGE = 'We could not find that price quote for this address.';
export const EXPIRED_QUOTE_MESSAGE = 'This price quote has expired.';
export const ORDERED_QUOTE_MESSAGE = 'This price quote has already been ordered.';
const NO_CART_MESSAGE = 'No cart: qualify an address first';

/** Progress of the quote checkout in the session's data (its shape: session/data.ts). */
type OptixSessionData = NonNullable<SessionData['optix']>;

type QuoteStatus = 'active' | 'expired' | 'ordered';

/** 'ordered' once ordered; 'expired' when marked so or past expires_at; else 'active'. */
export function quoteStatusOf(row: repo.QuoteRow, now: Date): QuoteStatus {
  if (row.status === 'ordered') return 'ordered';
  if (row.status === 'expired' || row.expires_at <= now.toISOString()) return 'expired';
  return 'active';
}

interface Opened {
  session: Session;
  cartId: string;
  address: FootprintAddress;
  quote: repo.QuoteRow;
  optix: OptixSessionData;
}

async function qualifiedAddress(ctx: AppContext, session: Session): Promise<FootprintAddress> {
  const data = session.data;
  if (!data.cartId || !data.cartAddressId) throw conflict(NO_CART_MESSAGE);
  const address = await getAddress(ctx.db, data.cartAddressId);
  if (!address) throw conflict(NO_CART_MESSAGE);
  return address;
}

const addressIdsOf = (a: FootprintAddress) => [...new Set([a.address_id, a.base_address_id])];

/** The quote the session opened (OmniCartInfo), checked again against the database. */
export async function openedQuote(
  ctx: AppContext,
  session: Session,
  { mustBeActive }: { mustBeActive: boolean },
  now = new Date(),
): Promise<Opened> {
  const address = await qualifiedAddress(ctx, session);
  const optix = session.data.optix;
  if (!optix?.quoteNumber) throw conflict(NO_QUOTE_MESSAGE);
  const quote = await repo.findQuoteOfAddresses(
    ctx.db.kysely,
    optix.quoteNumber,
    addressIdsOf(address),
  );
  if (!quote) throw conflict(NO_QUOTE_MESSAGE);
  if (mustBeActive) {
    const status = quoteStatusOf(quote, now);
    if (status === 'expired') throw conflict(EXPIRED_QUOTE_MESSAGE);
    if (status === 'ordered') throw conflict(ORDERED_QUOTE_MESSAGE);
  }
  return { session, cartId: session.data.cartId!, address, quote, optix };
}

export function summaryOf(row: repo.QuoteRow) {
  return storedSummary.parse(JSON.parse(row.summary));
}

/**
 * POST Checkout/OmniCartInfo: open a quote of the session's qualified address (404 otherwise).
 * Opening another quote starts its checkout afresh. SessionId and EpSessionId are both the cart
 * id (EPSessionID, 002 §3 "The cart id is the qualification session id").
 */
export async function omniCartInfo(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  priceQuoteNumber: string,
  now = new Date(),
): Promise<z.infer<typeof omniCartInfoResponse>> {
  const address = await qualifiedAddress(ctx, session);
  const number = priceQuoteNumber.trim().toUpperCase();
  const quote = await repo.findQuoteOfAddresses(ctx.db.kysely, number, addressIdsOf(address));
  if (!quote) throw notFound(UNKNOWN_QUOTE_MESSAGE, 'PriceQuoteNumber');
  // The cart row exists from here on (the slot calendar and the order read it).
  await loadOrCreateCart(ctx, session, now);
  const previous = session.data.optix;
  if (previous?.quoteNumber !== quote.quote_number) {
    await sessions.patch(session, { optix: { quoteNumber: quote.quote_number } });
  }
  const cartId = session.data.cartId!;
  const street = [address.house_number, address.street_name].filter(Boolean).join(' ');
  return {
    SessionId: cartId,
    EpSessionId: cartId,
    OmniServiceAddressInfo: {
      Address: address.unit ? `${street}, ${address.unit}` : street,
      City: address.city,
      State: address.state,
      ZipCode: address.zip,
    },
    Status: quoteStatusOf(quote, now),
  };
}

/** GET Checkout/OmniCartSummary: the summary of the opened quote. */
export async function omniCartSummaryOf(ctx: AppContext, session: Session) {
  const { quote } = await openedQuote(ctx, session, { mustBeActive: false });
  return omniCartSummary.parse(summaryOf(quote));
}
