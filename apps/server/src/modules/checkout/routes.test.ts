import { beforeAll, describe, expect, it } from 'vitest';
import {
  creditCheckByCoAResponse,
  installmentsResponse,
  nextButtonBIResponse,
  nextButtonCCResponse,
  nextButtonIPMResponse,
} from '@bizline/domain/wire/checkout';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { postForm } from '../../../test/suite-start';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { encryptForTest } from '../../../test/encrypt';
import {
  BUSINESS_CONTACT,
  FIBER,
  giveBusinessInfo,
  internetVisitor,
  lastPasscode,
  businessInfoVisitor,
  expectTokenAndCartNeeded,
} from '../../../test/support-visitors';
import { OTP_MESSAGES } from './service';

const SSN_PASS = '123-45-6789';
const SSN_FAIL = '123-45-0000';
const SSN_DEPOSIT = '123-45-1111';
const TAX_ID = '12-3456789';
const MOBILE = '617-555-0142';
const ROUTING = '011000015';
const ACCOUNT = '000123456789';
const CARD = '4111 1111 1111 1111';
const EXP_YEAR = new Date().getFullYear() + 2;
let nextMobile = 0;
/** A fresh mobile number per use: the send limit counts per number and hour. */
const freshMobile = () =>
  `617-555-${String(1000 + ((nextMobile++ * 7919) % 9000)).padStart(4, '0')}`;

const contact = { ...BUSINESS_CONTACT, phoneNumber: MOBILE };
const businessInfo = (v: Visitor) => giveBusinessInfo(v, MOBILE);

async function encrypter(v: Visitor) {
  const key = await v.json('GET', '/Checkout/EncryptionKey');
  expect(key.status).toBe(200);
  return {
    kid: key.body.kid as string,
    enc: (clear: string) => encryptForTest(key.body.jwk, clear),
  };
}

/** A visitor at the business-info step, with the encryption key of the credit check. */
async function atCreditCheck(s: TestServer) {
  const v = await businessInfoVisitor(s, MOBILE);
  return { v, ...(await encrypter(v)) };
}

/** NextButtonCC with a body the server refuses (400): the field it names. */
async function refusedCreditField(v: Visitor, body: object) {
  const res = await v.json('POST', '/Checkout/NextButtonCC', body);
  expect(res.status).toBe(400);
  return res.body.field;
}

async function soleOwnerCheck(v: Visitor, ssn: string) {
  const { kid, enc } = await encrypter(v);
  return v.json('POST', '/Checkout/NextButtonCC', {
    kid,
    customerType: 'SoleOwner',
    soleOwner: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: { month: 12, day: 10, year: 1980 },
      ssn: await enc(ssn),
    },
  });
}

async function cartIdOf(v: Visitor): Promise<string> {
  return (await v.json('GET', '/Checkout/CheckOutDetails')).body.EPSessionID;
}

/** A visitor at business info with a fresh mobile; `send()` texts a passcode and answers it. */
async function passcodeSender(s: TestServer) {
  const v = await businessInfoVisitor(s, MOBILE);
  const cartId = await cartIdOf(v);
  const mobile = freshMobile();
  const send = async () => {
    await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: mobile });
    return lastPasscode(s, cartId);
  };
  return { v, cartId, send };
}

async function passcode(server: TestServer, v: Visitor) {
  const sent = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: freshMobile() });
  expect(sent.status).toBe(200);
  const code = await lastPasscode(server, await cartIdOf(v));
  const ok = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: code });
  expect(ok.status).toBe(200);
  return ok;
}

const bankIpm = {
  paymentMethod: 'BankAccount',
  bank: { routingNumber: ROUTING, accountNumber: ACCOUNT },
};

describeEachDialect('classic checkout calls', (server) => {
  /** The cart's checkout row as stored. */
  const storedCheckout = (cartId: string) =>
    server()
      .ctx.db.kysely.selectFrom('checkouts')
      .selectAll()
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    await loadEntryFixtures(server().ctx, { bostonNumbers: 20 });
  });

  describe('access', () => {
    it('needs the token (401), a cart (409) that is not empty (409)', async () => {
      await expectTokenAndCartNeeded(server(), 'GET', '/Checkout/CheckOutDetails');
      const empty = new Visitor(server());
      await empty.signIn();
      await empty.json('POST', '/Qualify/CheckAvailability', FIBER);
      const nothing = await empty.json('GET', '/Checkout/CheckOutDetails');
      expect(nothing.status).toBe(409);
      expect(nothing.body.message).toBe('Your cart is empty: there is nothing to check out.');
    });
  });

  describe('sole owner, the whole sequence', () => {
    it('goes business info -> credit -> passcode -> payment -> terms, keeping nothing in clear', async () => {
      const v = await internetVisitor(server());
      const details = await v.json('GET', '/Checkout/CheckOutDetails');
      expect(details.status).toBe(200);
      expect(details.body.progress).toMatchObject({ personalInfo: 'N', CreditCheckStatus: '' });
      expect(details.body.nextSection).toBe('personalInfo');
      expect(details.body.serviceAddress).toMatchObject({ zipCode: '02110', state: 'MA' });
      expect(details.body.contactInfo.zipCode).toBe('02110');

      const lines = await v.json('GET', '/Checkout/GetInstallments');
      expect(installmentsResponse.parse(lines.body)).toMatchObject({
        oneTimeInstallments: { months: 3, price: expect.any(String) },
        equipmentInstallments: { months: 12, price: '0.00' },
        // The bought router, 299.99 over 12 months; each choice says its last payment.
        routerInstallments: {
          months: 12,
          price: '25.00',
          options: expect.arrayContaining([{ months: 24, price: '12.50', last: '12.49' }]),
        },
      });

      // Sequence: the credit check before business info is refused.
      const early = await soleOwnerCheck(v, SSN_PASS);
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({
        message: 'Complete the business information section first.',
        field: 'personalInfo',
      });

      const bi = await businessInfo(v);
      expect(nextButtonBIResponse.parse(bi.body)).toMatchObject({
        BillAddrValidatedStatus: 'SUCCESS',
        EmailValidationStatus: 'VALID',
        MobileValidationStatus: 'VALID',
        progress: { personalInfo: 'Y' },
      });

      const cc = await soleOwnerCheck(v, SSN_PASS);
      expect(cc.status).toBe(200);
      expect(nextButtonCCResponse.parse(cc.body)).toMatchObject({
        CreditCheckStatus: 'SUCCESS',
        depositRequired: 'N',
        otpMobileMasked: '(•••) •••-0142',
        progress: { CreditCheckStatus: 'SUCCESS', creditCheck: 'N', otpVerified: 'N' },
      });

      // Installments before the passcode is verified: the credit check is not complete.
      const tooSoon = await v.json('POST', '/Checkout/NextButtonIPM', bankIpm);
      expect(tooSoon.status).toBe(409);
      expect(tooSoon.body.message).toBe('Complete the credit check section first.');

      const verified = await passcode(server(), v);
      expect(verified.body.progress).toMatchObject({ otpVerified: 'Y', creditCheck: 'Y' });

      const ipm = await v.json('POST', '/Checkout/NextButtonIPM', bankIpm);
      expect(ipm.status).toBe(200);
      const ipmBody = nextButtonIPMResponse.parse(ipm.body);
      expect(ipmBody).toMatchObject({ Status: 'SUCCESS', paymentLast4: '6789' });
      expect(ipmBody.progress.installments).toBe('Y');

      expect(
        (
          await v.json('POST', '/Checkout/AutoPayLog', {
            APEntrolled: 'Y',
            AutoPayPmtType: 'BankAccount',
          })
        ).body,
      ).toEqual({ Status: 'SUCCESS' });
      expect((await v.json('POST', '/Checkout/VEPSAutoPayAuthorize')).body.Status).toBe('SUCCESS');
      expect((await v.json('POST', '/Checkout/AutoPayPaymentMethod')).body).toEqual({
        responseStatus: 'SUCCESS',
        responseMessage: 'Autopay uses the bank account ending in 6789.',
      });
      expect((await v.json('POST', '/EnrollPFB', { paperFreeBilling: 'N' })).body).toMatchObject({
        Status: 'SUCCESS',
        paperFreeBilling: 'N',
      });
      const loa = await v.json('POST', '/Checkout/LetterOfAuthorization', {
        localService: 'Y',
        intraLATA: 'Y',
        interLATA: 'N',
        tDate: '12/01/2026',
        firstName: 'Ada',
        lastName: 'Lovelace',
        cNumber: '617-555-0100',
      });
      expect(loa.body).toEqual({ Status: 'SUCCESS' });
      const terms = await v.json('POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' });
      expect(terms.body.progress.terms).toBe('Y');

      const label = await v.json('GET', '/Checkout/BroadbandLabelTemplate');
      expect(label.body).toMatchObject({
        Status: 'SUCCESS',
        label: { uniqueId: expect.any(String) },
      });

      const after = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
      expect(after).toMatchObject({
        progress: { personalInfo: 'Y', creditCheck: 'Y', installments: 'Y', terms: 'Y' },
        paymentMethod: 'BankAccount',
        paymentLast4: '6789',
        paperFreeBilling: 'N',
        autoPay: 'Y',
        tosCheck: 'Y',
        soleOwner: { firstName: 'Ada', ssnGiven: 'Y', dob: '12/10/1980' },
        contactInfo: { phoneNumber: '6175550142' },
      });
      expect(after.nextSection).toBe('installation');
      expect((await v.json('GET', '/Checkout/GetCheckoutData')).body.objDOBBind).toMatchObject({
        customerType: 'SoleOwner',
        soleOwner: '12/10/1980',
      });

      // Nothing sensitive in clear: not the SSN, the account number, nor the passcode.
      const cartId = after.EPSessionID as string;
      const row = await storedCheckout(cartId);
      const stored = JSON.stringify(row);
      for (const secret of ['123456789', '456789', ACCOUNT, ROUTING]) {
        expect(stored).not.toContain(secret);
      }
      const code = await lastPasscode(server(), cartId);
      const otps = await server()
        .ctx.db.kysely.selectFrom('otp_codes')
        .selectAll()
        .where('cart_id', '=', cartId)
        .execute();
      expect(otps.map((o) => o.status)).toEqual(['used']);
      expect(JSON.stringify(otps)).not.toContain(code);
      expect(JSON.stringify(otps)).not.toContain('6175550142');
    });

    it('counts billing retries and e-mail failures; valid anyway after 3 retries', async () => {
      const v = await internetVisitor(server());
      const other = {
        selected: 'N',
        address: '1 Main St',
        city: 'Nowhere',
        state: 'ZZ',
        zipCode: '99999',
      };
      for (const expected of [1, 2]) {
        const res = await v.json('POST', '/Checkout/NextButtonBI', {
          contactInfo: contact,
          businessInfo: other,
          // The server counts the retries: a client cannot skip the validation.
          retryCount: 3,
        });
        expect(res.body).toMatchObject({
          Status: 'FAILURE',
          BillAddrValidatedStatus: 'FAILURE',
          retryCount: expected,
          progress: { personalInfo: 'N' },
        });
      }
      const badEmail = await v.json('POST', '/Checkout/NextButtonBI', {
        contactInfo: { ...contact, email: 'not-an-email' },
        businessInfo: other,
      });
      expect(badEmail.body).toMatchObject({ Status: 'FAILURE', EmailValidationStatus: 'INVALID' });
      expect(badEmail.body.message).toBe('Please enter your valid email address.');
      expect((await v.json('GET', '/Checkout/CheckOutDetails')).body.emailValidationFailures).toBe(
        1,
      );
      const third = await v.json('POST', '/Checkout/NextButtonBI', {
        contactInfo: contact,
        businessInfo: other,
      });
      expect(third.body).toMatchObject({
        Status: 'SUCCESS',
        BillAddrValidatedStatus: 'FAILURE',
        retryCount: 4,
        progress: { personalInfo: 'Y' },
      });
      expect((await v.json('GET', '/Checkout/CheckOutDetails')).body.emailValidationFailures).toBe(
        0,
      );
    });

    it('refuses an e-mail with a character the pattern does not take, and keeps it as typed', async () => {
      const v = await internetVisitor(server());
      const res = await v.json('POST', '/Checkout/NextButtonBI', {
        contactInfo: { ...contact, email: ' zoë.owner@example.com ' },
        businessInfo: { selected: 'Y' },
      });
      expect(res.body).toMatchObject({
        Status: 'FAILURE',
        EmailValidationStatus: 'INVALID',
        message: 'Please enter your valid email address.',
        progress: { personalInfo: 'N' },
      });
      // Never quietly shortened to someone else's zo.owner@example.com.
      const details = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
      expect(details.contactInfo.email).toBe('zoë.owner@example.com');
    });

    it('accepts a billing address whose ZIP is in its state, form-encoded', async () => {
      const v = await internetVisitor(server());
      const body = new URLSearchParams({
        'contactInfo.firstName': 'Ada',
        'contactInfo.lastName': 'Lovelace',
        'contactInfo.email': 'ada@example.com',
        'contactInfo.phoneNumber': MOBILE,
        'contactInfo.businessName': 'Engines',
        'businessInfo[selected]': 'N',
        'businessInfo[address]': '1 Beacon St',
        'businessInfo[city]': 'Boston',
        'businessInfo[state]': 'MA',
        'businessInfo[zipCode]': '02108',
      });
      const res = await postForm(v, '/Checkout/NextButtonBI', body.toString());
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        Status: 'SUCCESS',
        BillAddrValidatedStatus: 'SUCCESS',
      });
      const omni = await v.json('POST', '/OmniBillingAddressValidate', {
        StreetAddress: '1 Beacon St',
        Zipcode: '02108',
        communityName: 'Boston',
        State: 'TX',
        useServiceAddressForBilling: 'N',
      });
      expect(omni.body).toEqual({
        description: 'Please enter a valid billing address.',
        statusCode: 1,
      });
      const service = await v.json('POST', '/OmniBillingAddressValidate', {
        StreetAddress: '',
        Zipcode: '',
        communityName: '',
        State: '',
        useServiceAddressForBilling: 'Y',
      });
      expect(service.body).toEqual({ description: 'SUCCESS', statusCode: 0 });
    });
  });

  describe('customer types', () => {
    it('partners with one SSN pass; the missing partner gets 0/0/0; none is refused', async () => {
      const { v, kid, enc } = await atCreditCheck(server());
      const none = await refusedCreditField(v, {
        kid,
        customerType: 'partners',
        partner1: { firstName: 'Ada', lastName: 'Lovelace' },
        partner2: { firstName: 'Charles', lastName: 'Babbage' },
      });
      expect(none).toBe('partner1.ssn');
      const res = await v.json('POST', '/Checkout/NextButtonCC', {
        kid,
        customerType: 'partner',
        partner1: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          ssn: await enc(SSN_PASS),
          dob: { month: 1, day: 2, year: 1970 },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.CreditCheckStatus).toBe('SUCCESS');
      const details = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
      expect(details.customerType).toBe('partners');
      expect(details.partner1).toMatchObject({ ssnGiven: 'Y', dob: '1/2/1970' });
      expect(details.partner2).toMatchObject({ ssnGiven: 'N', dob: '0/0/0' });
    });

    it('a corporation gives a billing name and a tax id (stripped, never stored)', async () => {
      const { v, kid, enc } = await atCreditCheck(server());
      const missing = await refusedCreditField(v, {
        kid,
        customerType: 'corporation',
        corporation: { billingName: 'Engines Inc' },
      });
      expect(missing).toBe('corporation.taxIdNumber');
      const res = await v.json('POST', '/Checkout/CreditCheckByCoA', {
        kid,
        customerType: 'corporation',
        corporation: { billingName: 'Engines Inc', taxIdNumber: await enc(TAX_ID) },
      });
      expect(res.status).toBe(200);
      expect(
        creditCheckByCoAResponse.parse(res.body).outputField.icreditField.creditworthiness,
      ).toBe('pass');
      const details = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
      expect(details).toMatchObject({ customerType: 'corporation', billingName: 'Engines Inc' });
      const row = await storedCheckout(details.EPSessionID);
      expect(row.answers).not.toContain('3456789');
    });

    it('a failing identity answers FAILURE (the order can still go on)', async () => {
      const v = await businessInfoVisitor(server(), MOBILE);
      const res = await soleOwnerCheck(v, SSN_FAIL);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ CreditCheckStatus: 'FAILURE', depositRequired: 'N' });
      await passcode(server(), v);
      // Terms can be accepted; the representative sets up installation and payment.
      expect((await v.json('POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' })).status).toBe(200);
      expect((await v.json('GET', '/Checkout/CheckOutDetails')).body.nextSection).toBe('submit');
    });

    it('a deposit identity asks for $200.00, paid before installments', async () => {
      const v = await businessInfoVisitor(server(), MOBILE);
      const res = await soleOwnerCheck(v, SSN_DEPOSIT);
      expect(res.body).toMatchObject({
        CreditCheckStatus: 'SUCCESS',
        depositRequired: 'Y',
        depositAmount: '200.00',
      });
      const early = await v.json('POST', '/Checkout/RefundableDeposit', {
        paymentMethod: 'Card',
        card: { cardNumber: CARD, expMonth: 12, expYear: EXP_YEAR, cvv: '123' },
      });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Complete the credit check section first.');
      await passcode(server(), v);
      const ipm = await v.json('POST', '/Checkout/NextButtonIPM', bankIpm);
      expect(ipm.status).toBe(409);
      expect(ipm.body).toMatchObject({
        message: 'Complete the refundable deposit section first.',
        field: 'refundableDeposit',
      });
      const badCard = await v.json('POST', '/Checkout/RefundableDeposit', {
        paymentMethod: 'Card',
        card: { cardNumber: '4111 1111 1111 1112', expMonth: 12, expYear: EXP_YEAR, cvv: '123' },
      });
      expect(badCard.status).toBe(400);
      expect(badCard.body.field).toBe('card.cardNumber');
      const paid = await v.json('POST', '/Checkout/RefundableDeposit', {
        paymentMethod: 'Card',
        card: { cardNumber: CARD, expMonth: 12, expYear: EXP_YEAR, cvv: '123' },
      });
      expect(paid.body).toEqual({ Status: 'SUCCESS', message: 'Deposit of $200.00 paid.' });
      const details = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
      expect(details.progress.refundableDeposit).toBe('Y');
      expect(details.depositLast4).toBe('1111');
      expect((await v.json('POST', '/Checkout/NextButtonIPM', bankIpm)).status).toBe(200);
      const row = await storedCheckout(details.EPSessionID);
      expect(row.answers).not.toContain('4111111111111111');
      expect(row.answers).not.toContain('123"');
    });
  });

  describe('one-time passcode', () => {
    it('locks after 5 wrong tries; a new code then works once', async () => {
      const { v, send } = await passcodeSender(server());
      const code = await send();
      const wrong = code === '000000' ? '000001' : '000000';
      for (const left of [4, 3, 2, 1]) {
        const res = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: wrong });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(OTP_MESSAGES.wrong(left));
        expect(res.body.attemptsLeft).toBe(left);
      }
      const locked = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: wrong });
      expect(locked.body).toMatchObject({
        message: 'Too many wrong tries. Ask for a new code.',
        attemptsLeft: 0,
      });
      // Even the right code is refused once locked.
      expect((await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: code })).body.message).toBe(
        'Too many wrong tries. Ask for a new code.',
      );
      const fresh = await send();
      const ok = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: fresh });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ Status: 'SUCCESS', progress: { otpVerified: 'Y' } });
      // Single use.
      const again = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: fresh });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('There is no active code. Ask for a new code.');
    });

    it('a new send replaces the old code; an expired code is refused', async () => {
      const { v, cartId, send } = await passcodeSender(server());
      const first = await send();
      const second = await send();
      if (first !== second) {
        const old = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: first });
        expect(old.status).toBe(400);
      }
      await server()
        .ctx.db.kysely.updateTable('otp_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('cart_id', '=', cartId)
        .where('status', '=', 'active')
        .execute();
      const expired = await v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin: second });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('The code has expired. Ask for a new code.');
    });

    it('sends at most 5 codes per number per hour (429)', async () => {
      const v = await businessInfoVisitor(server(), MOBILE);
      const number = freshMobile();
      for (let i = 0; i < 5; i++) {
        expect((await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: number })).status).toBe(
          200,
        );
      }
      const sixth = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: number });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(OTP_MESSAGES.tooManySends);
      // Another visitor cannot send to that number either.
      const w = await businessInfoVisitor(server(), MOBILE);
      expect((await w.json('POST', '/Checkout/SendOTPSMS', { smsNumber: number })).status).toBe(
        429,
      );
    });

    it('keeps the limit when sends to one number arrive at the same moment', async () => {
      const visitors = await Promise.all(
        Array.from({ length: 7 }, async () => {
          const v = await businessInfoVisitor(server(), MOBILE);
          return v;
        }),
      );
      const number = freshMobile();
      const statuses = await Promise.all(
        visitors.map(
          async (v) => (await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: number })).status,
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    });

    it('needs business info first', async () => {
      const v = await internetVisitor(server());
      const res = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: freshMobile() });
      expect(res.status).toBe(409);
      expect(res.body.field).toBe('personalInfo');
    });
  });

  describe('bad input', () => {
    it('every call answers 4xx with a message and changes nothing', async () => {
      const v = await businessInfoVisitor(server(), MOBILE);
      expect((await soleOwnerCheck(v, SSN_PASS)).status).toBe(200);
      await passcode(server(), v);
      const before = (await storedCheckout(await cartIdOf(v))).version;
      const { kid } = await encrypter(v);
      const cases: [string, string, unknown, string?][] = [
        [
          'POST',
          '/Checkout/NextButtonBI',
          { contactInfo: { ...contact, firstName: '' }, businessInfo: { selected: 'Y' } },
          'contactInfo.firstName',
        ],
        [
          'POST',
          '/Checkout/NextButtonBI',
          {
            contactInfo: contact,
            businessInfo: {
              selected: 'N',
              address: '1 A St',
              city: 'X',
              state: 'MA',
              zipCode: '12',
            },
          },
          'businessInfo.zipCode',
        ],
        ['POST', '/Checkout/NextButtonBI', { contactInfo: contact }, 'businessInfo'],
        ['POST', '/OmniBillingAddressValidate', { Zipcode: '02108' }],
        [
          'POST',
          '/Checkout/NextButtonCC',
          {
            kid,
            customerType: 'SoleOwner',
            soleOwner: { firstName: 'Ada', lastName: 'L', ssn: 'clear text!' },
          },
          'soleOwner.ssn',
        ],
        [
          'POST',
          '/Checkout/NextButtonCC',
          {
            kid,
            customerType: 'SoleOwner',
            soleOwner: { firstName: 'Ada', lastName: 'Lovelace', ssn: 'AAAA' },
          },
          'soleOwner.ssn',
        ],
        ['POST', '/Checkout/NextButtonCC', { kid, customerType: 'trust' }, 'customerType'],
        [
          'POST',
          '/Checkout/NextButtonCC',
          { kid, customerType: 'SoleOwner', soleOwner: { firstName: 'Ada', lastName: 'Lovelace' } },
          'soleOwner.ssn',
        ],
        ['POST', '/Checkout/CreditCheckByCoA', { customerType: 'SoleOwner' }, 'kid'],
        ['POST', '/Checkout/SendOTPSMS', { smsNumber: '123' }, 'smsNumber'],
        ['POST', '/Checkout/VerifyOTPSMS', { OTPPin: '12ab56' }, 'OTPPin'],
        ['POST', '/Checkout/RefundableDeposit', { paymentMethod: 'Cash' }, 'paymentMethod'],
        [
          'POST',
          '/Checkout/NextButtonIPM',
          {
            paymentMethod: 'BankAccount',
            bank: { routingNumber: '123456789', accountNumber: '1234' },
          },
          'bank.routingNumber',
        ],
        [
          'POST',
          '/Checkout/NextButtonIPM',
          {
            paymentMethod: 'Card',
            card: { cardNumber: CARD, expMonth: 1, expYear: 2001, cvv: '123' },
          },
          'card.expMonth',
        ],
        ['POST', '/Checkout/NextButtonIPM', { paymentMethod: 'BankAccount' }, 'bank'],
        ['POST', '/Checkout/NextButtonIPM', { oneTimeInstallments: 99 }, 'oneTimeInstallments'],
        ['POST', '/EnrollPFB', { paperFreeBilling: 'maybe' }, 'paperFreeBilling'],
        ['POST', '/Checkout/AutoPayLog', { APEntrolled: 'Y' }, 'AutoPayPmtType'],
        [
          'POST',
          '/Checkout/LetterOfAuthorization',
          {
            localService: 'Y',
            intraLATA: 'Y',
            interLATA: 'Y',
            tDate: '',
            firstName: '',
            lastName: 'L',
            cNumber: '',
          },
          'firstName',
        ],
        ['POST', '/Checkout/AcceptTerms', { tosCheck: 'perhaps' }, 'tosCheck'],
      ];
      for (const [method, path, body, field] of cases) {
        const res = await v.json(method, path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
        expect(res.body.Status, path).toBe('FAILURE');
        expect(res.body.message, path).toMatch(/\S/);
        // Schema errors may name the field JSON-pointer style (contactInfo/firstName).
        if (field) expect(String(res.body.field).replace(/\//g, '.'), path).toBe(field);
      }
      const after = (await storedCheckout(await cartIdOf(v))).version;
      expect(after).toBe(before);
    });
  });
});
