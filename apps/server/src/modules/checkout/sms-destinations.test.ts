/**
 * Issue 11, SMS pumping: one session (and one cart) sends passcodes to at most
 * OTP_MAX_DESTINATIONS different numbers, also when the sends arrive together.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { businessInfoVisitor } from '../../../test/support-visitors';
import { OTP_MAX_DESTINATIONS, TOO_MANY_DESTINATIONS_MESSAGE } from './sms-destinations';

describeEachDialect('passcode destinations per session and cart (issue 11)', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx, { bostonNumbers: 20 });
  });

  it('sends to at most 3 different numbers of 30 sent at once; those 3 keep working', async () => {
    const v = await businessInfoVisitor(server());
    const numbers = Array.from({ length: 30 }, (_, i) => `212-555-${String(2000 + i)}`);
    const results = await Promise.all(
      numbers.map((n) => v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: n })),
    );
    const sent = numbers.filter((_, i) => results[i]!.status === 200);
    expect(sent).toHaveLength(OTP_MAX_DESTINATIONS);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - OTP_MAX_DESTINATIONS);
    expect(refused[0]!.body).toMatchObject({
      message: TOO_MANY_DESTINATIONS_MESSAGE,
      field: 'smsNumber',
      code: 'OTP_DESTINATION_LIMIT',
    });
    const outbox = await server()
      .ctx.db.kysely.selectFrom('outbox_messages')
      .select('recipient')
      .where('channel', '=', 'sms')
      .where('recipient', 'like', '212555%')
      .execute();
    expect(outbox).toHaveLength(OTP_MAX_DESTINATIONS);
    // A number already used is not a new destination.
    const again = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: sent[0] });
    expect(again.status).toBe(200);
    const fourth = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: '212-555-3999' });
    expect(fourth.status).toBe(429);
  });

  it('counts per session: another visitor has its own 3', async () => {
    const other = await businessInfoVisitor(server());
    const res = await other.json('POST', '/Checkout/SendOTPSMS', { smsNumber: '213-555-0100' });
    expect(res.status).toBe(200);
  });
});
