/**
 * Placing an order (createOrder), idempotent: one order per idempotency key AND per cart. The
 * order row is inserted first in the transaction (ON CONFLICT DO NOTHING): a concurrent submit
 * with the same key or cart waits for the first to commit and then answers that order. The slot
 * hold is confirmed, the held telephone numbers assigned, the status history started and the
 * confirmation e-mail queued in the same transaction; the e-mail is sent after the commit.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { cancelAfter, orderNumberFrom, refNumberFrom } from '@bizline/domain/orders/order-rules';
import { INITIAL_ORDER_STATE } from '@bizline/domain/orders/order-states';
import { SLOT_TAKEN_MESSAGE } from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { conflict } from '../../http-errors';
import { deliverSoon } from '../../jobs/deliveries';
import { ordersSubmitted } from '../../observability/metrics';
import { confirmSlot } from '../scheduling/service';
import { assignNumbers } from '../tn/service';
import { queueWebhookEvent } from '../webhooks/events';
import { queueProductOrderEvent } from '../tmf-hub/events';
import { orderCreatedData } from '../webhooks/payloads';
import { confirmationEmailKey, queueConfirmationEmail } from './confirmation-email';
import { toOrder, type NewOrder, type Order, type OrderInstallation } from './order-record';
import * as repo from './repo';
import { noticesOfNewOrder } from './notices-hook';
import { recordCartStep } from '../funnel/record';

const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another order.';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10));

/** The insert met an existing order (same key, cart or number): nothing of this try is kept. */
class AlreadyThere extends Error {}

/** The order of this key or cart, if any; 409 when the key belongs to another cart's order. */
export async function existingOrder(db: Kysely<Database>, key: string, cartId: string) {
  const byKey = await repo.findByKey(db, key);
  if (byKey && byKey.cart_id !== cartId) throw conflict(KEY_REUSED_MESSAGE, 'Idempotency-Key');
  return byKey ?? (await repo.findByCart(db, cartId));
}

/**
 * Create the order once. The same key (double click, retry, two tabs) or another key for a cart
 * that already has an order answers that order (created false). 409 with SLOT_TAKEN_MESSAGE when
 * the held slot could not be confirmed (it expired and filled up meanwhile).
 */
export async function createOrder(ctx: AppContext, input: NewOrder): Promise<Order> {
  const found = await existingOrder(ctx.db.kysely, input.idempotencyKey, input.cartId);
  if (found) return toOrder(found);
  const now = input.now ?? new Date();
  const at = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const orderNo = orderNumberFrom(digits(10));
    try {
      const row = await inTransaction(ctx.db, async (trx) => {
        const db: Db = { ...ctx.db, kysely: trx };
        const inserted = await repo.insertOrder(trx, {
          order_no: orderNo,
          ref_no: refNumberFrom(digits(9)),
          cart_id: input.cartId,
          session_id: input.sessionId,
          idempotency_key: input.idempotencyKey,
          flow: input.flow,
          status: INITIAL_ORDER_STATE,
          channel: input.channel ?? 'web',
          search_name: input.customer.businessName.toLowerCase(),
          search_email: input.customer.email.toLowerCase(),
          credit_status: input.creditStatus,
          service_zip: input.serviceZip,
          snapshot: JSON.stringify(input.snapshot),
          customer: JSON.stringify(input.customer),
          installation: JSON.stringify(input.installation),
          terms_version: input.terms?.version ?? null,
          terms_accepted_at: input.terms?.acceptedAt ?? null,
          created_at: at,
          updated_at: at,
          cancel_after: cancelAfter(now).toISOString(),
        });
        if (!inserted) throw new AlreadyThere();
        await recordCartStep(trx, 'order', input.cartId, at);
        if (input.installation.holdId !== null) {
          const slot = await confirmSlot({ db }, input.installation.holdId, input.cartId);
          if (!slot) throw conflict(SLOT_TAKEN_MESSAGE, 'installation');
          // The stored slot is the one confirmed, whatever the checkout remembered.
          const installation: OrderInstallation = {
            holdId: slot.holdId,
            dueDate: slot.dueDate,
            timeSlotCode: slot.timeSlotCode,
            timeSlot: slot.timeSlot,
            type: slot.type,
          };
          await repo.setInstallation(trx, orderNo, JSON.stringify(installation));
        }
        await repo.insertOrderRefs(trx, orderNo, filterRefsOf(input.snapshot));
        if (input.telephoneNumbers?.length) {
          await assignNumbers(db, input.cartId, input.telephoneNumbers);
        }
        const submitted = {
          order_no: orderNo,
          status: INITIAL_ORDER_STATE,
          note: 'Order submitted',
          at,
          actor_kind: 'system' as const,
        };
        const historyId = await repo.addHistory(trx, submitted);
        const created = await repo.findByNumber(trx, orderNo);
        // The text consent and the installation reminders are kept with the order.
        if (created)
          await noticesOfNewOrder(ctx, trx, toOrder(created, true), input.smsConsent, now);
        // The confirmation e-mail is queued with the order: both are kept, or neither.
        if (created) await queueConfirmationEmail(ctx, trx, toOrder(created, true));
        // So is the order.created webhook of every endpoint that takes it.
        if (created) {
          // Its productOrder is the order as GET productOrder/{id} answers it now.
          const history = [{ ...submitted, id: historyId, kind: 'state', reason: null }];
          const data = orderCreatedData(toOrder(created, true), ctx.config.publicUrl, history);
          await queueWebhookEvent(trx, 'order.created', data, `order.created:${orderNo}`, now);
          await queueProductOrderEvent(
            trx,
            ctx.config.publicUrl,
            'ProductOrderCreateEvent',
            orderNo,
            `ProductOrderCreateEvent:${orderNo}`,
            now,
          );
        }
        return created;
      });
      if (!row) throw new Error('order vanished after insert');
      const order = toOrder(row, true);
      ordersSubmitted.inc({ flow: input.flow });
      await deliverSoon(ctx, confirmationEmailKey(order.orderNo));
      return order;
    } catch (e) {
      if (!(e instanceof AlreadyThere)) throw e;
      const now2 = await existingOrder(ctx.db.kysely, input.idempotencyKey, input.cartId);
      if (now2) return toOrder(now2);
      // Otherwise the random order number was taken: draw another.
    }
  }
  throw new Error('could not draw a free order number');
}

/**
 * What the TMF622 list filters on beside the order's columns: the catalogue ids of its items and
 * its sales agent (docs/integration.md "Filters").
 */
function filterRefsOf(snapshot: unknown): { attribute: string; value: string }[] {
  const s = snapshot as {
    orderItems?: { offeringId: string }[];
    salesAgent?: { id: string } | null;
  } | null;
  const offerings = new Set((s?.orderItems ?? []).map((i) => i.offeringId));
  return [
    ...[...offerings].map((value) => ({ attribute: 'productOffering.id', value })),
    ...(s?.salesAgent?.id ? [{ attribute: 'relatedParty.id', value: s.salesAgent.id }] : []),
  ];
}

/** The order of a cart, if it has one (the quote checkout asks before answering an ordered quote). */
export async function orderOfCart(ctx: AppContext, cartId: string): Promise<Order | null> {
  const row = await repo.findByCart(ctx.db.kysely, cartId);
  return row ? toOrder(row) : null;
}
