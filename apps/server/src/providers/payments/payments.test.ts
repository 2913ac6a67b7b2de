import { expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@bizline/domain/validators/payment';
import { describeEachDialectContext } from '../../../test/provider-context';
import { captureLog } from '../test-log';
import { PaymentInputError, VaultPaymentsProvider } from './index';

const NOW = new Date(2026, 4, 15);
const visa = {
  number: '4111 1111 1111 1111',
  expMonth: 12,
  expYear: 2030,
  cvv: '737',
  brand: 'VISA',
};
const bank = { routingNumber: '011000015', accountNumber: '000123456789' };

/** None of `secrets` is in the stored rows nor in the log. */
function expectKeptNowhere(rows: unknown, log: string, secrets: string[]) {
  // The log's own numbers (time, pid) may contain the cvv's digits by chance: leave them out.
  const stored = JSON.stringify(rows) + log.replace(/"(time|pid)":\d+,?/g, '');
  for (const secret of secrets) expect(stored).not.toContain(secret);
}

describeEachDialectContext('payments provider', (get) => {
  it('tokenises a card, keeping only token, kind, brand, last four and expiry', async () => {
    const { ctx } = get();
    const { log, text } = captureLog();
    const payments = new VaultPaymentsProvider(ctx.db, log, () => NOW);
    const card = await payments.tokenizeCard('cart-card', visa);
    expect(card).toMatchObject({ last4: '1111', brand: 'VISA' });
    expect(card.token).toMatch(/^pt_card_[A-Za-z0-9_-]{32}$/);
    expect(card.token).not.toContain('411111');
    const rows = await ctx.db.kysely
      .selectFrom('payment_tokens')
      .selectAll()
      .where('cart_id', '=', 'cart-card')
      .execute();
    expect(rows).toEqual([
      {
        token: card.token,
        cart_id: 'cart-card',
        kind: 'card',
        brand: 'VISA',
        last4: '1111',
        exp_month: 12,
        exp_year: 2030,
        created_at: NOW.toISOString(),
      },
    ]);
    expectKeptNowhere(rows, text(), ['41111111', '737']);
  });

  it('tokenises a bank account, keeping only the last four digits', async () => {
    const { ctx } = get();
    const { log, text } = captureLog();
    const payments = new VaultPaymentsProvider(ctx.db, log, () => NOW);
    const account = await payments.tokenizeBank('cart-bank', bank);
    expect(account.last4).toBe('6789');
    expect(account.token).toMatch(/^pt_bank_/);
    const rows = await ctx.db.kysely
      .selectFrom('payment_tokens')
      .selectAll()
      .where('cart_id', '=', 'cart-bank')
      .execute();
    expect(rows).toMatchObject([{ kind: 'bank', brand: '', last4: '6789', exp_month: null }]);
    expectKeptNowhere(rows, text(), ['000123456789', '011000015']);
  });

  it('refuses bad details with every field message and stores nothing', async () => {
    const { ctx } = get();
    const payments = new VaultPaymentsProvider(ctx.db, captureLog().log, () => NOW);
    const error = await payments
      .tokenizeCard('cart-bad', { ...visa, number: '4111111111111112', expYear: 2025, cvv: '12' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentInputError);
    expect((error as PaymentInputError).errors).toEqual([
      { field: 'cardNumber', message: PAYMENT_MESSAGES.cardNumberInvalid },
      { field: 'expMonth', message: PAYMENT_MESSAGES.expiryPast },
      { field: 'cvv', message: PAYMENT_MESSAGES.cvv3 },
    ]);
    expect((error as PaymentInputError).field).toBe('cardNumber');
    await expect(
      payments.tokenizeBank('cart-bad', { routingNumber: '011000016', accountNumber: '12' }),
    ).rejects.toMatchObject({
      errors: [
        { field: 'routingNumber', message: PAYMENT_MESSAGES.routingInvalid },
        { field: 'accountNumber', message: PAYMENT_MESSAGES.accountDigits },
      ],
    });
    await expect(
      payments.tokenizeCard('cart-bad', { ...visa, brand: 'MASTERCARD' }),
    ).rejects.toMatchObject({ message: PAYMENT_MESSAGES.cardBrandMismatch });
    const rows = await ctx.db.kysely
      .selectFrom('payment_tokens')
      .select('token')
      .where('cart_id', '=', 'cart-bad')
      .execute();
    expect(rows).toEqual([]);
  });

  it('approves charges idempotently and declines the 0002 test numbers', async () => {
    const { ctx } = get();
    const payments = new VaultPaymentsProvider(ctx.db, captureLog().log, () => NOW);
    const card = await payments.tokenizeCard('cart-charge', visa);
    const first = await payments.charge(card.token, 20_000, 'key-1');
    expect(first.status).toBe('approved');
    expect(first.reference).toMatch(/^PY[0-9A-F]{16}$/);
    expect(await payments.charge(card.token, 20_000, 'key-1')).toEqual(first);
    expect((await payments.charge(card.token, 20_000, 'key-2')).reference).not.toBe(
      first.reference,
    );

    const declinedCard = await payments.tokenizeCard('cart-charge', {
      ...visa,
      number: '4000000000000002',
    });
    expect((await payments.charge(declinedCard.token, 20_000, 'k')).status).toBe('declined');
    const declinedBank = await payments.tokenizeBank('cart-charge', {
      ...bank,
      accountNumber: '000123450002',
    });
    expect((await payments.charge(declinedBank.token, 20_000, 'k')).status).toBe('declined');
    const goodBank = await payments.tokenizeBank('cart-charge', bank);
    expect((await payments.charge(goodBank.token, 20_000, 'k')).status).toBe('approved');
  });

  it('declines a card that has expired since it was tokenised, refuses unknown tokens', async () => {
    const { ctx } = get();
    let now = NOW;
    const payments = new VaultPaymentsProvider(ctx.db, captureLog().log, () => now);
    const card = await payments.tokenizeCard('cart-expiry', {
      ...visa,
      expMonth: 5,
      expYear: 2026,
    });
    expect((await payments.charge(card.token, 100, 'k')).status).toBe('approved');
    now = new Date(2026, 5, 1);
    expect((await payments.charge(card.token, 100, 'k')).status).toBe('declined');
    await expect(payments.charge('pt_card_nope', 100, 'k')).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    await expect(payments.charge(card.token, 0, 'k')).rejects.toThrow();
  });
});
