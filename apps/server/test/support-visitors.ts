/**
 * Visitors part of the way through the shop, for API tests: the steps many suites start from
 * (a session with its token, a qualified address, a plan in the cart, the business info given),
 * each checked as it goes, and what a test reads back from the providers (the passcode sent, a
 * solved captcha). Addresses are the entry fixtures' (test/entry-fixtures.ts).
 */
import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { expect } from 'vitest';
import { Visitor, type TestServer } from './support';

/** Boston, fiber + TV + phone + BDV (area 021). */
export const FIBER = { zipCode: '02110', AddressID: '2100001' };

/** A call that needs the token (401 without one) and a qualified address (409 without one). */
export async function expectTokenAndCartNeeded(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
): Promise<void> {
  const anonymous = new Visitor(server);
  expect((await anonymous.json(method, path)).status).toBe(401);
  const unqualified = new Visitor(server);
  await unqualified.signIn();
  const none = await unqualified.json(method, path);
  expect(none.status).toBe(409);
  expect(none.body.message).toBe('No cart: qualify an address first');
}

/** A visitor with a session and its token whose address is qualified. */
export async function qualifiedVisitor(
  server: TestServer,
  address: { zipCode: string; AddressID: string } = FIBER,
): Promise<Visitor> {
  const v = new Visitor(server);
  await v.signIn();
  expect((await v.json('POST', '/Qualify/CheckAvailability', address)).status).toBe(200);
  return v;
}

/** A qualified fiber visitor with FIOS-500 in the cart (and a bought router unless told). */
export async function internetVisitor(
  server: TestServer,
  { router = true }: { router?: boolean } = {},
): Promise<Visitor> {
  const v = await qualifiedVisitor(server);
  const models = [
    { DataPlanSelection: { NewID: 'FIOS-500' } },
    ...(router ? [{ RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } }] : []),
  ];
  for (const model of models) {
    const res = await v.json('POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: model,
    });
    expect(res.body.Status).toBe('SUCCESS');
  }
  return v;
}

/** A visitor at the passcode step: internetVisitor with the business info given (`phone`). */
export async function businessInfoVisitor(
  server: TestServer,
  phone = '617-555-0142',
  options: { router?: boolean } = {},
): Promise<Visitor> {
  const v = await internetVisitor(server, options);
  await giveBusinessInfo(v, phone);
  return v;
}

/** The business contact of Checkout/NextButtonBI, without its phone number. */
export const BUSINESS_CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  businessName: 'Analytical Engines LLC',
};

/** Checkout/NextButtonBI with BUSINESS_CONTACT at `phoneNumber`; the answer. */
export async function giveBusinessInfo(v: Visitor, phoneNumber: string) {
  const res = await v.json('POST', '/Checkout/NextButtonBI', {
    contactInfo: { ...BUSINESS_CONTACT, phoneNumber },
    businessInfo: { selected: 'Y' },
  });
  expect(res.status).toBe(200);
  expect(res.body.Status).toBe('SUCCESS');
  return res;
}

/** The last passcode the SMS provider stored for a cart (answers never carry it). */
export async function lastPasscode(server: TestServer, cartId: string): Promise<string> {
  const row = await server.ctx.db.kysely
    .selectFrom('outbox_messages')
    .select('body_text')
    .where('topic', '=', `otp:${cartId}`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body_text)![1]!;
}

/** Fetch a captcha challenge and solve it as the altcha widget would; the payload. */
export async function solvedCaptcha(visitor: Visitor): Promise<string> {
  const res = await visitor.json('GET', '/Captcha/Challenge');
  expect(res.status).toBe(200);
  const c = res.body as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  expect(solution).not.toBeNull();
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution!.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}

/** POST Checkout/SubmitOrder as the storefront sends it, with a fresh idempotency key. */
export function postSubmitOrder(v: Visitor): Promise<Response> {
  return v.fetch(v.server.api('/Checkout/SubmitOrder'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${v.token}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: '',
  });
}

/** A complete waitlist registration (POST /Waitlist/Register) for the Newark, DE address. */
export const WAITLIST_FORM = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  zipCode: '19711',
  mobileNum: '302-555-0142',
  businessNum: '',
  city: 'Newark',
  unit: 'Suite 2',
  streetAddress: '46 East Main Street',
  checkBox: true,
};

/** Save the visitor's cart for pat@example.com (rated 5, no comments), checked; its id. */
export async function savePatsCart(v: Visitor): Promise<string> {
  const saved = await v.json('POST', '/SaveOrder/DoSaveOrder', {
    Comments: '',
    Disclaimer: 'Y',
    EMail: 'pat@example.com',
    RatingSelected: 5,
    SkipReminderMail: 'N',
  });
  expect(saved.status).toBe(200);
  return saved.body.scartid as string;
}
