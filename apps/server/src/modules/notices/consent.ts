/**
 * Consent to texts about an order (docs/notices.md). Asked at checkout with the checkbox
 * unticked; every answer is kept with the words shown, the time and who gave it, and the latest
 * one counts. A number that texted STOP gets no texts of any order until it texts START, whatever
 * the consent; one-time passcodes are not notices and are always sent.
 */
import type { Kysely } from 'kysely';
import type { OrderActorKind } from '@bizline/domain/orders/order-states';
import { mobileKey } from '@bizline/domain/notices/reminders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http-errors';
import { queueSms } from '../../jobs/deliveries';
import { smsConsentWording } from './messages';
import * as repo from './repo';

/** Who changes a consent: the customer, a staff member or the system (label: who by name). */
export interface NoticeActor {
  kind: OrderActorKind;
  id: string | null;
  label: string;
}

const NO_CONSENT_RECORD_MESSAGE = 'This order has no mobile number to text.';

/** An order's consent as the order page shows it. */
export interface SmsConsent {
  consented: boolean;
  /** When it was given or withdrawn (ISO). */
  at: string;
  /** The words the customer agreed (or did not agree) to. */
  wording: string;
  /** The number texted STOP: no text goes to it until it texts START. */
  stopped: boolean;
}

/** The checkout's answer, stored with the order in its transaction `trx`. */
export async function recordCheckoutConsent(
  trx: Kysely<Database>,
  answer: { orderNo: string; mobile: string; consented: boolean; wording: string; at: string },
): Promise<void> {
  await repo.insertConsent(trx, {
    ...answer,
    mobile: mobileKey(answer.mobile),
    actorKind: 'customer',
    actorLabel: 'customer',
  });
}

/** The consent of `orderNo`, or null for an order that was never asked (placed before). */
export async function smsConsentOf(
  ctx: Pick<AppContext, 'db'>,
  orderNo: string,
): Promise<SmsConsent | null> {
  const row = await repo.latestConsent(ctx.db.kysely, orderNo);
  if (!row) return null;
  return {
    consented: row.consented,
    at: row.at,
    wording: row.wording,
    stopped: await repo.isStopped(ctx.db.kysely, row.mobile),
  };
}

/**
 * Give or withdraw consent to texts about `orderNo` (the order page). The words kept are those
 * the storefront shows beside its checkbox. 404 for an order with no mobile number on record.
 */
export async function setSmsConsent(
  ctx: AppContext,
  orderNo: string,
  consent: boolean,
  actor: NoticeActor,
  now = new Date(),
): Promise<SmsConsent> {
  const wording = smsConsentWording(ctx);
  const at = now.toISOString();
  return inTransaction(ctx.db, async (trx) => {
    const last = await repo.latestConsent(trx, orderNo);
    if (!last) throw notFound(NO_CONSENT_RECORD_MESSAGE, 'orderNo');
    await repo.insertConsent(trx, {
      orderNo,
      mobile: last.mobile,
      consented: consent,
      wording,
      actorKind: actor.kind,
      actorLabel: actor.label,
      at,
    });
    return { consented: consent, at, wording, stopped: await repo.isStopped(trx, last.mobile) };
  });
}

/** The number to text about `orderNo`, or null: no consent, or the number texted STOP. */
async function textableMobile(db: Kysely<Database>, orderNo: string): Promise<string | null> {
  const row = await repo.latestConsent(db, orderNo);
  if (!row?.consented || !row.mobile) return null;
  return (await repo.isStopped(db, row.mobile)) ? null : row.mobile;
}

/** Texts about orders outlive a long outage of the SMS gateway (a passcode's text does not). */
const ORDER_SMS_MAX_ATTEMPTS = 20;

/** The job keys of texts about orders: a STOP drops those still waiting (inbound.ts). */
export const ORDER_TEXT_KEY_PREFIX = 'order-text:';

/**
 * Queue a text about `orderNo` (a reminder, a change) in the transaction `trx`, only when the
 * customer agreed to texts and the number did not text STOP. `key` names it once, ever; the
 * delivery job's key when queued now (deliver it after the commit with deliverSoon), else null.
 */
export async function queueOrderText(
  trx: Kysely<Database>,
  orderNo: string,
  text: string,
  key: string,
): Promise<string | null> {
  const mobile = await textableMobile(trx, orderNo);
  if (!mobile || !text) return null;
  const jobKey = `${ORDER_TEXT_KEY_PREFIX}${key}`;
  const queued = await queueSms(
    trx,
    { to: mobile, text, topic: `order:${orderNo}` },
    { key: jobKey, maxAttempts: ORDER_SMS_MAX_ATTEMPTS },
  );
  return queued ? jobKey : null;
}
