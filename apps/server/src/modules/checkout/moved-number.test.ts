/**
 * Keeping a current phone number: a voice line may carry the customer's current
 * number (KeepTN Y); the pool's own numbers, a number on two lines and bad digits are refused.
 * The letter of authorisation then applies, and only then; the order keeps which numbers it
 * moves, who authorized it and when, with the terms version accepted.
 */
import { beforeAll, expect, it } from 'vitest';
import { MOVED_NUMBER_MESSAGES } from '@bizline/domain/cart/moved-number';
import { LOA_REQUIRED_MESSAGE } from '@bizline/domain/checkout/terms';
import type { Visitor } from '../../../test/support';
import { describeEachDialect } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { checkoutVisitor, slotsOf, submitOrder } from '../../../test/checkout-ready';
import { orderOfCart } from '../../../test/checkout-row';
import { postSubmitOrder } from '../../../test/support-visitors';

const KEPT = '6175559876';
const LOA = {
  localService: 'Y',
  intraLATA: 'Y',
  interLATA: 'N',
  tDate: '11/23/2026',
  firstName: 'Ada',
  lastName: 'Lovelace',
  cNumber: '617-555-9876',
};

/** Phone with two lines on the visitor's cart; answers the numbers the cart holds. */
async function withPhone(v: Visitor): Promise<string[]> {
  const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
    ptype: 'phone',
    planId: 'FIOS-500',
    nLines: 2,
  });
  expect(bundle.status).toBe(200);
  const selected = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
  expect(selected.heldTNs).toHaveLength(2);
  return selected.heldTNs as string[];
}

const voiceLines = (v: Visitor, lines: Record<string, string>[]) =>
  v.json('POST', '/PrdConfig/UpdateCart', {
    ProductType: 'VOICE',
    VoiceModelPost: { PhoneLines: lines.map((l, i) => ({ LineNO: i + 1, ...l })) },
  });

async function reserveSlot(v: Visitor) {
  const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
  const res = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(res.body.Status).toBe('SUCCESS');
}

describeEachDialect('moving a current phone number', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx, { bostonNumbers: 30 });
  });

  it('keeps a current number on a line; pool numbers, duplicates and bad digits are refused', async () => {
    const { v } = await checkoutVisitor(server());
    const held = await withPhone(v);

    const bad = await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: '1235550100', KeepTN: 'Y' }]);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      field: 'PhoneLines',
      message: MOVED_NUMBER_MESSAGES.invalid,
    });
    const short = await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: '617555', KeepTN: 'Y' }]);
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('VoiceModelPost.PhoneLines.1.NewTN');

    // A number of the provider's own pool (held by this cart or not) is nothing to move.
    for (const ours of [held[1]!, '6175550329']) {
      const pool = await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: ours, KeepTN: 'Y' }]);
      expect(pool.status).toBe(400);
      expect(pool.body.message).toBe(MOVED_NUMBER_MESSAGES.inPool);
    }
    const twice = await voiceLines(v, [
      { NewTN: KEPT, KeepTN: 'Y' },
      { NewTN: KEPT, KeepTN: 'Y' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(MOVED_NUMBER_MESSAGES.duplicate);

    const ok = await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: '617-555-9876', KeepTN: 'Y' }]);
    expect(ok.status).toBe(200);
    const lines = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections.phone
      .lines;
    expect(lines).toMatchObject([
      { lineNo: 1, tn: held[0] },
      { lineNo: 2, tn: KEPT, moved: true },
    ]);
    // Asking for numbers again (001 §7 RequestTNs) leaves the kept number on its line.
    expect((await v.json('GET', '/PrdSelection/GetBDVTNs?tnCount=2')).status).toBe(200);
    const again = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections.phone
      .lines;
    expect(again[1]).toMatchObject({ tn: KEPT, moved: true });

    const loa = await v.json('GET', '/Checkout/LOANEXT');
    expect(loa.body).toMatchObject({ loaRequired: 'Y', numbers: [KEPT] });

    // Back to a new number from the pool: no letter.
    const back = await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: held[1]! }]);
    expect(back.status).toBe(200);
    expect((await v.json('GET', '/Checkout/LOANEXT')).body).toMatchObject({
      loaRequired: 'N',
      numbers: [],
    });
  });

  it('without a moved number the terms need no letter, and the order keeps none', async () => {
    const { v, cartId } = await checkoutVisitor(server());
    await withPhone(v);
    await reserveSlot(v);
    expect((await v.json('GET', '/Checkout/LOANEXT')).body.loaRequired).toBe('N');
    const terms = await v.json('POST', '/Checkout/AcceptTerms', {
      tosCheck: 'Y',
      termsVersion: 'SBT-2026-11',
    });
    expect(terms.status).toBe(200);
    await submitOrder(v);
    const order = await orderOfCart(server(), cartId);
    expect(JSON.parse(order.customer).letterOfAuthorization).toBeNull();
    expect(order.terms_version).toBe('SBT-2026-11');
  });

  it('a moved number needs the signed letter before the terms and the order; the order keeps it', async () => {
    const { v, cartId } = await checkoutVisitor(server());
    const held = await withPhone(v);
    await reserveSlot(v);
    expect((await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: KEPT, KeepTN: 'Y' }])).status).toBe(
      200,
    );

    const noLetter = await v.json('POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' });
    expect(noLetter.status).toBe(409);
    expect(noLetter.body).toMatchObject({ message: LOA_REQUIRED_MESSAGE, field: 'loa' });

    const unsigned = await v.json('POST', '/Checkout/LetterOfAuthorization', {
      ...LOA,
      localService: 'N',
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.field).toBe('localService');
    const noDate = await v.json('POST', '/Checkout/LetterOfAuthorization', { ...LOA, tDate: '' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.field).toBe('tDate');

    const before = new Date().toISOString();
    expect((await v.json('POST', '/Checkout/LetterOfAuthorization', LOA)).body).toEqual({
      Status: 'SUCCESS',
    });
    const terms = await v.json('POST', '/Checkout/AcceptTerms', {
      tosCheck: 'Y',
      termsVersion: 'SBT-2026-11',
    });
    expect(terms.status).toBe(200);
    const after = new Date().toISOString();

    await submitOrder(v);
    const order = await orderOfCart(server(), cartId);
    const letter = JSON.parse(order.customer).letterOfAuthorization;
    expect(letter).toMatchObject({
      numbers: [KEPT],
      firstName: 'Ada',
      lastName: 'Lovelace',
      localService: 'Y',
      tDate: '11/23/2026',
      cNumber: KEPT,
    });
    expect(letter.at >= before && letter.at <= after).toBe(true);
    expect(order.terms_version).toBe('SBT-2026-11');
    expect(order.terms_accepted_at! >= before && order.terms_accepted_at! <= after).toBe(true);
    // The kept number is the customer's: it never entered the pool.
    const pooled = await server()
      .ctx.db.kysely.selectFrom('telephone_numbers')
      .select('tn')
      .where('tn', '=', KEPT)
      .execute();
    expect(pooled).toEqual([]);
    // The order takes the pool number on its first line, not the one held for the kept line.
    expect(JSON.parse(order.snapshot).telephoneNumbers).toEqual([held[0]]);
    const assigned = await server()
      .ctx.db.kysely.selectFrom('telephone_numbers')
      .select('tn')
      .where('tn', 'in', held)
      .where('status', '=', 'assigned')
      .execute();
    expect(assigned.map((r) => r.tn)).toEqual([held[0]]);
  });

  it('a number moved after the letter was signed refuses the order until it is signed again', async () => {
    const { v } = await checkoutVisitor(server());
    const held = await withPhone(v);
    await reserveSlot(v);
    expect((await v.json('POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' })).status).toBe(200);
    expect((await voiceLines(v, [{ NewTN: held[0]! }, { NewTN: KEPT, KeepTN: 'Y' }])).status).toBe(
      200,
    );
    const res = await postSubmitOrder(v);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: LOA_REQUIRED_MESSAGE, field: 'loa' });
  });
});
