import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAVED_CART_LINK_VALID_DAYS_TEXT } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { SAVED_CART_MESSAGES } from '@bizline/domain/wire/saved-cart';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { postForm, withEntryFixtures } from '../../../test/suite-start';
import { solvedCaptcha } from '../../../test/support-visitors';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { forgetKeptFootprint } from '../footprint/cache';
import { runDueJobs } from '../../jobs/worker';
import { expireSavedCarts, sendDueReminders } from './service';
import { outboxMessages } from '../../../test/outbox';
import { savedCartRow } from '../../../test/saved-carts';
import { formatPhoneDisplay } from '@bizline/domain/format';
import { seedNumberPool } from '../tn/service';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // Boston, fiber
/** Boston, fiber + TV: the re-qualification test turns its TV off. */
const FIBER_TV = { zipCode: '02110', AddressID: '2100002' };
const DSL = { zipCode: '19711', AddressID: '2100101' }; // Newark DE, HSI + phone
const DAY = 86_400_000;

/** A visitor with a qualified fiber address and FIOS-500 in the cart. */
async function withPlan(
  server: TestServer,
  lqEmail = '',
  address: { zipCode: string; AddressID: string } = FIBER,
  bundle: Record<string, unknown> = { ptype: 'data', planId: 'FIOS-500' },
): Promise<Visitor> {
  const v = new Visitor(server);
  await v.signIn();
  const q = await v.json('POST', '/Qualify/CheckAvailability', {
    ...address,
    ...(lqEmail ? { EmailLQ: lqEmail } : {}),
  });
  expect(q.status).toBe(200);
  const b = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', bundle);
  expect(b.status).toBe(200);
  expect(b.body.data).toBe('SUCCESS');
  return v;
}

const saveBody = (email: string, extra: Record<string, unknown> = {}) => ({
  Comments: 'Call me',
  Disclaimer: 'Y',
  EMail: email,
  RatingSelected: 5,
  SkipReminderMail: 'N',
  ...extra,
});

/** The saved-cart offer answer: the joint offer price, its status and the 1 gig price. */
const savedCartOffer = (
  JointOfferPrice: string,
  JointofferStatus: string,
  OneGigSpeedPrice: string,
) => ({
  JointOfferPrice,
  JointofferStatus,
  OneGigSpeedPrice,
});

/** SaveOrder/VerifySavedCart from `v` for the cart with `email`; a solved captcha unless given. */
async function verifySavedCart(v: Visitor, cartId: string, email: string, altcha?: string) {
  return v.json('POST', '/SaveOrder/VerifySavedCart', {
    email,
    sessionId: cartId,
    altcha: altcha ?? (await solvedCaptcha(v)),
  });
}

function outbox(server: TestServer, cartId: string) {
  return outboxMessages(server.ctx, `saved-cart:${cartId}`);
}

async function stranger(server: TestServer): Promise<Visitor> {
  const v = new Visitor(server);
  await v.signIn();
  return v;
}

/** Save the owner's cart, pass the gate as a new visitor; that visitor and the cart id. */
async function openSaved(server: TestServer, owner: Visitor) {
  const saved = await owner.json('POST', '/SaveOrder/DoSaveOrder', saveBody('pat@example.com'));
  expect(saved.status).toBe(200);
  const cartId = saved.body.scartid as string;
  const v = await stranger(server);
  const ok = await verifySavedCart(v, cartId, 'pat@example.com');
  expect(ok.status).toBe(200);
  return { v, cartId };
}

describeEachDialect(
  'customer saved cart',
  (server) => {
    withEntryFixtures(server);

    it('the e-mail lists the lines with their numbers and the router saved', async () => {
      await seedNumberPool(server().ctx.db, '021', ['6175558801', '6175558802']);
      const v = await withPlan(server());
      const bdv = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
        ptype: 'bdv',
        nLines: 2,
      });
      expect(bdv.status).toBe(200);
      const held = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body
        .heldTNs as string[];
      expect(held).toHaveLength(2);
      const router = await v.json('POST', '/PrdConfig/UpdateCart', {
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } },
      });
      expect(router.body.Status).toBe('SUCCESS');
      const res = await v.json('POST', '/SaveOrder/DoSaveOrder', saveBody('lines@example.com'));
      expect(res.status).toBe(200);
      const [mail] = await outbox(server(), res.body.scartid as string);
      expect(mail!.body_text).toContain(
        [
          'Services:',
          '  Internet: Business Fiber 500 Mbps',
          '  Business Digital Voice: 2 lines',
          'Phone lines:',
          ...held.map(
            (tn, i) =>
              `  Line ${i + 1}, Business Digital Voice Unlimited: ${formatPhoneDisplay(tn)} (new number)`,
          ),
          'Equipment:',
          '  Router (bought): Business Fiber Router purchase, 12 monthly payments of $25.00 (last payment $24.99)',
        ].join('\n'),
      );
      expect(mail!.body_html).toContain(
        `<li>Line 2, Business Digital Voice Unlimited: ${formatPhoneDisplay(held[1])} (new number)</li>`,
      );
    });

    it('saves the cart, e-mails the link and shows the confirmation', async () => {
      const v = await withPlan(server());
      const res = await v.json('POST', '/SaveOrder/DoSaveOrder', saveBody('Pat@Example.com'));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Status: 'SUCCESS', EmailSentTo: 'P***@Example.com' });
      const cartId = res.body.scartid as string;
      expect(Buffer.from(cartId, 'base64url').length).toBeGreaterThanOrEqual(16);

      const row = await savedCartRow(server().ctx, cartId);
      expect(row).toMatchObject({
        email: 'Pat@Example.com',
        comments: 'Call me',
        rating: 5,
        reminders: 1,
        status: 'saved',
        last_page: 'customize',
      });
      expect(JSON.parse(row.contacts)).toMatchObject({ SaveCartEmailId: 'Pat@Example.com' });
      const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / DAY;
      expect(days).toBeCloseTo(20, 3);
      const cart = await server()
        .ctx.db.kysely.selectFrom('carts')
        .select('expires_at')
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(cart.expires_at >= row.expires_at).toBe(true);

      const [mail] = await outbox(server(), cartId);
      const { publicUrl, storefrontBase, apiBase, brand } = server().config;
      expect(mail!.recipient).toBe('Pat@Example.com');
      expect(mail!.body_text).toContain(
        `${publicUrl}${storefrontBase}/customize-order?scartid=${cartId}`,
      );
      expect(mail!.body_text).toContain(`valid for ${SAVED_CART_LINK_VALID_DAYS_TEXT} days`);
      expect(mail!.body_text).toContain(`${publicUrl}${apiBase}/SaveOrder/Unsubscribe?token=`);
      expect(mail!.body_html).toContain(brand.companyName);
      // What was saved, not only its total.
      expect(mail!.body_text).toContain(
        [
          'In your cart:',
          'Services:',
          '  Internet: Business Fiber 500 Mbps',
          'Contract term:',
          '  2-year agreement (24 months)',
          'Installation:',
          '  Self installation',
          '',
          'Prices when saved:',
          '  Business Fiber 500 Mbps: $99.00/mo',
          '  Self installation: $0.00',
          '',
          'Monthly total when saved: $99.00/mo',
        ].join('\n'),
      );
      expect(mail!.body_html).toContain('<li>Internet: Business Fiber 500 Mbps</li>');
      expect(mail!.body_html).toContain('<li>Business Fiber 500 Mbps: $99.00/mo</li>');

      const confirmation = await v.json('GET', '/SaveOrder/SaveOrderConfirmation');
      expect(confirmation.body).toMatchObject({
        Status: 'SUCCESS',
        scartid: cartId,
        EmailSentTo: 'P***@Example.com',
        linkValidDays: 10,
        remindersOn: true,
      });
    });

    it('refuses bad e-mails and ratings with the spec messages; needs the token', async () => {
      const v = await withPlan(server());
      const bad = await v.json('POST', '/SaveOrder/DoSaveOrder', saveBody('not-an-email'));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(ERROR_MESSAGES.emailInvalid);
      expect(bad.body.field).toBe('EMail');
      const rating = await v.json(
        'POST',
        '/SaveOrder/DoSaveOrder',
        saveBody('a@example.com', { RatingSelected: 6 }),
      );
      expect(rating.status).toBe(400);
      expect(rating.body.field).toBe('RatingSelected');
      const anonymous = new Visitor(server());
      expect(
        (await anonymous.json('POST', '/SaveOrder/DoSaveOrder', saveBody('a@example.com'))).status,
      ).toBe(401);
    });

    it('SaveCartDefaults answers the e-mail the visit gave: the address page, then the last save', async () => {
      const none = await withPlan(server());
      expect((await none.json('GET', '/SaveOrder/SaveCartDefaults')).body).toEqual({ EMail: '' });

      const v = await withPlan(server(), 'lq@example.com');
      const first = await v.json('GET', '/SaveOrder/SaveCartDefaults');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ EMail: 'lq@example.com' });
      const saved = await v.json('POST', '/SaveOrder/DoSaveOrder', saveBody('saved@example.com'));
      expect(saved.status).toBe(200);
      expect((await v.json('GET', '/SaveOrder/SaveCartDefaults')).body).toEqual({
        EMail: 'saved@example.com',
      });
      // Another visitor learns nothing of it.
      const other = await stranger(server());
      expect((await other.json('GET', '/SaveOrder/SaveCartDefaults')).body).toEqual({ EMail: '' });
    });

    it('accepts a form post; SaveMyOrder uses the known e-mail or explains', async () => {
      const v = await withPlan(server());
      const none = await v.json('POST', '/SaveOrder/SaveMyOrder');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(SAVED_CART_MESSAGES.noEmailKnown);

      const form = await postForm(
        v,
        '/SaveOrder/DoSaveOrder',
        new URLSearchParams({
          EMail: 'form@example.com',
          RatingSelected: '3',
          SkipReminderMail: 'Y',
        }),
      );
      expect(form.status).toBe(200);
      const { scartid } = (await form.json()) as { scartid: string };
      const again = await v.json('POST', '/SaveOrder/SaveMyOrder');
      expect(again.body).toMatchObject({ Status: 'SUCCESS', scartid });
      const row = await savedCartRow(server().ctx, scartid);
      expect(row).toMatchObject({ email: 'form@example.com', reminders: 0, rating: 3 });
      expect(await outbox(server(), scartid)).toHaveLength(2);
    });

    it('opens a saved cart only through the gate, and gives the same cart and price', async () => {
      const owner = await withPlan(server(), 'lq@example.com');
      const saved = await owner.json('POST', '/SaveOrder/DoSaveOrder', saveBody('pat@example.com'));
      const cartId = saved.body.scartid as string;
      const ownerCart = await owner.json('GET', '/Cart/GetFloatingCart');

      const other = await stranger(server());
      const early = await other.json('GET', `/SaveOrder/GetRetrievedOrder?scartid=${cartId}`);
      expect(early.status).toBe(403);
      expect(early.body).toEqual({
        Status: 'FAILURE',
        message: SAVED_CART_MESSAGES.verifyFirst,
        field: 'scartid',
        code: 'FORBIDDEN',
      });

      const wrong = await verifySavedCart(other, cartId, 'someone@example.com');
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('We could not verify that email address for this cart.');

      const noCaptcha = await verifySavedCart(
        other,
        cartId,
        'pat@example.com',
        'bm90IGEgY2FwdGNoYQ==',
      );
      expect(noCaptcha.status).toBe(400);
      expect(noCaptcha.body.field).toBe('altcha');

      const badEmail = await verifySavedCart(other, cartId, 'nope', 'x');
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.message).toContain(ERROR_MESSAGES.gateEmailInvalid);

      // Any e-mail of the cart's contacts opens it, in any case.
      const ok = await verifySavedCart(other, cartId, 'LQ@Example.COM');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ Status: 'SUCCESS', scartid: cartId });

      const retrieved = await other.json(
        'GET',
        `/SaveOrder/GetRetrievedOrder?scartid=${cartId}&source=email`,
      );
      expect(retrieved.status).toBe(200);
      expect(retrieved.body).toEqual({
        Status: 'SUCCESS',
        scartid: cartId,
        LastPage: 'customize',
        changes: [],
        PageLoadType: 'R',
        JointOfferSaveCart: {
          JointOfferPrice: '40.00',
          JointofferStatus: 'Y',
          OneGigSpeedPrice: '80.00',
        },
      });
      const otherCart = await other.json('GET', '/Cart/GetFloatingCart');
      expect(otherCart.body).toEqual(ownerCart.body);
      const selected = await other.json('GET', '/PrdSelection/GetSelectedProducts');
      expect(selected.body.EPSessionID).toBe(cartId);

      const row = await savedCartRow(server().ctx, cartId);
      expect(row.status).toBe('retrieved');
    });

    it('re-qualifies on retrieval: TV the address no longer gets leaves the cart', async () => {
      const ctx = server().ctx;
      const owner = await withPlan(server(), '', FIBER_TV, { ptype: 'flex', planId: 'FIOS-500' });
      const before = await owner.json('GET', '/Cart/GetFloatingCart');
      const tvName = before.body.planDetails.tvInfo.planName as string;
      const tvPrice = before.body.planDetails.tvInfo.planPrice as string;
      expect(tvName).not.toBe('');
      const { v, cartId } = await openSaved(server(), owner);

      await ctx.db.kysely
        .updateTable('footprint_addresses')
        .set({ tv: 'N' })
        .where('address_id', '=', FIBER_TV.AddressID)
        .execute();
      // As an import does: the server forgets the footprint rows it kept.
      forgetKeptFootprint(ctx.db);
      const res = await v.json('GET', `/SaveOrder/GetRetrievedOrder?scartid=${cartId}`);
      expect(res.status).toBe(200);
      expect(res.body.changes[0]).toEqual({
        productId: 'tv',
        product: tvName,
        was: tvPrice,
        now: null,
      });
      // Listed once, and the new monthly total is among the changes.
      expect(res.body.changes.filter((c: any) => c.productId === 'tv')).toHaveLength(1);
      expect(res.body.changes.find((c: any) => c.productId === 'total')).toMatchObject({
        was: before.body.HeaderInfo.Price,
      });

      const cart = await v.json('GET', '/Cart/GetFloatingCart');
      expect(cart.body.planDetails.tvInfo.planName).toBe('');
      expect(cart.body.planDetails.dataInfo.planName).toBe(
        before.body.planDetails.dataInfo.planName,
      );
      const selected = await v.json('GET', '/PrdSelection/GetSelectedProducts');
      expect(selected.body.selections).toMatchObject({ tv: null, services: 'data' });
      const row = await ctx.db.kysely
        .selectFrom('carts')
        .select('selections')
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.selections)).toMatchObject({ tv: null, services: 'data' });

      // Asked again: the cart already fits the address; only the price changes remain.
      const again = await v.json('GET', `/SaveOrder/GetRetrievedOrder?scartid=${cartId}`);
      expect(again.body.changes.map((c: any) => c.productId)).toContain('tv');
    });

    it('offers the joint offer to a retrieved fiber cart, without minus signs', async () => {
      const owner = await withPlan(server());
      const { v, cartId } = await openSaved(server(), owner);
      const first = await v.json('GET', `/SaveOrder/GetRetrievedOrder?scartid=${cartId}`);
      expect(first.status).toBe(200);
      expect(first.body.changes).toEqual([]);
      expect(first.body.JointOfferSaveCart).toEqual(savedCartOffer('40.00', 'Y', '80.00'));
      const before = await v.json('GET', '/Cart/GetFloatingCart');
      expect(before.body.isSavedCartOfferApplied).toBe('N');

      const take = await v.json('POST', '/PrdConfig/UpdateCart', {
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { BundleChoiceOffers: [{ OfferID: 'JOINT', Accepted: 'Y' }] },
      });
      expect(take.status).toBe(200);
      const after = await v.json('GET', '/Cart/GetFloatingCart');
      expect(after.body.isSavedCartOfferApplied).toBe('Y');
      const cents = (p: string) => Math.round(Number(p) * 100);
      expect(cents(before.body.HeaderInfo.Price) - cents(after.body.HeaderInfo.Price)).toBe(4000);

      const second = await v.json('GET', `/SaveOrder/GetRetrievedOrder?scartid=${cartId}`);
      expect(second.body.JointOfferSaveCart).toEqual(savedCartOffer('40.00', 'N', '80.00'));
      // The owner's session took the same offer without a retrieval: no saved-cart offer there.
      const ownerTake = await withPlan(server());
      await ownerTake.json('POST', '/PrdConfig/UpdateCart', {
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { BundleChoiceOffers: [{ OfferID: 'JOINT', Accepted: 'Y' }] },
      });
      const plain = await ownerTake.json('GET', '/Cart/GetFloatingCart');
      expect(plain.body.isSavedCartOfferApplied).toBe('N');
    });

    it('answers Not Eligible with empty prices for an HSI cart', async () => {
      const owner = await withPlan(server(), '', DSL, { ptype: 'hsi', planId: 'HSI-15' });
      const { v, cartId } = await openSaved(server(), owner);
      const res = await v.json('GET', `/SaveOrder/GetRetrievedOrder?scartid=${cartId}`);
      expect(res.status).toBe(200);
      expect(res.body.changes).toEqual([]);
      expect(res.body.JointOfferSaveCart).toEqual(savedCartOffer('', 'Not Eligible', ''));
    });

    it('limits failed attempts per cart (429 on the 6th) and answers 404 for guessed ids', async () => {
      const owner = await withPlan(server());
      const saved = await owner.json('POST', '/SaveOrder/DoSaveOrder', saveBody('pat@example.com'));
      const cartId = saved.body.scartid as string;

      const guesser = await stranger(server());
      const guessed = await verifySavedCart(
        guesser,
        randomBytes(16).toString('base64url'),
        'pat@example.com',
      );
      expect(guessed.status).toBe(404);
      expect(guessed.body.message).toBe(SAVED_CART_MESSAGES.notFound);
      const unverified = await guesser.json(
        'GET',
        `/SaveOrder/GetRetrievedOrder?scartid=${randomBytes(16).toString('base64url')}`,
      );
      expect(unverified.status).toBe(404);

      // Failures from several clients count against the cart: 5 allowed, the 6th is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const v = await stranger(server());
        const res = await verifySavedCart(v, cartId, `guess${i}@example.com`);
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.message).toBe(SAVED_CART_MESSAGES.tooManyAttempts);
      }
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
      // Even the right e-mail is refused until the hour has passed.
      const late = await stranger(server());
      const right = await verifySavedCart(late, cartId, 'pat@example.com');
      expect(right.status).toBe(429);
    });

    it('sends at most two reminders, stops when unsubscribed or ordered, and expires', async () => {
      const ctx = server().ctx;
      const a = await withPlan(server());
      const cartA = (await a.json('POST', '/SaveOrder/DoSaveOrder', saveBody('a@example.com'))).body
        .scartid as string;
      const b = await withPlan(server());
      const cartB = (await b.json('POST', '/SaveOrder/DoSaveOrder', saveBody('b@example.com'))).body
        .scartid as string;
      const c = await withPlan(server());
      const cartC = (await c.json('POST', '/SaveOrder/DoSaveOrder', saveBody('c@example.com'))).body
        .scartid as string;
      const now = Date.now();

      // Nothing is due on day one.
      await sendDueReminders(ctx, new Date(now + 1 * DAY));
      await runDueJobs(ctx, JOB_HANDLERS);
      expect(await outbox(server(), cartA)).toHaveLength(1);

      // B unsubscribes through the e-mail's link.
      const [mailB] = await outbox(server(), cartB);
      const link = /(http\S+\/SaveOrder\/Unsubscribe\?token=\S+)/.exec(mailB!.body_text)![1]!;
      const page = await fetch(link.replace(server().config.publicUrl, server().origin));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(SAVED_CART_MESSAGES.unsubscribed);
      const badToken = await fetch(server().api('/SaveOrder/Unsubscribe?token=nope'));
      expect(badToken.status).toBe(404);

      // C is ordered.
      const iso = new Date().toISOString();
      await ctx.db.kysely
        .insertInto('orders')
        .values({
          order_no: `T${randomBytes(4).toString('hex')}`,
          ref_no: 'R1',
          cart_id: cartC,
          session_id: 'test',
          idempotency_key: randomBytes(8).toString('hex'),
          flow: 'classic',
          status: 'acknowledged',
          credit_status: 'SUCCESS',
          service_zip: '02110',
          snapshot: '{}',
          customer: '{}',
          installation: '{}',
          created_at: iso,
          updated_at: iso,
          cancel_after: iso,
        })
        .execute();

      await sendDueReminders(ctx, new Date(now + 3 * DAY));
      await sendDueReminders(ctx, new Date(now + 3 * DAY));
      await sendDueReminders(ctx, new Date(now + 8 * DAY));
      await sendDueReminders(ctx, new Date(now + 15 * DAY));
      await runDueJobs(ctx, JOB_HANDLERS); // the worker delivers what the sweeps queued
      const mailsA = await outbox(server(), cartA);
      expect(mailsA).toHaveLength(3); // the save and two reminders
      expect(mailsA[1]!.body_text).toContain(`/customize-order?scartid=${cartA}`);
      expect(mailsA[2]!.body_text).toContain('/SaveOrder/Unsubscribe?token=');
      expect(await outbox(server(), cartB)).toHaveLength(1);
      expect(await outbox(server(), cartC)).toHaveLength(1);
      const statusC = await savedCartRow(ctx, cartC);
      expect(statusC.status).toBe('ordered');

      // Past 20 days: expired, and the link answers like an unknown one.
      await expireSavedCarts(ctx, new Date(now + 21 * DAY));
      const statusA = await savedCartRow(ctx, cartA);
      expect(statusA.status).toBe('expired');
      const late = await stranger(server());
      const res = await verifySavedCart(late, cartA, 'a@example.com');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(SAVED_CART_MESSAGES.notFound);
    });
  },
  { CAPTCHA_MAX_NUMBER: '100' },
);

describe('cartChanges', () => {
  it('lists products no longer sold and changed prices', async () => {
    const { cartChanges } = await import('./service');
    const base = {
      headerInfo: { Price: '100.00' },
      dataInfo: { planName: 'Fiber 500', planPrice: '80.00' },
      phoneInfo: { planName: 'Standard phone', planPrice: '20.00' },
      tvInfo: { planName: '', planPrice: '', tvServices: [] },
      otherServices: [],
      equipmentAndOnetimeCharges: [],
    };
    const now = {
      ...base,
      headerInfo: { Price: '85.00' },
      dataInfo: { planName: 'Fiber 500', planPrice: '85.00' },
      phoneInfo: { planName: '', planPrice: '' },
    };
    type P = Parameters<typeof cartChanges>[1];
    expect(cartChanges(base as unknown as P, now as unknown as P)).toEqual([
      { productId: 'internet', product: 'Fiber 500', was: '80.00', now: '85.00' },
      { productId: 'phone', product: 'Standard phone', was: '20.00', now: null },
      { productId: 'total', product: 'Monthly total', was: '100.00', now: '85.00' },
    ]);
  });
});
