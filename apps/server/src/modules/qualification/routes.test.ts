import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityResponse } from '@bizline/domain/wire/entry';
import {
  Visitor,
  describeEachDialect,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { signedInVisitor, postForm } from '../../../test/suite-start';

const LTE_URL = 'https://www.example.com/business/wireless/4g-lte-business-internet';
/** The wireless-offer answer for BTN 201-555-0123 when it is not eligible, with the reason. */
const notEligible = (Reason: string) => ({ BTN: '2015550123', Eligible: 'N', Offers: [], Reason });
const FIVE_G_URL = 'https://www.example.com/business/wireless/5g-business-internet';

describeEachDialect('qualification calls', (server) => {
  const visitor = signedInVisitor(server);

  const check = async (body: Record<string, unknown>, v: Visitor = visitor()) => {
    const res = await v.json('POST', '/Qualify/CheckAvailability', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Every field of the 000 §3 availability response is present, with its representation.
    expect(availabilityResponse.parse(res.body)).toEqual(res.body);
    return res.body as Record<string, any>;
  };
  const byId = (AddressID: string, zipCode: string, extra: Record<string, unknown> = {}) =>
    check({ zipCode, AddressID, ...extra });

  describe('outcomes of the demo addresses (docs/footprint-format.md)', () => {
    it('fiber: plans, cart id, joint offer, straight to /customize-order', async () => {
      const r = await byId('2100001', '02110', { GUID: 'gui-1' });
      expect(r).toMatchObject({
        Qualified: 'false',
        QualifiedCBand: 'false',
        Qualified_4g: 'true',
        HasMultipleAddress: 'N',
        RedirectToNextPage: 'Y',
        HasExistingService: 'N',
        HasPendingOrder: 'N',
        BaseAddressBlocked: 'N',
        OOF: 'N',
        HasError: 'N',
        DefaultReg: 'N',
        AddressList: [],
        GUISessionId: 'gui-1',
        LTERedirectUrl: LTE_URL,
        FiveGRedirectUrl: '',
        VBMQuotes: 'N',
        quoteResultsField: { priceQuotesSetField: [] },
        jointoffer: {
          JointOfferStatus: 'Y',
          JointOfferPrice: '-40.00',
          OneGigSpeedPrice: '-80.00',
        },
        Retry: 'N',
      });
      expect(r.LQPost).toMatchObject({
        FiOSDataStatus: 'Y',
        HSIStatus: 'N',
        S2SLBO: 'N',
        bdvStatus: 'Y',
        PhoneStatus: 'Y',
        FiOSTVStatus: 'Y',
        INGPON2ONT: 'N',
        SpeedType: '2G',
        GUISessionID: 'gui-1',
        Address: '100 Summer St, Boston, MA 02110',
      });
      expect(r.LQPost.EPSessionID).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(r.sessionId).toMatch(/^[0-9a-f]{32}$/);
      expect(r.DataInfo.Plans.map((p: any) => p.ServiceType)).toEqual([
        'FIOS',
        'FIOS',
        'FIOS',
        'FIOS',
      ]);
      expect(r.DataInfo.Routers.length).toBeGreaterThan(0);
      // Fiber + BDV at this address: the catalogue's fiber + BDV two-year bundle.
      expect(r.PhoneInfo).toEqual({ BID: 'BND-DATA-BDV-2Y', BundleRC: '10.00', TNList: [] });
    });

    it('fiber with a directional (1100 15th St NW) and the Baltimore/DC ZIP flag', async () => {
      const r = await byId('2100007', '20005');
      expect(r.LQPost).toMatchObject({ FiOSDataStatus: 'Y', Is_BaltimoreDCzipcode: 'Y' });
      expect(r.RedirectToNextPage).toBe('Y');
    });

    it('HSI only with Qualified true; HSI tiers up to the speed type', async () => {
      const r = await byId('2100101', '19711');
      expect(r.LQPost).toMatchObject({ FiOSDataStatus: 'N', HSIStatus: 'Y', SpeedType: '15M' });
      expect(r.Qualified).toBe('true');
      expect(r.FiveGRedirectUrl).toBe(FIVE_G_URL);
      expect(r.DataInfo.Plans.map((p: any) => [p.ServiceType, p.SpeedMbps])).toEqual([
        ['DSL', 10],
        ['DSL', 15],
      ]);
      expect(r.jointoffer.JointOfferStatus).toBe('Not Eligible');
    });

    it('broadband only without Qualified (-> /internet-options)', async () => {
      const r = await byId('2100102', '21401');
      expect(r.Qualified).toBe('false');
      expect(r.LQPost).toMatchObject({ FiOSDataStatus: 'N', HSIStatus: 'Y' });
      expect(r.DataInfo.Plans.map((p: any) => p.SpeedMbps)).toEqual([10]);
    });

    it('existing quotes', async () => {
      const r = await byId('2100201', '06103');
      expect(r.VBMQuotes).toBe('Y');
      expect(r.quoteResultsField.priceQuotesSetField).toEqual([
        { quoteNumberField: 'Q100201', monField: 'MON500201' },
        { quoteNumberField: 'Q100202', monField: 'MON500202' },
      ]);
      expect(r.RedirectToNextPage).toBe('N');
    });

    it.each([
      ['2100202', '10701', { OOF: 'Y' }],
      ['2100203', '10119', { HasExistingService: 'Y' }],
      ['2100401', '07102', { HasPendingOrder: 'Y' }],
    ])('%s answers %j and does not redirect', async (id, zip, flags) => {
      const r = await byId(id, zip);
      expect(r).toMatchObject({ ...flags, RedirectToNextPage: 'N' });
    });

    it('active service (INGPON2ONT) and S2SLBO', async () => {
      expect((await byId('2100402', '22209')).LQPost.INGPON2ONT).toBe('Y');
      const s2 = await byId('2100403', '02902');
      expect(s2.LQPost.S2SLBO).toBe('Y');
      expect(s2.RedirectToNextPage).toBe('N');
    });

    it.each([
      [
        '5G',
        '2200001',
        '77002',
        { Qualified: 'true', QualifiedCBand: 'false', FiveGRedirectUrl: FIVE_G_URL },
      ],
      [
        'C-band',
        '2200002',
        '33131',
        { Qualified: 'false', QualifiedCBand: 'true', FiveGRedirectUrl: FIVE_G_URL },
      ],
      [
        '4G',
        '2200003',
        '95814',
        {
          Qualified: 'false',
          QualifiedCBand: 'false',
          Qualified_4g: 'true',
          Qualified4GHome: 'true',
          LTERedirectUrl: LTE_URL,
          FiveGRedirectUrl: '',
        },
      ],
      [
        'nothing',
        '2200004',
        '93721',
        {
          Qualified: 'false',
          QualifiedCBand: 'false',
          Qualified_4g: 'false',
          LTERedirectUrl: '',
          FiveGRedirectUrl: '',
          OOF: 'N',
          DefaultReg: 'N',
        },
      ],
    ])('wireless only, %s (%s)', async (_kind, id, zip, expected) => {
      expect(await byId(id, zip)).toMatchObject(expected);
    });

    it('wireless only 5G: no wireline plans and no next page', async () => {
      const fiveG = await byId('2200001', '77002');
      expect(fiveG.LQPost).toMatchObject({ FiOSDataStatus: 'N', HSIStatus: 'N' });
      expect(fiveG.DataInfo).toEqual({ Plans: [], Routers: [] });
      expect(fiveG.RedirectToNextPage).toBe('N');
    });

    it('multiple addresses: both listed, then the chosen one qualifies', async () => {
      const v = new Visitor(server());
      await v.signIn();
      const first = await byId('2100301', '19102', {}).then(() =>
        check({ zipCode: '19102', AddressID: '2100301' }, v),
      );
      expect(first.HasMultipleAddress).toBe('Y');
      expect(first.AddressList.map((a: any) => a.AddressId)).toEqual(['2100301', '2100302']);
      expect(first.AddressList[0]).toMatchObject({
        ParsedRawString: '230 S Broad St, Philadelphia, PA 19102',
      });
      // What tells the two buildings apart.
      expect(first.AddressList.map((a: any) => [a.BuildingName, a.ZipPlus4, a.UnitCount])).toEqual([
        ['North Tower', '19102-3801', 0],
        ['South Tower', '19102-3806', 0],
      ]);
      expect(first.RedirectToNextPage).toBe('N');
      expect(first.LQPost.EPSessionID).toBe('');
      // The chooser's choice: no longer multiple, and a cart is opened.
      const chosen = await check({ zipCode: '19102', AddressID: '2100302' }, v);
      expect(chosen).toMatchObject({
        HasMultipleAddress: 'N',
        AddressList: [],
        RedirectToNextPage: 'Y',
      });
      expect(chosen.LQPost.EPSessionID).not.toBe('');
      // The same by text, in a fresh session: the house number and street name designate both.
      const w = new Visitor(server());
      await w.signIn();
      const typed = await check(
        { zipCode: '19102', houseNumber: '230', streetName: 'South Broad Street' },
        w,
      );
      expect(typed.HasMultipleAddress).toBe('Y');
      expect(typed.AddressList).toHaveLength(2);
    });

    it('base address blocked: the building says so, a unit qualifies with its own flags', async () => {
      const building = await byId('2100501', '21202');
      expect(building).toMatchObject({ BaseAddressBlocked: 'Y', RedirectToNextPage: 'N' });
      const unit = await byId('2100502', '21202');
      expect(unit).toMatchObject({ BaseAddressBlocked: 'Y', RedirectToNextPage: 'Y' });
      expect(unit.LQPost.Address).toBe('100 Light St FL 10, Baltimore, MD 21202');
      const special = await byId('2100501', '21202', { unit: "I DON'T LIVE IN A UNIT" });
      expect(special.LQPost.Address).toBe('100 Light St, Baltimore, MD 21202');
    });
  });

  describe('address resolution', () => {
    it('by house number and street, and by street text, within the ZIP', async () => {
      const a = await check({ zipCode: '02110', houseNumber: '100', streetName: 'Summer Street' });
      expect(a.LQPost.Address).toBe('100 Summer St, Boston, MA 02110');
      const b = await check({ zipCode: '20005', streetAddress: '1100 15th street' });
      expect(b.LQPost.Address).toBe('1100 15th St NW, Washington, DC 20005');
    });

    it('a unit named with its building, and the lean variant', async () => {
      const a = await check({ zipCode: '02109', AddressID: '2100601', unit: 'Suite 700' });
      expect(a.LQPost.Address).toBe('60 State St STE 700, Boston, MA 02109');
      const lean = await check({
        zipCode: '19103',
        AddressID: '2100812',
        BaselocationId: '2100801',
        SublocationId: '2100812',
      });
      expect(lean.LQPost.Address).toBe('1735 Market St STE 11, Philadelphia, PA 19103');
    });

    it('an address outside the footprint is answered and recorded without an address id', async () => {
      const before = await server()
        .ctx.db.kysely.selectFrom('qualification_attempts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('address_id', 'is', null)
        .executeTakeFirstOrThrow();
      const r = await check({ zipCode: '02110', streetAddress: '999 Nowhere Street' });
      expect(r).toMatchObject({ DefaultReg: 'Y', RedirectToNextPage: 'N', OOF: 'N' });
      expect(r.LQPost).toMatchObject({
        FiOSDataStatus: 'N',
        HSIStatus: 'N',
        EPSessionID: '',
        Address: '999 Nowhere Street',
      });
      const row = await server()
        .ctx.db.kysely.selectFrom('qualification_attempts')
        .selectAll()
        .where('id', '=', r.sessionId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        address_id: null,
        base_address_id: null,
        cart_id: null,
        status: 'done',
        zip: '02110',
      });
      const after = await server()
        .ctx.db.kysely.selectFrom('qualification_attempts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('address_id', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n) + 1);
    });

    it('accepts a form-encoded body', async () => {
      const res = await postForm(
        visitor(),
        '/Qualify/CheckAvailability',
        new URLSearchParams({ zipCode: '02110', AddressID: '2100001', RememberMe: 'true' }),
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as any).LQPost.FiOSDataStatus).toBe('Y');
    });

    it('DoLoopQualification and the quotes variant answer the same response', async () => {
      const loop = await visitor().json(
        'POST',
        '/Qualify/DoLoopQualification?BDVCETC=N&cetctest=N',
        {
          zipCode: '06103',
          AddressID: '2100201',
        },
      );
      expect(loop.status).toBe(200);
      expect(loop.body.VBMQuotes).toBe('Y');
      const quotes = await visitor().json('POST', '/Qualify/CheckAvailabilityWithQuotes', {
        zipCode: '06103',
        AddressID: '2100201',
      });
      expect(quotes.status).toBe(200);
      expect(availabilityResponse.parse(quotes.body)).toMatchObject({
        VBMQuotes: 'Y',
        jointoffer: { JointOfferStatus: 'Y' },
      });
    });
  });

  describe('cart id, attempts and analytics', () => {
    it('keeps the cart for the same address, restarts it for another', async () => {
      const v = new Visitor(server());
      await v.signIn();
      const a1 = await check({ zipCode: '02110', AddressID: '2100001' }, v);
      const a2 = await check({ zipCode: '02110', AddressID: '2100001' }, v);
      expect(a2.LQPost.EPSessionID).toBe(a1.LQPost.EPSessionID);
      expect(a2.sessionId).not.toBe(a1.sessionId);
      const b = await check({ zipCode: '02110', AddressID: '2100002' }, v);
      expect(b.LQPost.EPSessionID).not.toBe(a1.LQPost.EPSessionID);
      // Another visitor qualifying the same address gets another cart.
      const other = await check({ zipCode: '02110', AddressID: '2100001' });
      expect(other.LQPost.EPSessionID).not.toBe(a1.LQPost.EPSessionID);

      const attempts = await server()
        .ctx.db.kysely.selectFrom('qualification_attempts')
        .select(['cart_id', 'address_id', 'call', 'request_text', 'session_id'])
        .where('id', 'in', [a1.sessionId, a2.sessionId, b.sessionId])
        .orderBy('created_at')
        .execute();
      expect(attempts.map((x) => [x.cart_id, x.address_id])).toEqual([
        [a1.LQPost.EPSessionID, '2100001'],
        [a1.LQPost.EPSessionID, '2100001'],
        [b.LQPost.EPSessionID, '2100002'],
      ]);
      const sessionRow = await server()
        .ctx.db.kysely.selectFrom('sessions')
        .select('data')
        .where('id_hash', '=', attempts[0]!.session_id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(sessionRow.data)).toMatchObject({ cartId: b.LQPost.EPSessionID });
    });

    it('records LQ_Attempts and the success events with the outcome flags', async () => {
      const v = new Visitor(server());
      await v.signIn();
      const fiber = await check({ zipCode: '02110', AddressID: '2100001' }, v);
      const fiveG = await check({ zipCode: '77002', AddressID: '2200001' }, v);
      const lte = await check({ zipCode: '95814', AddressID: '2200003' }, v);
      const events = await server()
        .ctx.db.kysely.selectFrom('event_log')
        .select(['event_name', 'logs', 'event_type'])
        .where('event_type', '=', 'LQ')
        .orderBy('id')
        .execute();
      const of = (attemptId: string) =>
        events.filter((e) => JSON.parse(e.logs!).attemptId === attemptId).map((e) => e.event_name);
      expect(of(fiber.sessionId)).toEqual(['LQ_Attempts', 'LQ_Success']);
      expect(of(fiveG.sessionId)).toEqual(['LQ_Attempts', 'LQ_Success_5G']);
      expect(of(lte.sessionId)).toEqual(['LQ_Attempts', 'LQ_Success_4G']);
      const log = JSON.parse(
        events.find((e) => JSON.parse(e.logs!).attemptId === fiber.sessionId)!.logs!,
      );
      expect(log).toMatchObject({
        HasErrorOrOOF: 'N',
        RedirectToNextPage: 'Y',
        HasExistingService: 'N',
        HasPendingOrder: 'N',
        HasMultipleAddress: 'N',
      });
    });
  });

  describe('Qualify/HasPendingOrder', () => {
    it.each([
      [{ zipCode: '07102', AddressID: '2100401' }, 'Y'],
      [{ zipCode: '02110', AddressID: '2100001' }, 'N'],
      [{ zipCode: '02110', streetAddress: '999 Nowhere St' }, 'N'],
    ])('answers %j with HasPendingOrder %s', async (address, answer) => {
      const res = await visitor().json('POST', '/Qualify/HasPendingOrder', address);
      expect(res.body).toEqual({ HasPendingOrder: answer });
    });

    it('SkipPendingOrderFlag hides a pending order from the availability', async () => {
      const skipped = await byId('2100401', '07102', { SkipPendingOrderFlag: 'Y' });
      expect(skipped).toMatchObject({ HasPendingOrder: 'N', RedirectToNextPage: 'Y' });
    });
  });

  describe('Qualify/GetQualificationDetails', () => {
    it('answers the LQPost and DataInfo of the cart, Retry Y while pending, 404 to others', async () => {
      const v = new Visitor(server());
      await v.signIn();
      const q = await check({ zipCode: '02110', AddressID: '2100001' }, v);
      const cid = q.LQPost.EPSessionID as string;
      const done = await v.json(
        'GET',
        `/Qualify/GetQualificationDetails?cid=${cid}&orderNumber=ORD1`,
      );
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        DoLoopResponse: { LQPost: q.LQPost, DataInfo: q.DataInfo },
        Retry: 'N',
        jointoffer: q.jointoffer,
      });

      // An adapter for a slow backend records its attempt as pending until the answer comes.
      const now = new Date(Date.now() + 1000).toISOString();
      const sessionId = (
        await server()
          .ctx.db.kysely.selectFrom('qualification_attempts')
          .select('session_id')
          .where('id', '=', q.sessionId)
          .executeTakeFirstOrThrow()
      ).session_id;
      await server()
        .ctx.db.kysely.insertInto('qualification_attempts')
        .values({
          id: 'pending-attempt-1',
          session_id: sessionId,
          cart_id: cid,
          call: 'CheckAvailability',
          address_id: '2100001',
          base_address_id: '2100001',
          zip: '02110',
          request_text: 'AddressID=2100001',
          status: 'pending',
          response: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const pending = await v.json('GET', `/Qualify/GetQualificationDetails?cid=${cid}`);
      expect(pending.body).toEqual({ DoLoopResponse: null, Retry: 'Y', jointoffer: null });

      const stranger = await visitor().json('GET', `/Qualify/GetQualificationDetails?cid=${cid}`);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toMatchObject({ field: 'cid' });
      expect(stranger.body.message).toMatch(/^cid: /);
      expect((await v.json('GET', '/Qualify/GetQualificationDetails?cid=nope')).status).toBe(404);
    });
  });

  describe('joint offer and wireless-offer eligibility', () => {
    it('follow the session qualified address', async () => {
      const v = new Visitor(server());
      await v.signIn();
      const before = await v.json('GET', '/Qualify/GetJointOffer?BTNumber=201-555-0123');
      expect(before.body).toMatchObject({
        BTNumber: '2015550123',
        JointOfferStatus: 'Not Eligible',
      });
      const notYet = await v.json('GET', '/Checkout/GetVZWOfferEligibility?BTN=2015550123');
      expect(notYet.body).toEqual(notEligible('NOT_QUALIFIED'));

      await check({ zipCode: '02110', AddressID: '2100001' }, v);
      const offer = await v.json('GET', '/Qualify/GetJointOffer?BTNumber=2015550123');
      expect(offer.body).toEqual({
        BTNumber: '2015550123',
        JointOfferPrice: '-40.00',
        JointOfferStatus: 'Y',
        OneGigSpeedPrice: '-80.00',
        jointOfferPreSelected: 'N',
      });
      const eligible = await v.json('GET', '/Checkout/GetVZWOfferEligibility?BTN=2015550123');
      expect(eligible.body).toMatchObject({ Eligible: 'Y', Reason: '' });
      expect(eligible.body.Offers.length).toBeGreaterThan(0);
    });
  });

  describe('Qualify/EmailPreValidation', () => {
    it.each([
      ['signed in', { sessionId: 'x', email: 'Owner@Example.com' }, { Message: 'SUCCESS' }],
      [
        'signed in',
        { email: 'owner@example' },
        { Message: 'INVALID', reason: 'Please enter your valid email address.' },
      ],
      ['anonymous', { email: 'owner@example.net' }, { Message: 'SUCCESS' }],
      // Judged as typed: stripping the ë would approve another person's address.
      [
        'anonymous',
        { email: 'zoë.owner@example.com' },
        { Message: 'INVALID', reason: 'Please enter your valid email address.' },
      ],
    ])('answers a %s caller for %j: %j', async (caller, body, answer) => {
      const from = caller === 'anonymous' ? new Visitor(server()) : visitor();
      const res = await from.json('POST', '/Qualify/EmailPreValidation', body);
      expect(res.body).toEqual(answer);
    });
  });

  describe('bad input', () => {
    const long = 'x'.repeat(10_000);
    it.each([
      [{ AddressID: '2100001' }, 'zipCode'],
      [{ zipCode: '0211', AddressID: '2100001' }, 'zipCode'],
      [{ zipCode: '02110' }, 'AddressID'],
      [{ zipCode: '02110', AddressID: '9999999' }, 'AddressID'],
      [{ zipCode: '02110', AddressID: 'has space' }, 'AddressID'],
      [{ zipCode: '02110', SublocationId: '9999999' }, 'SublocationId'],
      [{ zipCode: '02110', BaseAddressID: '9999999' }, 'BaseAddressID'],
      [{ zipCode: '02110', streetAddress: long }, 'streetAddress'],
      [{ zipCode: '02109', AddressID: '2100601', unit: 'STE 999' }, 'unit'],
      [{ zipCode: '02110', AddressID: '2100001', EmailLQ: 'bad@' }, 'EmailLQ'],
      [{ zipCode: '02110', AddressID: '2100001', TelephNoLQ: '123' }, 'TelephNoLQ'],
      [{ zipCode: '02110', AddressID: '2100001', Retry: 'maybe' }, 'Retry'],
      // Nested fields are named by their JSON path (http-errors.ts).
      [
        { zipCode: '02110', AddressID: '2100001', myLinkCollataeral: { SalesAgentId: long } },
        'myLinkCollataeral/SalesAgentId',
      ],
    ])('CheckAvailability with bad input -> 400 naming $1', async (body, field) => {
      for (const path of ['/Qualify/CheckAvailability', '/Qualify/HasPendingOrder']) {
        const res = await visitor().json('POST', path, body);
        expect(res.status, path).toBe(400);
        expect(res.body).toMatchObject({ Status: 'FAILURE', field });
        expect(res.body.message.startsWith(`${field}: `)).toBe(true);
      }
    });

    it('says which unit rule failed with the 000 §5 message', async () => {
      const res = await visitor().json('POST', '/Qualify/CheckAvailability', {
        zipCode: '02109',
        AddressID: '2100601',
        unit: 'STE 999',
      });
      expect(res.body.message).toBe('unit: Please enter valid Unit #');
    });

    it.each([
      ['GET', '/Qualify/GetQualificationDetails', 'cid'],
      ['GET', `/Qualify/GetQualificationDetails?cid=${long}`, 'cid'],
      ['GET', '/Qualify/GetJointOffer?BTNumber=12345', 'BTNumber'],
      ['GET', '/Qualify/GetJointOffer', 'BTNumber'],
      ['GET', '/Checkout/GetVZWOfferEligibility?BTN=abc', 'BTN'],
      ['POST', '/Qualify/DoLoopQualification?BDVCETC=X', 'BDVCETC'],
    ])('%s with bad input -> 400 naming $2', async (method, path, field) => {
      const res = await visitor().json(
        method,
        path,
        method === 'POST' ? { zipCode: '02110', AddressID: '2100001' } : undefined,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field });
    });

    it('e-mail pre-validation needs an e-mail', async () => {
      const res = await visitor().json('POST', '/Qualify/EmailPreValidation', {});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'email', message: 'email: is required' });
    });
  });

  it('requires the Bearer token on the qualification calls', async () => {
    const anonymous = new Visitor(server());
    const body = { zipCode: '02110', AddressID: '2100001' };
    for (const [method, path] of [
      ['POST', '/Qualify/HasPendingOrder'],
      ['POST', '/Qualify/DoLoopQualification?BDVCETC=N&cetctest=N'],
      ['POST', '/Qualify/CheckAvailability'],
      ['POST', '/Qualify/CheckAvailabilityWithQuotes'],
      ['GET', '/Qualify/GetQualificationDetails?cid=x'],
      ['GET', '/Qualify/GetJointOffer?BTNumber=2015550123'],
      ['GET', '/Checkout/GetVZWOfferEligibility?BTN=2015550123'],
    ] as const) {
      const res = await anonymous.json(method, path, method === 'POST' ? body : undefined);
      expect(res.status, path).toBe(401);
    }
  });
});

describe('wireless-offer eligibility with the feature off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { FEATURE_WIRELESS_OFFER_ELIGIBILITY: 'false' });
    await loadEntryFixtures(server.ctx);
  });
  afterAll(async () => server?.close());

  it('answers Eligible N with reason FEATURE_OFF', async () => {
    const v = new Visitor(server);
    await v.signIn();
    await v.json('POST', '/Qualify/CheckAvailability', { zipCode: '02110', AddressID: '2100001' });
    const res = await v.json('GET', '/Checkout/GetVZWOfferEligibility?BTN=2015550123');
    expect(res.body).toEqual(notEligible('FEATURE_OFF'));
  });
});
