import { randomUUID } from 'node:crypto';
import { encryptForTest } from '../../apps/server/test/encrypt';
import type { BenchDb } from './db';
import { API, visitorCaller, type Call } from './load';

/**
 * Checkout-stage calls. Many visitors are first taken through a whole classic checkout
 * over the real API (qualified fiber address, plan, business info, credit check with the SSN
 * encrypted as the browser does, the passcode read from the SMS outbox in the benchmark file,
 * installments with a test bank account, a held install slot, terms). Under load:
 * - due dates: each request is one of those visitors' `Checkout/GetDueDateDetails` (its area's
 *   calendar with the capacity left);
 * - submit: each request is one visitor's `Checkout/SubmitOrder` with that visitor's own
 *   Idempotency-Key. A cart is ordered once, so only the FIRST request of each visitor creates
 *   an order (snapshot, confirmed slot, history, e-mail in the outbox); every later request is
 *   the idempotent replay of the same key, which answers the stored order. The figure is
 *   therefore mostly the replay path, with `PREPARED` real order creations among them.
 */
const PREPARED = 40;

export async function checkoutCalls(
  origin: string,
  db: BenchDb,
  footprint: number,
): Promise<Call[]> {
  const step = Math.max(1, Math.floor(footprint / 400));
  const addresses = await db.rows<{ address_id: string; zip: string }>(
    `select address_id, zip from footprint_addresses
     where address_id = base_address_id and fiber = 'Y' and ROWNUM % ? = 1 limit ?`,
    [step, PREPARED * 3],
  );
  const dueDates: NonNullable<Call['variants']> = [];
  const submits: NonNullable<Call['variants']> = [];
  let skipped = 0;
  let firstSkip = '';
  for (const [i, a] of addresses.entries()) {
    if (submits.length >= PREPARED) break;
    const { headers, call } = await visitorCaller(origin);
    // Addresses that do not qualify (an existing customer, a pending order...) are skipped.
    try {
      await call('POST', 'Qualify/CheckAvailability', { zipCode: a.zip, AddressID: a.address_id });
      const products = (await call('GET', 'PrdSelection/GetCustomizeProductsNew')) as {
        DataInfo: { Plans: { ProductId: string }[] };
      };
      const plan = products.DataInfo.Plans[0]?.ProductId;
      if (!plan) throw new Error('no plan');
      await call('POST', 'PrdSelection/GetSelectedBundleInfo', { ptype: 'data', planId: plan });
      const cartId = (await call('GET', 'Checkout/CheckOutDetails')).EPSessionID as string;
      // A number of its own per visitor and run: the passcode sends are limited per number.
      const mobile = `617${String(2_000_000 + ((Date.now() + i * 7919) % 7_999_999))}`;
      await call('POST', 'Checkout/NextButtonBI', {
        contactInfo: {
          firstName: 'Bench',
          lastName: 'Visitor',
          email: `bench${i}@example.com`,
          phoneNumber: mobile,
          businessName: 'Bench Co',
        },
        businessInfo: { selected: 'Y' },
      });
      const key = await call('GET', 'Checkout/EncryptionKey');
      await call('POST', 'Checkout/NextButtonCC', {
        kid: key.kid,
        customerType: 'SoleOwner',
        soleOwner: {
          firstName: 'Bench',
          lastName: 'Visitor',
          dob: { month: 1, day: 2, year: 1980 },
          ssn: await encryptForTest(key.jwk as { kty: string; n: string; e: string }, '123456789'),
        },
      });
      await call('POST', 'Checkout/SendOTPSMS', { smsNumber: mobile });
      const [sms] = await db.rows<{ body_text: string }>(
        `select body_text from outbox_messages where topic = ? order by id desc limit 1`,
        [`otp:${cartId}`],
      );
      const code = /\b(\d{6})\b/.exec(sms?.body_text ?? '')?.[1];
      if (!code) throw new Error(`no passcode in the outbox for ${cartId}`);
      await call('POST', 'Checkout/VerifyOTPSMS', { OTPPin: code });
      await call('POST', 'Checkout/NextButtonIPM', {
        paymentMethod: 'BankAccount',
        bank: { routingNumber: '021000021', accountNumber: '000123456789' },
      });
      const due = await call('GET', 'Checkout/GetDueDateDetails');
      const intervals = JSON.parse(due.DueDateIntervals as string) as Record<
        string,
        { code: string; available: number }[]
      >;
      const free = Object.entries(intervals)
        .flatMap(([date, list]) => list.map((s) => ({ date, ...s })))
        .find((s) => s.available > 0);
      if (!free) throw new Error('no free slot');
      const held = await call('POST', 'Checkout/SetDueDate', {
        dueDate: free.date,
        timeSlotCode: free.code,
      });
      if (held.Status !== 'SUCCESS') throw new Error('slot not held');
      await call('POST', 'Checkout/SetCovid19QuestionValue', { answer: 'N' });
      await call('POST', 'Checkout/AcceptTerms', { tosCheck: 'Y' });
      dueDates.push({ path: `${API}/Checkout/GetDueDateDetails`, headers });
      submits.push({
        path: `${API}/Checkout/SubmitOrder`,
        body: '',
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': randomUUID(),
        },
      });
    } catch (error) {
      skipped++;
      firstSkip ||= `${a.address_id}: ${(error as Error).message}`;
    }
  }
  if (!submits.length) throw new Error('no benchmark visitor reached the end of the checkout');
  console.log(
    `Checkout: ${submits.length} visitors ready to submit (${skipped} addresses skipped${firstSkip ? `, e.g. ${firstSkip}` : ''}).`,
  );
  return [
    {
      name: 'due dates (Checkout/GetDueDateDetails)',
      method: 'GET',
      path: dueDates[0]!.path,
      headers: dueDates[0]!.headers,
      variants: dueDates,
    },
    {
      name: `submit (Checkout/SubmitOrder; ${submits.length} new orders, then replays)`,
      method: 'POST',
      path: submits[0]!.path,
      body: '',
      headers: submits[0]!.headers,
      variants: submits,
    },
  ];
}
