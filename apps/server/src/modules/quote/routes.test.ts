import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import demo from '../../../../../data/quotes/demo.json';
import { mapQuoteDueDates } from '@bizline/domain/quote-due-dates';
import { isQuoteReservationSuccess } from '@bizline/domain/validators/due-date';
import {
  SLOT_TAKEN_MESSAGE,
  dueDatesByCoAResponse,
  omniCartSummary,
  submitQuotesOrderResponse,
} from '@bizline/domain/wire/checkout';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { qualifiedVisitor } from '../../../test/support-visitors';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { importQuotes, parseQuoteDocument, seedDemoQuotesIfEmpty } from './service';

const QUOTE_ADDRESS = { zipCode: '06103', AddressID: '2100201' }; // 20 Church St, Hartford
const OTHER_ADDRESS = { zipCode: '02110', AddressID: '2100001' }; // Boston, no quotes

const contact = {
  MonNo: 'MON500201',
  EmailId: 'pat.owner@example.com',
  FirstName: 'Pat',
  LastName: 'Owner',
  ZipCode: '06103',
  MobileNumber: '860-555-0142',
};

const summaryOf = (n: string) => demo.quotes.find((q) => q.quoteNumber === n)!.summary;

async function openQuote(v: Visitor, quote: string) {
  return v.json('POST', '/Checkout/OmniCartInfo', {
    PriceQuoteNumber: quote,
    IsDirectCheckout: 'Y',
    IsOrderConfirmed: 'N',
  });
}

/** The first free slot offered to the visitor (date, code). */
async function firstSlot(v: Visitor): Promise<{ date: string; code: string }> {
  const res = await v.json('POST', '/Checkout/GetDueDatesByCoA', {
    Client: 'SMB',
    InstallationType: '',
  });
  expect(res.status).toBe(200);
  const order = dueDatesByCoAResponse.parse(res.body).outputField.ordersField[0]!;
  const first = order.dueDatesField.dueDateField[0]!;
  return { date: first.valueField, code: first.timeSlotsField[0]!.codeField };
}

const holdBody = (slot: { date: string; code: string }) => ({
  client: 'SMB',
  selectedDueDates: [{ orderType: 'TELCO', dueDate: slot.date, timeSlots: { code: slot.code } }],
});

/** Opens the quote, gives the contact with its MON and holds the first free slot. */
async function readyQuote(v: Visitor, quote: string, mon: string) {
  await openQuote(v, quote);
  await v.json('POST', '/OmniOLODetails', { ...contact, MonNo: mon });
  await v.json('POST', '/Checkout/SetDueDatesByCoA', holdBody(await firstSlot(v)));
}

/** Imports a copy of the second demo quote under its own number and MON. */
async function importDemoCopy(s: TestServer, quoteNumber: string, mon: string, more = {}) {
  const entry = { ...demo.quotes[1], quoteNumber, mon, ...more };
  const parsed = parseQuoteDocument(JSON.stringify({ quotes: [entry] }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return importQuotes(s.ctx.db, parsed.quotes);
}

async function submit(s: TestServer, v: Visitor, key?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${v.token}` };
  if (key) headers['idempotency-key'] = key;
  const res = await v.fetch(s.api('/Checkout/SubmitQuotesOrderByCoA'), { method: 'POST', headers });
  return { status: res.status, body: (await res.json()) as any };
}

describeEachDialect('quote-based checkout calls', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
    await seedDemoQuotesIfEmpty(server().ctx);
  });

  describe('access and quote ownership', () => {
    it('needs the token (401) and a qualified address (409)', async () => {
      const anonymous = new Visitor(server());
      expect((await openQuote(anonymous, 'Q100201')).status).toBe(401);
      const unqualified = new Visitor(server());
      await unqualified.signIn();
      const res = await openQuote(unqualified, 'Q100201');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('No cart: qualify an address first');
    });

    it("answers 404 for an unknown quote or another address's quote", async () => {
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      const unknown = await openQuote(v, 'Q999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ Status: 'FAILURE', field: 'PriceQuoteNumber' });
      const elsewhere = await qualifiedVisitor(server(), OTHER_ADDRESS);
      expect((await openQuote(elsewhere, 'Q100201')).status).toBe(404);
    });

    it('refuses the later calls before a quote is opened (409)', async () => {
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      const res = await v.json('GET', '/Checkout/OmniCartSummary');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Open a price quote first');
      expect((await v.json('POST', '/OmniOLODetails', contact)).status).toBe(409);
    });

    it('rejects bad input with 400 and a message', async () => {
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      const empty = await openQuote(v, '');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBeTruthy();
      await openQuote(v, 'Q100201');
      const badDate = await v.json('POST', '/Checkout/SetDueDatesByCoA', {
        selectedDueDates: [{ orderType: 'TELCO', dueDate: '12/01/2026', timeSlots: { code: 'A' } }],
      });
      expect(badDate.status).toBe(400);
      expect(badDate.body.message).toContain('YYYY-MM-DD');
    });
  });

  describe('the quote journey', () => {
    it('opens the quote with its address, summary, contact, slot and order', async () => {
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      const info = await openQuote(v, 'q100201');
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({
        Status: 'active',
        OmniServiceAddressInfo: {
          Address: '20 Church St',
          City: 'Hartford',
          State: 'CT',
          ZipCode: '06103',
        },
      });
      expect(info.body.EpSessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(info.body.SessionId).toBe(info.body.EpSessionId);

      const summary = await v.json('GET', '/Checkout/OmniCartSummary');
      expect(summary.status).toBe(200);
      expect(omniCartSummary.parse(summary.body)).toEqual(summaryOf('Q100201'));
      expect(summary.body.TotalChargesWithDiscount).toBe('164.98');

      const badEmail = await v.json('POST', '/OmniOLODetails', { ...contact, EmailId: 'pat@' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body).toMatchObject({
        field: 'EmailId',
        message: 'Please enter your valid email address.',
      });
      const badName = await v.json('POST', '/OmniOLODetails', { ...contact, LastName: '1' });
      expect(badName.status).toBe(400);
      expect(badName.body.field).toBe('LastName');
      const badMon = await v.json('POST', '/OmniOLODetails', { ...contact, MonNo: 'MON1' });
      expect(badMon.status).toBe(400);
      expect(badMon.body.field).toBe('MonNo');

      // Submitting before the contact and slot answers 409.
      const early = await submit(server(), v, randomUUID());
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Enter the contact details first');

      const olo = await v.json('POST', '/OmniOLODetails', contact);
      expect(olo.status).toBe(200);
      expect(olo.body.Status).toBe('SUCCESS');

      const dates = await v.json('POST', '/Checkout/GetDueDatesByCoA', { InstallationType: '' });
      expect(dates.status).toBe(200);
      const raw = dueDatesByCoAResponse.parse(dates.body);
      expect(raw.outputField.ordersField[0]!.messageField).toBe('Success');
      const firstDate = raw.outputField.ordersField[0]!.dueDatesField.dueDateField[0]!;
      expect(firstDate.valueField).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(firstDate.timeSlotsField[0]!.intervalField).toMatch(/^Anytime Between \d/);
      const mapped = mapQuoteDueDates(dates.body);
      expect(mapped.GetDueDateStatus).toBe('SUCCESS');
      expect(mapped.DueDates.length).toBeGreaterThan(0);
      expect(mapped.DueDateIntervals[mapped.DueDates[0]!]![0]!.interval).not.toContain('Anytime');

      const noSlot = await submit(server(), v, randomUUID());
      expect(noSlot.status).toBe(409);
      expect(noSlot.body.message).toBe('Choose an installation date and time first');

      const slot = { date: firstDate.valueField, code: firstDate.timeSlotsField[0]!.codeField };
      const held = await v.json('POST', '/Checkout/SetDueDatesByCoA', holdBody(slot));
      expect(held.status).toBe(200);
      expect(isQuoteReservationSuccess(held.body)).toBe(true);
      expect(held.body.outputField.dueDatesSetField[0].messageField).toBe('success');

      const missingKey = await submit(server(), v);
      expect(missingKey.status).toBe(400);
      expect(missingKey.body.message).toContain('Idempotency-Key');

      const key = randomUUID();
      const first = await submit(server(), v, key);
      expect(first.status).toBe(200);
      const answer = submitQuotesOrderResponse.parse(first.body);
      expect(answer.CreditCheckStatus).toBe('SUCCESS');
      const [orderNo] = answer.outputField.svcOrderNumbersField;
      expect(orderNo).toBeTruthy();

      // The same key again (double click, retry) answers the same order; one row exists.
      const again = await submit(server(), v, key);
      expect(again.status).toBe(200);
      expect(again.body.outputField.svcOrderNumbersField).toEqual([orderNo]);

      const db = server().ctx.db.kysely;
      const storedStatus = async (quoteNumber: string) =>
        (
          await db
            .selectFrom('price_quotes')
            .select('status')
            .where('quote_number', '=', quoteNumber)
            .executeTakeFirstOrThrow()
        ).status;
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('cart_id', '=', info.body.EpSessionId)
        .execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ order_no: orderNo, flow: 'quote', service_zip: '06103' });
      const snapshot = JSON.parse(orders[0]!.snapshot);
      expect(JSON.stringify(snapshot)).toContain('Q100201');
      expect(JSON.stringify(snapshot)).toContain('164.98');
      expect(orders[0]!.customer).toContain('pat.owner@example.com');
      expect(await storedStatus('Q100201')).toBe('ordered');
      expect((await openQuote(v, 'Q100201')).body.Status).toBe('ordered');

      // The cart has its order: another quote of the address cannot be ordered with it.
      await readyQuote(v, 'Q100202', 'MON500202');
      const second = await submit(server(), v, randomUUID());
      expect(second.status).toBe(409);
      expect(second.body.message).toContain('already has an order');
      expect(await storedStatus('Q100202')).toBe('active');
    });

    it('20 concurrent submits with one key give one order; another session cannot reorder', async () => {
      await importDemoCopy(server(), 'Q100260', 'MON500260');
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      await readyQuote(v, 'Q100260', 'MON500260');
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(server(), v, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const numbers = new Set(answers.map((a) => a.body.outputField.svcOrderNumbersField[0]));
      expect(numbers.size).toBe(1);
      const rows = await server()
        .ctx.db.kysely.selectFrom('orders')
        .select('order_no')
        .where('idempotency_key', '=', key)
        .execute();
      expect(rows).toHaveLength(1);

      const other = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      expect((await openQuote(other, 'Q100260')).body.Status).toBe('ordered');
      const refused = await submit(server(), other, randomUUID());
      expect(refused.status).toBe(409);
    });

    it('flags an expired quote and refuses to go on with it', async () => {
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      const info = await openQuote(v, 'Q100299');
      expect(info.status).toBe(200);
      expect(info.body.Status).toBe('expired');
      const olo = await v.json('POST', '/OmniOLODetails', { ...contact, MonNo: 'MON500299' });
      expect(olo.status).toBe(409);
      expect(olo.body.message).toBe('This price quote has expired.');
      expect((await submit(server(), v, randomUUID())).status).toBe(409);
    });

    it('answers the 002 §8 message when the slot is taken by another visitor', async () => {
      const a = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      const b = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      await openQuote(a, 'Q100202');
      await openQuote(b, 'Q100202');
      const slot = await firstSlot(a);
      // One place left in that interval.
      await server()
        .ctx.db.kysely.updateTable('install_slots')
        .set((eb) => ({ capacity: eb('taken', '+', 1) }))
        .where('area', '=', '061')
        .where('slot_date', '=', slot.date)
        .where('interval_code', '=', slot.code)
        .where('install_type', '=', 'tech')
        .execute();
      const first = await a.json('POST', '/Checkout/SetDueDatesByCoA', holdBody(slot));
      expect(first.body.outputField.dueDatesSetField[0].messageField).toBe('success');
      const second = await b.json('POST', '/Checkout/SetDueDatesByCoA', holdBody(slot));
      expect(second.status).toBe(200);
      expect(second.body.outputField.dueDatesSetField[0].messageField).toBe(SLOT_TAKEN_MESSAGE);
      expect(isQuoteReservationSuccess(second.body)).toBe(false);
      // The full slot is no longer offered.
      const dates = mapQuoteDueDates((await b.json('POST', '/Checkout/GetDueDatesByCoA', {})).body);
      expect((dates.DueDateIntervals[slot.date] ?? []).map((s) => s.code)).not.toContain(slot.code);
    });

    it('answers CreditCheckStatus FAILURE for a quote whose credit decision failed', async () => {
      const failed = { creditCheckStatus: 'FAILURE' };
      expect((await importDemoCopy(server(), 'Q100250', 'MON500250', failed)).ok).toBe(true);
      const v = await qualifiedVisitor(server(), QUOTE_ADDRESS);
      await readyQuote(v, 'Q100250', 'MON500250');
      const res = await submit(server(), v, randomUUID());
      expect(res.status).toBe(200);
      expect(res.body.CreditCheckStatus).toBe('FAILURE');
      expect(res.body.outputField.svcOrderNumbersField).toHaveLength(1);
    });
  });

  describe('quote import', () => {
    it('lists every problem by entry and imports nothing', async () => {
      const good = demo.quotes[0]!;
      const parsed = parseQuoteDocument(
        JSON.stringify({
          quotes: [
            { ...good, quoteNumber: 'Q1' },
            { ...good, quoteNumber: 'Q2', expiresAt: 'soon' },
            { ...good, quoteNumber: 'Q1' },
          ],
        }),
      );
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.problems).toEqual([
        expect.objectContaining({ entry: 2, field: 'expiresAt' }),
        expect.objectContaining({
          entry: 3,
          field: 'quoteNumber',
          message: 'Q1 is already entry 1',
        }),
      ]);

      const syntax = parseQuoteDocument('{\n  "quotes": [\n  oops\n]}');
      expect(syntax.ok).toBe(false);
      if (!syntax.ok) expect(syntax.problems[0]).toMatchObject({ entry: null, line: 3 });

      const unknownAddress = parseQuoteDocument(
        JSON.stringify({
          quotes: [
            { ...good, quoteNumber: 'Q700001' },
            { ...good, quoteNumber: 'Q700002', addressId: '9999999' },
          ],
        }),
      );
      if (!unknownAddress.ok) throw new Error('should parse');
      const result = await importQuotes(server().ctx.db, unknownAddress.quotes);
      expect(result).toEqual({
        ok: false,
        problems: [
          { entry: 2, field: 'addressId', message: '9999999 is not an address of the footprint' },
        ],
      });
      const stored = await server()
        .ctx.db.kysely.selectFrom('price_quotes')
        .select('quote_number')
        .where('quote_number', 'in', ['Q700001', 'Q700002'])
        .execute();
      expect(stored).toEqual([]);
    });
  });
});
