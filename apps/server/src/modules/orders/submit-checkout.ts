/**
 * The classic submit (POST Checkout/SubmitOrder): the order made from the session's priced cart
 * and checkout answers, or 409 naming the sections still missing.
 */
import { missingSections, missingSectionsMessage } from '@bizline/domain/orders/order-rules';
import { lineNumbers } from '@bizline/domain/checkout/terms';
import { orderItemsOf } from '@bizline/domain/pricing/order-items';
import type { OrderChannel } from '@bizline/domain/orders/order-states';
import type { SubmitOrderResponse } from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import { conflict } from '../../http-errors';
import { pricedSelections } from '../cart/service';
import { getActiveCatalogue } from '../catalogue/service';
import { assertLoaCovers, loadCheckout } from '../checkout/service';
import type { Session } from '../session/service';
import { findStaff } from '../staff/service';
import { STAFF_SESSION_KEY } from '../staff/plugin';
// stored.ts, not the saved-cart service: that one reaches the orders module (reminders).
import { findSavedCartRow } from '../saved-cart/stored';
import { heldNumbers } from '../tn/service';
import { structuredAddressOf, toOrder, type Order } from './order-record';
import { createOrder, existingOrder } from './place-order';

/**
 * Submit the session's checkout: the order of this key or cart if there is one; otherwise 409
 * naming the missing sections, or the order created from the priced cart and checkout answers.
 */
export async function submitOrder(
  ctx: AppContext,
  session: Session,
  idempotencyKey: string,
  channel: OrderChannel = 'web',
  now = new Date(),
): Promise<SubmitOrderResponse> {
  const { cart, checkout } = await loadCheckout(ctx, session, now);
  const order = await createOrderOfCheckout(
    ctx,
    session,
    idempotencyKey,
    { cart, checkout },
    channel,
    now,
  );
  return {
    Status: 'SUCCESS',
    CreditCheckStatus: order.creditStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
    svc_orderNo: order.orderNo,
    Refno: order.refNo,
  };
}

type LoadedCheckout = Awaited<ReturnType<typeof loadCheckout>>;

async function createOrderOfCheckout(
  ctx: AppContext,
  session: Session,
  idempotencyKey: string,
  { cart, checkout }: LoadedCheckout,
  channel: OrderChannel,
  now: Date,
): Promise<Order> {
  // A retry after success answers the order even though nothing is "missing" any more.
  const found = await existingOrder(ctx.db.kysely, idempotencyKey, cart.cartId);
  if (found) return toOrder(found);
  const missing = missingSections(checkout.progress);
  if (missing.length) throw conflict(missingSectionsMessage(missing), missing[0]);
  const a = checkout.answers;
  const contact = a.contact;
  if (!contact) throw conflict(missingSectionsMessage(['personalInfo']), 'personalInfo');
  // A number moved after the letter was signed needs the letter again.
  await assertLoaCovers(ctx, cart, a.loa);
  const credit = checkout.progress.CreditCheckStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS';
  const install = a.installation;
  // The order takes the pool numbers its lines use: a number held for a line that then kept the
  // customer's own number is left to expire back into the pool.
  const onLines = new Set(lineNumbers(cart.selections));
  const telephoneNumbers = (await heldNumbers(ctx.db, cart.cartId, now.toISOString())).filter(
    (tn) => onLines.has(tn),
  );
  const saved = await findSavedCartRow(ctx, cart.cartId);
  // A cart an agent saved for the customer is the agent's sale.
  const orderChannel = channel === 'web' && saved?.saved_by === 'agent' ? 'agent' : channel;
  // What the provider's systems read (TMF622): each product with its catalogue id and choices,
  // priced by the same function as the cart, and the service address as the footprint has it.
  const doc = await getActiveCatalogue(ctx);
  const { priced } = pricedSelections(doc, session, cart, cart.selections);
  const orderItems = orderItemsOf({
    priced,
    selections: cart.selections,
    catalogue: doc,
    poolNumbers: telephoneNumbers,
    loa: a.loa?.numbers?.length ? a.loa : null,
  });
  return createOrder(ctx, {
    cartId: cart.cartId,
    sessionId: session.id,
    idempotencyKey,
    flow: 'classic',
    channel: orderChannel,
    creditStatus: credit,
    serviceZip: cart.address.zip,
    snapshot: {
      planDetails: cart.planDetails,
      selections: cart.selections,
      telephoneNumbers,
      orderItems,
      serviceAddress: structuredAddressOf(cart.address),
      catalogueVersion: doc.version,
      ...(orderChannel === 'agent' ? { salesAgent: await salesAgentOf(ctx, session, saved) } : {}),
    },
    customer: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneNumber: contact.phoneNumber,
      businessName: contact.businessName,
      selectedMailType: contact.selectedMailType,
      serviceAddress: serviceAddressOf(cart.address),
      billingAddress: a.businessInfo ?? null,
      shippingAddress: a.shippingInfo ?? null,
      customerType: a.credit?.customerType ?? '',
      // Tokens and last four digits only (the checkout never keeps more).
      payment: a.payment
        ? {
            method: a.payment.method,
            token: a.payment.token,
            last4: a.payment.last4,
            brand: a.payment.brand,
          }
        : null,
      deposit: a.deposit
        ? { token: a.deposit.token, last4: a.deposit.last4, amountCents: a.deposit.amountCents }
        : null,
      installments: a.installments ?? null,
      paperless: a.paperless ?? '',
      autopay: a.autopay?.enrolled ?? 'N',
      // The letter of authorisation of moved numbers: which numbers, who signed, when.
      letterOfAuthorization: a.loa?.numbers?.length ? a.loa : null,
    },
    installation:
      install && install.holdId !== null && credit === 'SUCCESS'
        ? {
            holdId: install.holdId,
            dueDate: install.dueDate,
            timeSlotCode: install.timeSlotCode,
            timeSlot: install.timeSlot,
            type: install.type,
          }
        : { holdId: null, dueDate: '', timeSlotCode: '', timeSlot: '', type: '' },
    telephoneNumbers,
    terms: a.terms?.version ? { version: a.terms.version, acceptedAt: a.terms.at } : null,
    smsConsent: a.smsConsent ?? null,
    now,
  });
}

/** The agent of an agent's sale: signed in on the visit, else the one who saved the cart. */
async function salesAgentOf(
  ctx: AppContext,
  session: Session,
  saved: { agent_id: number | null; agent: string | null } | undefined | null,
): Promise<{ id: string; name: string; email: string } | null> {
  const signedIn = session.data[STAFF_SESSION_KEY];
  const id = typeof signedIn === 'number' ? signedIn : saved?.agent_id;
  const staff = typeof id === 'number' ? await findStaff(ctx.db, id) : null;
  if (staff) {
    const name = [staff.firstName, staff.lastName].filter(Boolean).join(' ');
    return { id: String(staff.id), name: name || staff.email, email: staff.email };
  }
  return saved?.agent ? { id: String(saved.agent_id ?? ''), name: saved.agent, email: '' } : null;
}

function serviceAddressOf(a: {
  house_number: string;
  street_name: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}): string {
  const street = `${a.house_number} ${a.street_name}`.trim();
  return `${street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}
