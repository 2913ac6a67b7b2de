/**
 * Every provider used with known sensitive values, then the SQLite file (and its WAL) and the
 * log are searched for those digits: none may be found.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { captureLog } from './test-log';
import { describeEachDialectContext } from '../../test/provider-context';
import { createProviders } from './index';
import { encryptForTest } from '../../test/encrypt';

const SSN = '078051120';
const TAX_ID = '931234567';
const CARD = '4242424242424242';
const ROUTING = '021000021';
const ACCOUNT = '000987654321';

describeEachDialectContext('sensitive values never at rest or in logs', (get) => {
  it('leaves no SSN, tax id, card, routing or account number in the database or log', async () => {
    const { ctx, dialect, url } = get();
    const { log, text } = captureLog();
    const providers = await createProviders({ ...ctx.config, logMessageText: false }, ctx.db, log);
    const key = providers.sensitive.publicKey();
    const ssn = providers.sensitive.decrypt(key.kid, await encryptForTest(key.jwk, SSN));
    const taxId = providers.sensitive.decrypt(key.kid, await encryptForTest(key.jwk, TAX_ID));
    const answer = await providers.credit.check({
      customerType: 'corporation',
      owners: [{ firstName: 'Ada', lastName: 'Lopez', ssn, dob: '1/2/1980' }],
      company: { billingName: 'Lopez Bakery Inc', taxId },
      address: { zip: '10001', state: 'NY' },
    });
    expect(answer.creditworthiness).toBe('pass');
    const card = await providers.payments.tokenizeCard('cart-leak', {
      number: CARD,
      expMonth: 12,
      expYear: 2039,
      cvv: '737',
      brand: 'VISA',
    });
    const bank = await providers.payments.tokenizeBank('cart-leak', {
      routingNumber: ROUTING,
      accountNumber: ACCOUNT,
    });
    await providers.payments.charge(card.token, 20_000, 'leak-1');
    await providers.payments.charge(bank.token, 20_000, 'leak-2');
    await providers.sms.send({ to: '2125550123', text: 'Code 493817', topic: 'otp:cart-leak' });
    await providers.mail.send({
      to: 'ada@example.com',
      subject: 'Order',
      text: `Paid with card ending ${card.last4}`,
      html: `<p>Paid with card ending ${card.last4}</p>`,
      topic: 'order:leak',
    });

    let stored = '';
    if (dialect === 'sqlite') {
      const file = url.replace(/^sqlite:/, '');
      for (const f of [file, `${file}-wal`]) {
        if (fs.existsSync(f)) stored += fs.readFileSync(f).toString('latin1');
      }
    } else {
      for (const table of ['outbox_messages', 'payment_tokens', 'app_settings'] as const) {
        stored += JSON.stringify(await ctx.db.kysely.selectFrom(table).selectAll().execute());
      }
    }
    expect(stored).toContain('cart-leak');
    const logged = text();
    expect(logged).toContain('credit check');
    for (const secret of [SSN, TAX_ID, CARD, ROUTING, ACCOUNT]) {
      expect(stored.includes(secret), secret).toBe(false);
      expect(logged, secret).not.toContain(secret);
    }
    // The passcode is in the SMS outbox by design, but not in a production log.
    expect(logged).not.toContain('493817');
  });
});
