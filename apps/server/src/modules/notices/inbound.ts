/**
 * Texts customers send to the shop's number (POST Sms/Inbound, from the SMS gateway's callback
 * through SmsProvider.parseInbound). STOP (or UNSUBSCRIBE, CANCEL, END, QUIT...) ends every text
 * to that number, for all of its orders, and START turns them on again; each is answered once.
 * The checkout's one-time passcodes are not notices and go out whatever the number asked.
 */
import { smsKeyword, mobileKey } from '@bizline/domain/notices/reminders';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http-errors';
import { deliverSoon, queueSms } from '../../jobs/deliveries';
import { dropQueuedTexts } from '../../jobs/repo';
import { ORDER_TEXT_KEY_PREFIX } from './consent';
import { keywordReply } from './messages';
import * as repo from './repo';

const NOT_AN_INBOUND_TEXT = 'That is not an inbound text message.';

export async function receiveSms(
  ctx: AppContext,
  body: unknown,
  now = new Date(),
): Promise<{ keyword: 'stop' | 'start' | null }> {
  const sms = ctx.providers.sms.parseInbound(body);
  if (!sms) throw badRequest(NOT_AN_INBOUND_TEXT);
  const keyword = smsKeyword(sms.text);
  if (!keyword) return { keyword };
  const mobile = mobileKey(sms.from);
  const at = now.toISOString();
  const key = `sms-keyword:${mobile}:${at}`;
  await inTransaction(ctx.db, async (trx) => {
    await repo.setStopped(trx, mobile, keyword === 'stop', sms.text.trim().slice(0, 40), at);
    // Texts about orders still waiting for the gateway are not sent either.
    if (keyword === 'stop') await dropQueuedTexts(trx, mobile, ORDER_TEXT_KEY_PREFIX);
    await queueSms(
      trx,
      { to: mobile, text: keywordReply(ctx, keyword), topic: `sms-keyword:${mobile}` },
      { key, now },
    );
  });
  await deliverSoon(ctx, key);
  return { keyword };
}
