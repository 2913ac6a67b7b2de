/**
 * The quote-based (optix) checkout (issue 5, spec 002 §2-§5, §7) and the price quotes behind it.
 *
 * - Price quotes are data a provider loads (docs/quote-format.md; `npm run quotes:import`). A
 *   quote belongs to a footprint address; the session may open only a quote of the address it
 *   qualified (or that address's building). Past expires_at a quote answers Status 'expired'.
 * - The progress of the quote checkout (the quote under review, the contact details of
 *   OmniOLODetails, the held slot) lives in the session's data under `optix`: the cart id is the
 *   session's EPSessionID, as in the classic checkout.
 * - Install slots are the real calendar of the scheduling module; the order is created by the
 *   orders module (flow 'quote', the quote's summary as the priced snapshot), idempotently.
 */
import { isQuoteReservationSuccess } from '@bizline/domain/validators/due-date';
import { validateEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { validatePhone } from '@bizline/domain/validators/phone';
import { digitsOnly } from '@bizline/domain/format';
import { DUE_DATE_INTERVAL_PREFIX, OMNI_FLOW_TYPE } from '@bizline/domain/constants';
import {
  SLOT_TAKEN_MESSAGE,
  omniCartSummary,
  type dueDatesByCoAResponse,
  type omniCartInfoResponse,
  type omniOloDetailsRequest,
  type setDueDatesByCoARequest,
  type setDueDatesByCoAResponse,
  type submitQuotesOrderResponse,
} from '@bizline/domain/wire/checkout';
import fs from 'node:fs';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http-errors';
import { fromRepoRoot } from '../../paths';
import { getAddress, type FootprintAddress } from '../address/service';
import { loadOrCreateCart } from '../cart/service';
import type { SessionData } from '../session/data';
import type { Session, SessionService } from '../session/service';
import { dueDatesForArea, holdSlot, slotAreaOf } from '../scheduling/service';
import { createOrder, orderOfCart } from '../orders/service';
import * as repo from './repo';
import { quoteDocument, quoteEntry, storedSummary, type QuoteEntry } from './schemas';

const NO_QUOTE_MESSAGE = 'Open a price quote first';
const UNKNOWN_QUOTE_MESSAGE = 'We could not find that price quote for this address.';
const EXPIRED_QUOTE_MESSAGE = 'This price quote has expired.';
const ORDERED_QUOTE_MESSAGE = 'This price quote has already been ordered.';
const NO_CONTACT_MESSAGE = 'Enter the contact details first';
const NO_SLOT_MESSAGE = 'Choose an installation date and time first';
const MON_MISMATCH_MESSAGE = 'The MON number does not match the price quote';
const NO_CART_MESSAGE = 'No cart: qualify an address first';
const CART_HAS_ORDER_MESSAGE =
  'This cart already has an order. Check the address again to start a new one.';

/** Progress of the quote checkout in the session's data (its shape: session/data.ts). */
type OptixSessionData = NonNullable<SessionData['optix']>;

type QuoteStatus = 'active' | 'expired' | 'ordered';

/** 'ordered' once ordered; 'expired' when marked so or past expires_at; else 'active'. */
function quoteStatusOf(row: repo.QuoteRow, now: Date): QuoteStatus {
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
async function openedQuote(
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

function summaryOf(row: repo.QuoteRow) {
  return storedSummary.parse(JSON.parse(row.summary));
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

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

/** POST OmniOLODetails: the contact for the quote order, validated with the 000 §5 rules. */
export async function saveOloDetails(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  body: z.infer<typeof omniOloDetailsRequest>,
): Promise<{ Status: 'SUCCESS'; message?: string }> {
  const opened = await openedQuote(ctx, session, { mustBeActive: true });
  const checks: [string, string | null][] = [
    ['FirstName', validateName(body.FirstName, 'first')],
    ['LastName', validateName(body.LastName, 'last')],
    ['EmailId', validateEmail(body.EmailId)],
    ['MobileNumber', validatePhone(body.MobileNumber)],
  ];
  for (const [field, message] of checks) if (message) throw badRequest(message, field);
  if (body.MonNo && body.MonNo.toUpperCase() !== opened.quote.mon.toUpperCase()) {
    throw badRequest(MON_MISMATCH_MESSAGE, 'MonNo');
  }
  if (body.FlowType !== OMNI_FLOW_TYPE) throw badRequest('FlowType must be FIOS', 'FlowType');
  const contact = {
    firstName: body.FirstName,
    lastName: body.LastName,
    email: body.EmailId.trim(),
    mobile: digitsOnly(body.MobileNumber),
    zipCode: body.ZipCode || opened.address.zip,
    mon: opened.quote.mon,
  };
  await sessions.patch(session, { optix: { ...opened.optix, contact } });
  return { Status: 'SUCCESS' };
}

type DueDatesByCoA = z.infer<typeof dueDatesByCoAResponse>;

/**
 * POST Checkout/GetDueDatesByCoA: the technician slots of the address's area with room left, in
 * the raw quote-based shape of 002 §3 (intervals prefixed 'Anytime Between ', as the provider's
 * system sends them; the storefront maps them with packages/domain/src/quote-due-dates.ts).
 */
export async function dueDatesByCoA(
  ctx: AppContext,
  session: Session,
  installationType: string,
): Promise<DueDatesByCoA> {
  const opened = await openedQuote(ctx, session, { mustBeActive: true });
  const type = /^self/i.test(installationType) ? 'self' : 'tech';
  const answer = await dueDatesForArea(ctx, slotAreaOf(opened.address.zip), type);
  const dates = JSON.parse(answer.DueDates) as string[];
  const intervals = JSON.parse(answer.DueDateIntervals) as Record<
    string,
    { code: string; interval: string; available: number }[]
  >;
  const dueDateField = dates
    .map((date) => ({
      valueField: date,
      timeSlotsField: (intervals[date] ?? [])
        .filter((slot) => slot.available > 0)
        .map((slot) => ({
          intervalField: `${DUE_DATE_INTERVAL_PREFIX}${slot.interval}`,
          codeField: slot.code,
        })),
    }))
    .filter((d) => d.timeSlotsField.length > 0);
  const ok = answer.GetDueDateStatus === 'SUCCESS';
  return {
    outputField: {
      ordersField: [
        {
          messageField: ok ? 'Success' : 'Failure',
          dueDatesField: { dueDateField },
          applicableDuedateOptionsField: answer.techOptionFields,
          dispatchInfoField: type === 'tech' ? 'Technician dispatch required' : 'No dispatch',
        },
      ],
    },
  };
}

/**
 * POST Checkout/SetDueDatesByCoA: hold the chosen slot for the cart. The first entry's message
 * is 'success', or the 002 §8 text when the slot is full (nothing held then).
 */
export async function setDueDatesByCoA(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  body: z.infer<typeof setDueDatesByCoARequest>,
  now = new Date(),
): Promise<z.infer<typeof setDueDatesByCoAResponse>> {
  const opened = await openedQuote(ctx, session, { mustBeActive: true }, now);
  const wanted = body.selectedDueDates[0]!;
  const held = await holdSlot(ctx, {
    cartId: opened.cartId,
    area: slotAreaOf(opened.address.zip),
    date: wanted.dueDate,
    intervalCode: wanted.timeSlots.code,
    installType: 'tech',
    now,
  });
  if (!held.ok) {
    return { outputField: { dueDatesSetField: [{ messageField: SLOT_TAKEN_MESSAGE }] } };
  }
  const slot = {
    holdId: held.holdId,
    dueDate: wanted.dueDate,
    code: wanted.timeSlots.code,
    label: held.label,
    until: held.heldUntil,
  };
  await sessions.patch(session, { optix: { ...opened.optix, slot } });
  const answer = { outputField: { dueDatesSetField: [{ messageField: 'success' }] } };
  // The answer the storefront reads with the domain rule; kept honest here too.
  if (!isQuoteReservationSuccess(answer)) throw new Error('reservation answer out of shape');
  return answer;
}

/**
 * POST Checkout/SubmitQuotesOrderByCoA: the order of the opened quote (contact and slot
 * required), created once per idempotency key; the quote is then 'ordered'. The same key again
 * answers the same order even after the quote was ordered.
 */
export async function submitQuotesOrder(
  ctx: AppContext,
  session: Session,
  idempotencyKey: string,
  now = new Date(),
): Promise<z.infer<typeof submitQuotesOrderResponse>> {
  const opened = await openedQuote(ctx, session, { mustBeActive: false }, now);
  const status = quoteStatusOf(opened.quote, now);
  if (status === 'expired') throw conflict(EXPIRED_QUOTE_MESSAGE);
  if (status === 'ordered') {
    // Only the cart that ordered it gets its order again (a retry); nobody orders it twice.
    // The order is written before the quote is marked, so a retry that sees 'ordered' finds it.
    const mine = await orderOfCart(ctx, opened.cartId);
    if (!mine || !isOrderOfQuote(mine.snapshot, opened.quote.quote_number)) {
      throw conflict(ORDERED_QUOTE_MESSAGE);
    }
    return answerOf(mine);
  }
  const { contact, slot } = opened.optix;
  if (!contact) throw conflict(NO_CONTACT_MESSAGE);
  if (!slot) throw conflict(NO_SLOT_MESSAGE);
  const summary = summaryOf(opened.quote);
  const { creditCheckStatus, ...priced } = summary;
  const order = await createOrder(ctx, {
    cartId: opened.cartId,
    sessionId: session.id,
    idempotencyKey,
    flow: 'quote',
    creditStatus: creditCheckStatus,
    serviceZip: opened.address.zip,
    snapshot: {
      quoteNumber: opened.quote.quote_number,
      mon: opened.quote.mon,
      summary: priced,
    },
    customer: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneNumber: contact.mobile,
      businessName: '',
    },
    installation: {
      holdId: slot.holdId,
      dueDate: slot.dueDate,
      timeSlotCode: slot.code,
      timeSlot: slot.label,
      type: 'tech',
    },
    now,
  });
  // One order per cart: a cart that already ordered something else cannot order this quote.
  if (!isOrderOfQuote(order.snapshot, opened.quote.quote_number)) {
    throw conflict(CART_HAS_ORDER_MESSAGE);
  }
  await repo.markOrdered(ctx.db.kysely, opened.quote.quote_number);
  return answerOf(order);
}

const isOrderOfQuote = (snapshot: unknown, quoteNumber: string) =>
  (snapshot as { quoteNumber?: unknown } | null)?.quoteNumber === quoteNumber;

function answerOf(order: {
  orderNo: string;
  creditStatus: string;
}): z.infer<typeof submitQuotesOrderResponse> {
  return {
    outputField: { svcOrderNumbersField: [order.orderNo] },
    CreditCheckStatus: order.creditStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
  };
}

// ---------------------------------------------------------------------------------------------
// Import (npm run quotes:import) and demo seeding
// ---------------------------------------------------------------------------------------------

export interface QuoteProblem {
  /** 1-based entry of the quotes list; null for the file as a whole. */
  entry: number | null;
  /** Line of the file (JSON syntax errors only). */
  line?: number;
  field: string;
  message: string;
}

export function formatQuoteProblem(p: QuoteProblem): string {
  const where = p.entry !== null ? `entry ${p.entry}` : p.line ? `line ${p.line}` : 'file';
  return `${where}: ${p.field}: ${p.message}`;
}

/**
 * The line of a JSON syntax error. Newer V8 says "position N"; Node 20 quotes the text around the
 * unexpected token instead ('Unexpected token 'o', ..."tes": [  oops"...'), which is found back.
 */
function lineOfSyntaxError(text: string, message: string): number | undefined {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  const position = /position (\d+)/.exec(message);
  if (position) return lineOf(Number(position[1]));
  const near = /Unexpected token '(.)', (\.\.\.)?"([\s\S]*?)(\.\.\.)?" is not valid JSON/.exec(
    message,
  );
  if (!near) return undefined;
  const [, token, cut, context] = near as unknown as [string, string, string | undefined, string];
  const at = text.indexOf(context);
  if (at < 0) return undefined;
  // V8 shows up to 10 characters before the token when it cut the start.
  const offset = context.indexOf(token!, cut ? Math.min(10, context.length - 1) : 0);
  return lineOf(at + Math.max(offset, 0));
}

/** Parse a quote document; every problem (entry-numbered) rather than the first one. */
export function parseQuoteDocument(
  text: string,
): { ok: true; quotes: QuoteEntry[] } | { ok: false; problems: QuoteProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    return {
      ok: false,
      problems: [{ entry: null, line: lineOfSyntaxError(text, message), field: 'json', message }],
    };
  }
  const doc = quoteDocument.safeParse(json);
  if (!doc.success) {
    return {
      ok: false,
      problems: [{ entry: null, field: 'quotes', message: 'must be a list of quotes' }],
    };
  }
  const problems: QuoteProblem[] = [];
  const quotes: QuoteEntry[] = [];
  const seen = new Map<string, number>();
  doc.data.quotes.forEach((raw, i) => {
    const parsed = quoteEntry.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          entry: i + 1,
          field: issue.path.map(String).join('.') || 'quote',
          message: issue.message,
        });
      }
      return;
    }
    const number = parsed.data.quoteNumber.toUpperCase();
    const first = seen.get(number);
    if (first !== undefined) {
      problems.push({
        entry: i + 1,
        field: 'quoteNumber',
        message: `${number} is already entry ${first}`,
      });
      return;
    }
    seen.set(number, i + 1);
    quotes.push({ ...parsed.data, quoteNumber: number, mon: parsed.data.mon.toUpperCase() });
  });
  return problems.length ? { ok: false, problems } : { ok: true, quotes };
}

/**
 * Load quotes, all or nothing: every address must exist in the footprint. A quote already
 * ordered stays 'ordered' (an order was made from it).
 */
export async function importQuotes(
  db: Db,
  quotes: QuoteEntry[],
  now = new Date(),
): Promise<
  | { ok: true; counts: { read: number; added: number; updated: number } }
  | { ok: false; problems: QuoteProblem[] }
> {
  const known = await repo.existingAddressIds(db.kysely, [
    ...new Set(quotes.map((q) => q.addressId)),
  ]);
  const problems = quotes.flatMap((q, i) =>
    known.has(q.addressId)
      ? []
      : [
          {
            entry: i + 1,
            field: 'addressId',
            message: `${q.addressId} is not an address of the footprint`,
          },
        ],
  );
  if (problems.length) return { ok: false, problems };
  const iso = now.toISOString();
  const counts = await inTransaction(db, async (trx) => {
    const existing = await repo.statusesOf(
      trx,
      quotes.map((q) => q.quoteNumber),
    );
    let added = 0;
    let updated = 0;
    for (const q of quotes) {
      const row = {
        quote_number: q.quoteNumber,
        address_id: q.addressId,
        mon: q.mon,
        status: existing.get(q.quoteNumber) === 'ordered' ? 'ordered' : q.status,
        summary: JSON.stringify({ ...q.summary, creditCheckStatus: q.creditCheckStatus }),
        expires_at: new Date(q.expiresAt).toISOString(),
        created_at: iso,
      };
      if (existing.has(q.quoteNumber)) {
        await repo.updateQuote(trx, row);
        updated++;
      } else {
        await repo.insertQuote(trx, row);
        added++;
      }
    }
    return { added, updated };
  });
  return { ok: true, counts: { read: quotes.length, ...counts } };
}

const DEMO_QUOTES_FILE = 'data/quotes/demo.json';

/** Start-up: load the demo quotes when there are none (after the demo footprint). */
export async function seedDemoQuotesIfEmpty(
  ctx: { db: Db; log: { info(obj: object, msg?: string): void } },
  file?: string,
): Promise<number> {
  if ((await repo.countQuotes(ctx.db.kysely)) > 0) return 0;
  const parsed = parseQuoteDocument(
    fs.readFileSync(file ?? fromRepoRoot(DEMO_QUOTES_FILE), 'utf8'),
  );
  if (!parsed.ok) throw new Error(parsed.problems.map(formatQuoteProblem).join('\n'));
  const result = await importQuotes(ctx.db, parsed.quotes);
  if (!result.ok) {
    // The demo quotes belong to the demo footprint: with another footprint (a provider's own,
    // a generated one for benchmarks) they have no address and are simply not loaded.
    if (result.problems.every((p) => p.field === 'addressId')) {
      ctx.log.info({}, 'demo price quotes not loaded: their addresses are not in the footprint');
      return 0;
    }
    throw new Error(result.problems.map(formatQuoteProblem).join('\n'));
  }
  ctx.log.info({ quotes: result.counts.added }, 'loaded the demo price quotes');
  return result.counts.added;
}
