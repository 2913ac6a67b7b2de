/**
 * The order of the opened quote (SubmitQuotesOrderByCoA), created by the orders module (flow
 * 'quote', the quote's summary as the priced snapshot), idempotently.
 */
import type { submitQuotesOrderResponse } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict } from '../../http-errors';
import type { Session } from '../session/service';
import { createOrder, orderOfCart, structuredAddressOf } from '../orders/service';
import {
  EXPIRED_QUOTE_MESSAGE,
  ORDERED_QUOTE_MESSAGE,
  openedQuote,
  quoteStatusOf,
  summaryOf,
} from './opened-quote';
import * as repo from './repo';

const NO_CONTACT_MESSAGE = 'Enter the contact details first';
const NO_SLOT_MESSAGE = 'Choose an installation date and time first';
const CART_HAS_ORDER_MESSAGE =
  'This cart already has an order. Check the address again to start a new one.';

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
      serviceAddress: structuredAddressOf(opened.address),
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
