import { beforeAll, describe, expect, it } from 'vitest';
import demo from '../../../../../data/catalogue/demo.json';
import { formatCents } from '@bizline/domain/pricing/money';
import {
  bundleInfoResponse,
  cartDetailsResponse,
  customizeProductsResponse,
  floatingCartResponse,
  selectedProductsResponse,
  tnResponse,
} from '@bizline/domain/wire/cart';
import { describeEachDialect } from '../../../test/support';
import { postForm } from '../../../test/suite-start';
import { expectTokenAndCartNeeded, qualifiedVisitor } from '../../../test/support-visitors';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { seedNumberPool } from '../tn/service';

const DSL = { zipCode: '19711', AddressID: '2100101' }; // Newark DE, HSI + phone, no TV/BDV
const SMALL_POOL = { zipCode: '10118', AddressID: '2100003' }; // New York, area 101

const plan = (id: string) => demo.internet.plans.find((p) => p.id === id)!;

const fiberUpdate = (model: Record<string, unknown>) => ({
  ProductType: 'FIOSDATA',
  fiOSDataModelPost: model,
});

describeEachDialect('cart calls', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx, { bostonNumbers: 20, bostonPrefix: '61755502' });
    await seedNumberPool(server().ctx.db, '101', ['2125550301', '2125550302', '2125550303']);
  });

  /** A qualified visitor whose cart holds the data bundle. */
  const dataVisitor = async () => {
    const v = await qualifiedVisitor(server());
    await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
    return v;
  };

  describe('access', () => {
    it('needs the token (401), a qualified address (409), and the own cart (403)', async () => {
      await expectTokenAndCartNeeded(server(), 'GET', '/Cart/GetFloatingCart');

      const owner = await qualifiedVisitor(server());
      const own = await owner.json('GET', '/PrdSelection/GetSelectedProducts');
      const intruder = await qualifiedVisitor(server());
      const before = await intruder.json('GET', '/PrdSelection/GetSelectedProducts');
      const res = await intruder.json(
        'POST',
        `/PrdConfig/UpdateCart?cid=${own.body.EPSessionID}`,
        fiberUpdate({ DataPlanSelection: { NewID: 'FIOS-500' } }),
      );
      expect(res.status).toBe(403);
      const byHeader = await intruder.fetch(server().api('/Cart/GetFloatingCart'), {
        headers: { authorization: `Bearer ${intruder.token}`, 'x-cart-id': own.body.EPSessionID },
      });
      expect(byHeader.status).toBe(403);
      expect((await intruder.json('GET', '/PrdSelection/GetSelectedProducts')).body).toEqual(
        before.body,
      );
      expect((await owner.json('GET', '/PrdSelection/GetSelectedProducts')).body).toEqual(own.body);
    });
  });

  describe('reading the cart', () => {
    it('every read call answers for a fresh cart', async () => {
      const v = await qualifiedVisitor(server());
      const products = await v.json('GET', '/PrdSelection/GetCustomizeProductsNew');
      expect(products.status).toBe(200);
      expect(customizeProductsResponse.parse(products.body).Availability).toEqual({
        fiber: 'Y',
        hsi: 'N',
        tv: 'Y',
        phone: 'Y',
        bdv: 'Y',
      });
      const selected = await v.json('GET', '/PrdSelection/GetSelectedProducts');
      expect(selectedProductsResponse.parse(selected.body)).toMatchObject({
        Status: 'SUCCESS',
        selections: { services: '', contract: 'TwoYears', internet: null },
        heldTNs: [],
      });
      const floating = await v.json('GET', '/Cart/GetFloatingCart');
      expect(floating.status).toBe(200);
      floatingCartResponse.parse(floating.body);
      const details = await v.json('GET', '/Cart/GetCartDetails');
      cartDetailsResponse.parse(details.body);
      for (const path of [
        '/PrdSelection/GetTVPlans?type=standalone_tv',
        '/Cart/GetCartInfo',
        '/PrdConfig/GetFiOSData',
        '/PrdConfig/GetHSIData',
        '/PrdConfig/GetFiOSTV',
      ]) {
        expect((await v.json('GET', path)).status, path).toBe(200);
      }
      const tv = await v.json('GET', '/PrdSelection/GetTVPlans?type=standalone_tv');
      expect(tv.body.TVView).toBe('standalone_tv');
      expect(tv.body.Plans.length).toBe(demo.tv.plans.length);
      const info = await postForm(v, '/Cart/GetCartInfo', 'type=OC&SelectedDueDate=&skipVo=false');
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ Status: 'SUCCESS', type: 'OC', FlowType: '' });
      const winback = await v.json('POST', '/PrdSelection/WinbackQualification');
      expect(winback.body).toEqual({ Status: 'SUCCESS', IsWinback: 'N' });
      const bdv = await v.json('GET', '/PrdSelection/GetBDVBundle');
      expect(bdv.body.data).toBe('Fail');
    });
  });

  describe('internet', () => {
    it('internet only: the floating cart shows the catalogue price; the contract switch changes it', async () => {
      const v = await qualifiedVisitor(server());
      const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
        ptype: 'data',
        planId: 'FIOS-500',
      });
      expect(bundle.status).toBe(200);
      const b = bundleInfoResponse.parse(bundle.body);
      expect(b).toMatchObject({
        data: 'SUCCESS',
        ServicesInCart: 'data',
        EnabledFIOSBDVFailed: 'N',
      });
      const twoYears = formatCents(plan('FIOS-500').price.TwoYears);
      let cart = await v.json('GET', '/Cart/GetFloatingCart');
      expect(cart.body.planDetails.dataInfo.planPrice).toBe(twoYears);
      expect(cart.body.HeaderInfo.contract).toBe('TwoYears');
      const twoYearTotal = cart.body.HeaderInfo.Price;

      const switched = await postForm(
        v,
        '/PrdSelection/GetSelectedBundleInfo',
        'ptype=data&contract=MonthToMonth&nLines=1',
      );
      expect(switched.status).toBe(200);
      cart = await v.json('GET', '/Cart/GetFloatingCart');
      expect(cart.body.planDetails.dataInfo.planPrice).toBe(
        formatCents(plan('FIOS-500').price.MonthToMonth),
      );
      expect(cart.body.HeaderInfo.contract).toBe('MonthToMonth');
      expect(cart.body.HeaderInfo.Price).not.toBe(twoYearTotal);
      const selected = await v.json('GET', '/PrdSelection/GetSelectedProducts');
      expect(selected.body.selections.bundleId).toBe('BND-DATA-MTM');
    });

    it('a bought router shows 299.99 as a one-time charge', async () => {
      const v = await dataVisitor();
      const res = await v.json(
        'POST',
        '/PrdConfig/UpdateCart',
        fiberUpdate({ RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } }),
      );
      expect(res.body).toMatchObject({ Status: 'SUCCESS', ServicesInCart: 'data' });
      const cart = await v.json('GET', '/Cart/GetFloatingCart');
      const prices = cart.body.equipmentAndOnetimeCharges.map((c: any) => c.price);
      expect(prices).toContain('299.99');
    });

    it('bad input answers 400 and changes nothing', async () => {
      const v = await dataVisitor();
      const before = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;

      const unknown = await v.json(
        'POST',
        '/PrdConfig/UpdateCart',
        fiberUpdate({ DataPlanSelection: { NewID: 'NO-SUCH-PLAN' } }),
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        Status: 'FAILURE',
        field: 'fiOSDataModelPost.DataPlanSelection.NewID',
      });
      const dsl = await v.json('POST', '/PrdConfig/UpdateFiOSData', {
        DataPlanSelection: { NewID: 'HSI-10' },
      });
      expect(dsl.status).toBe(400);
      expect(dsl.body.message).toBe(
        "DataPlanSelection.NewID: 'HSI-10' is not sold at this address",
      );
      const negative = await v.json(
        'POST',
        '/PrdConfig/UpdateCart',
        fiberUpdate({ ExtenderSelection: [{ PrdID: 'EXT-WIFI', Quantity: -1 }] }),
      );
      expect(negative.status).toBe(400);
      // Schema errors name the field as the error handler does (JSON pointer style).
      expect(negative.body.field).toMatch(/^fiOSDataModelPost.ExtenderSelection.0.Quantity$/);
      const tvAsRouter = await v.json(
        'POST',
        '/PrdConfig/UpdateCart',
        fiberUpdate({ RouterSelection: { NewID: 'TV-LOCAL' } }),
      );
      expect(tvAsRouter.status).toBe(400);
      // All or nothing: a good model followed by a bad one stores neither.
      const combo = await v.json('POST', '/PrdConfig/UpdateBundleDetails', {
        fiOSDataModelPost: { RouterSelection: { NewID: 'RTR-FIOS-RENT' } },
        FiOSTVModelPost: { PlanSelection: { NewID: 'NOPE' } },
      });
      expect(combo.status).toBe(400);
      expect(combo.body.field).toBe('FiOSTVModelPost.PlanSelection.NewID');
      expect((await v.json('GET', '/PrdSelection/GetSelectedProducts')).body).toEqual(before);
    });

    it('TV is refused where the address has none, DSL is sold there', async () => {
      const v = await qualifiedVisitor(server(), DSL);
      const tv = await v.json('POST', '/PrdConfig/UpdateFiOSTV', {
        PlanSelection: { NewID: 'TV-LOCAL' },
      });
      expect(tv.status).toBe(400);
      expect(tv.body.message).toBe('ProductType: TV is not sold at this address');
      const hsi = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'hsi' });
      expect(hsi.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'hsi' });
      const router = await v.json('POST', '/PrdConfig/UpdateHSIData', {
        RouterSelection: { OldID: '', NewID: 'RTR-DSL-RENT' },
      });
      expect(router.body).toMatchObject({ Status: 'SUCCESS', ServicesInCart: 'hsi' });
      const fiberRouter = await v.json('POST', '/PrdConfig/UpdateHSIData', {
        RouterSelection: { NewID: 'RTR-FIOS-RENT' },
      });
      expect(fiberRouter.status).toBe(400);
      const flex = await v.json('POST', '/PrdSelection/FlexSelection', {});
      expect(flex.status).toBe(400);
      expect(flex.body.field).toBe('ptype');
    });

    it('add-ons, tech team user and the contract agreement', async () => {
      const v = await dataVisitor();
      const nonBundle = await v.json('POST', '/PrdConfig/UpdateNonBundle', {
        DataSelection: { NewID: 'SIP-SINGLE' },
        SelectedVASPlans: [{ PkgID: 'TechTeam', PPPID: 'TT-STD' }],
      });
      expect(nonBundle.body.Status).toBe('SUCCESS');
      const techTeam = demo.internet.techTeam[0]!;
      const user = { FirstName: 'Ada', LastName: 'Lovelace', Phone: '617-555-0142', Email: '' };
      const bad = await v.json('POST', '/PrdSelection/AddTechTeamUsers', {
        ...user,
        FirstName: '1',
        VasId: techTeam.vasId,
        VasProdId: techTeam.id,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('FirstName');
      const ok = await v.json('POST', '/PrdSelection/AddTechTeamUsers', {
        ...user,
        VasId: techTeam.vasId,
        VasProdId: techTeam.id,
      });
      expect(ok.body.Status).toBe('SUCCESS');
      const agreement = await v.json('POST', '/PrdConfig/ContractAgreement', {
        IsAccepted: 'Y',
        IsChecked: 'Y',
      });
      expect(agreement.body).toEqual({ APIStatus: 'Success' });
      const data = await v.json('GET', '/PrdConfig/GetFiOSData');
      expect(data.body.IPType).toBe('Static');
      const s = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections;
      expect(s.internet.techTeamUser).toEqual({ ...user, Phone: '6175550142' });
      expect(s.contractAgreement).toEqual({ IsChecked: 'Y', IsAccepted: 'Y' });
    });
  });

  describe('TV', () => {
    it('flex adds TV to data; removing the TV plan clears TV and goes back to data', async () => {
      const v = await dataVisitor();
      const flex = await v.json('POST', '/PrdSelection/FlexSelection', { tvID: 'TV-PREFERRED' });
      expect(flex.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'flex' });
      expect((await v.json('GET', '/PrdSelection/GetFLEXSelection')).body.data).toBe('SUCCESS');
      let cart = await v.json('GET', '/Cart/GetFloatingCart');
      expect(cart.body.planDetails.tvInfo.planName).toBe('Business TV Preferred');
      const removed = await v.json('POST', '/PrdConfig/UpdateCart', {
        ProductType: 'FIOSTV',
        FiOSTVModelPost: { PlanSelection: { OldID: 'TV-PREFERRED', NewID: '' } },
      });
      expect(removed.body).toMatchObject({ Status: 'SUCCESS', ServicesInCart: 'data' });
      const s = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections;
      expect(s.tv).toBeNull();
      expect(s.bundleId).toBe('BND-DATA-2Y');
      cart = await v.json('GET', '/Cart/GetFloatingCart');
      expect(cart.body.planDetails.tvInfo.planName).toBe('');
    });
  });

  describe('bundles', () => {
    it('reverse flex: TV first, then data; triple adds voice and TV', async () => {
      const v = await qualifiedVisitor(server());
      const tv = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'tv' });
      expect(tv.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'video' });
      const data = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
      expect(data.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'reverseFlex' });
      const triple = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
        ptype: 'triple',
      });
      expect(triple.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'bdv+data+video' });
      const info = await v.json('GET', '/Cart/GetCartInfo');
      expect(info.body).toMatchObject({
        FlowType: 'triple',
        BundleId: 'BND-BDV-DATA-TV-2Y',
        ServicesInCart: 'bdv+data+video',
      });
      expect(info.body.planDetails.headerInfo.Ftype).toBe('triple');
    });

    it('a triple named by a standard-phone bundle adds standard phone, not BDV', async () => {
      const v = await qualifiedVisitor(server());
      await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'flex' });
      const triple = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
        ptype: 'triple',
        bundleID: 'BND-PHONE-2Y',
      });
      expect(triple.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'phone+data+video' });
      const s = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections;
      expect(s.bdv).toBeNull();
      expect(s.phone.lines).toHaveLength(1);
      expect(s.bundleId).toBe('BND-PHONE-DATA-TV-2Y');
    });
  });

  describe('telephone numbers', () => {
    it('BDV lines hold numbers; the bundle answer keeps the first number only', async () => {
      const v = await dataVisitor();
      const res = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
        ptype: 'bdv',
        nLines: 2,
      });
      const b = bundleInfoResponse.parse(res.body);
      expect(b).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'data+bdv' });
      if (b.data !== 'SUCCESS') throw new Error('expected success');
      expect(b.TNList.TNObject).toHaveLength(1);
      const selected = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
      expect(selected.heldTNs).toHaveLength(2);
      expect(selected.heldTNs[0]).toBe(b.TNList.TNObject[0]!.TN);
      expect(selected.selections.bdv.lines.map((l: any) => [l.tn, l.isAdmin])).toEqual([
        [selected.heldTNs[0], 'Y'],
        [selected.heldTNs[1], 'N'],
      ]);
      expect(selected.selections.bundleId).toBe('BND-DATA-BDV-2Y');
      // The holds end with the cart: expires_at is now + the session TTL.
      const db = server().ctx.db.kysely;
      const row = await db
        .selectFrom('carts')
        .select('expires_at')
        .where('cart_id', '=', selected.EPSessionID)
        .executeTakeFirstOrThrow();
      const ttlMs = server().config.sessionTtlHours * 3600_000;
      expect(Math.abs(Date.parse(row.expires_at) - Date.now() - ttlMs)).toBeLessThan(60_000);
      const holds = await db
        .selectFrom('telephone_numbers')
        .select('held_until')
        .where('cart_id', '=', selected.EPSessionID)
        .execute();
      expect(holds.map((h) => h.held_until)).toEqual([row.expires_at, row.expires_at]);
      // A number the cart does not hold cannot be put on a line.
      const foreign = await v.json('POST', '/PrdConfig/UpdateBDV', {
        BdvPhoneLines: [{ LineNO: 1, NewTN: '999-555-0100' }],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.field).toBe('BdvPhoneLines');
      // Nor may two lines share one number.
      const twice = await v.json('POST', '/PrdConfig/UpdateBDV', {
        BdvPhoneLines: [
          { LineNO: 1, NewTN: selected.heldTNs[0] },
          { LineNO: 2, NewTN: selected.heldTNs[0] },
        ],
      });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toContain('is already on another line');
      const tns = await v.json('GET', '/PrdSelection/GetBDVTNs?tnCount=3');
      expect(tnResponse.parse(tns.body).APIstatus).toBe('Success');
      expect(tns.body.TNList.TNObject).toHaveLength(3);
      const bdvBundle = await v.json('GET', '/PrdSelection/GetBDVBundle');
      expect(bdvBundle.body.data).toBe('SUCCESS');
      // Equipment: NoEquipment stores none; a real item is priced.
      const eq = await v.json('POST', '/PrdConfig/UpdateCart', {
        ProductType: 'BDV',
        BdvModelPost: { EquipMapping: [{ EqpID: 'NoEquipment', TNs: [] }] },
      });
      expect(eq.body.Status).toBe('SUCCESS');
      const enhanced = await v.json('POST', '/PrdConfig/UpdateBDVEnhanced', {
        IsChecked: 'Y',
        IsAccepted: 'N',
      });
      expect(enhanced.body.Status).toBe('SUCCESS');
      const withEnhanced = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
      expect(withEnhanced.selections.bdv.enhanced).toEqual({ IsChecked: 'Y', IsAccepted: 'N' });
      // Removing BDV gives its numbers back to the pool.
      const removed = await v.json('POST', '/PrdConfig/UpdateBDV', {
        BdvBundleSelection: { NewID: '' },
      });
      expect(removed.body).toMatchObject({ Status: 'SUCCESS', ServicesInCart: 'data' });
      const after = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
      expect(after.heldTNs).toEqual([]);
      expect(after.selections.bdv).toBeNull();
    });

    it('two carts never get the same number from a small pool', async () => {
      const first = await qualifiedVisitor(server(), SMALL_POOL);
      const second = await qualifiedVisitor(server(), SMALL_POOL);
      const [a, b] = await Promise.all([
        first.json('GET', '/PrdSelection/GetBDVTNs?tnCount=2'),
        second.json('GET', '/PrdSelection/GetBDVTNs?tnCount=2'),
      ]);
      const answers = [a.body, b.body].map((x) => tnResponse.parse(x));
      const statuses = answers.map((x) => x.APIstatus).sort();
      expect(statuses).toEqual(['BDVTNFail', 'Success']);
      const failed = answers.find((x) => x.APIstatus === 'BDVTNFail')!;
      expect(failed.TNList.TNObject).toEqual([]);
      const heldA = (await first.json('GET', '/PrdSelection/GetSelectedProducts')).body.heldTNs;
      const heldB = (await second.json('GET', '/PrdSelection/GetSelectedProducts')).body.heldTNs;
      expect([...heldA, ...heldB].sort()).toHaveLength(2);
      expect(new Set([...heldA, ...heldB]).size).toBe(2);
      // The bundle call of the second cart cannot get 2 lines: EnabledFIOSBDVFailed Y.
      const loser = heldA.length === 0 ? first : second;
      await loser.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
      const bdv = await loser.json('POST', '/PrdSelection/GetBDVBundleInfo', { nLines: 2 });
      expect(bdv.body).toMatchObject({
        data: 'SUCCESS',
        EnabledFIOSBDVFailed: 'Y',
        TNList: { TNObject: [] },
        ServicesInCart: 'data',
      });
      const pv = await loser.json('POST', '/PrdSelection/GetPreferredVoice', { nlines: 2 });
      expect(pv.body.APIstatus).toBe('RequestTNFail');
      const one = await loser.json('POST', '/PrdSelection/RequestTNs', { tnCount: 1 });
      expect(one.body.APIstatus).toBe('Success');
      const sabdv = await loser.json('POST', '/PrdSelection/GetSABDVNumbers', { tnCount: 2 });
      expect(sabdv.body.APIstatus).toBe('BDVTNFail');
    });
  });

  describe('expiry', () => {
    it('an expired cart starts again empty and its numbers go back to the pool', async () => {
      const v = await dataVisitor();
      await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'bdv' });
      const before = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
      expect(before.heldTNs).toHaveLength(1);
      const past = new Date(Date.now() - 1000).toISOString();
      const db = server().ctx.db.kysely;
      await db
        .updateTable('carts')
        .set({ expires_at: past })
        .where('cart_id', '=', before.EPSessionID)
        .execute();
      await db
        .updateTable('telephone_numbers')
        .set({ held_until: past })
        .where('cart_id', '=', before.EPSessionID)
        .execute();
      const after = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
      expect(after.selections.services).toBe('');
      expect(after.heldTNs).toEqual([]);
      const freed = await db
        .selectFrom('telephone_numbers')
        .select('status')
        .where('tn', '=', before.heldTNs[0])
        .executeTakeFirstOrThrow();
      expect(freed.status).toBe('free');
    });
  });

  describe('phone', () => {
    it('standard phone: data+phone with lines from held numbers and a listing', async () => {
      const v = await dataVisitor();
      const res = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'phone' });
      expect(res.body).toMatchObject({ data: 'SUCCESS', ServicesInCart: 'data+phone' });
      const update = await v.json('POST', '/PrdConfig/UpdatePhone', {
        DirListing: { NewID: 'DL-NONPUB' },
        ListingInfo: { CompanyName: 'Acme' },
        PowerReserve: 'Y',
      });
      expect(update.body.Status).toBe('SUCCESS');
      const s = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections;
      expect(s.phone).toMatchObject({ directoryListingId: 'DL-NONPUB', listingInfo: null });
      expect(s.phone.powerReserve).toBe(true);
    });
  });

  describe('listing duplicate check', () => {
    const listing = {
      businessName: 'Acme Bakery',
      businessCategory: 'FOOD',
      categoryName: 'Bakeries',
      businessPhone: '617-555-0177',
      isBillingPhoneRequired: 'No',
    };

    it('approved, then a potential duplicate for another cart, and approved for billing phone', async () => {
      const first = await qualifiedVisitor(server());
      const approved = await first.json('POST', '/PrdSelection/ListingDuplicateCheck', listing);
      expect(approved.body).toEqual({
        success: true,
        potentialDuplicate: false,
        message: 'Listing Approved',
      });
      await first.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
      const add = await first.json('POST', '/PrdConfig/UpdateNonBundle', {
        SelectedVASPlans: [{ PkgID: 'LocalListing', PPPID: 'LBL-STD' }],
        BusinessListing: listing,
      });
      expect(add.body.Status).toBe('SUCCESS');

      const second = await qualifiedVisitor(server());
      const dup = await second.json('POST', '/PrdSelection/ListingDuplicateCheck', {
        ...listing,
        businessName: 'ACME  bakery',
      });
      expect(dup.body).toEqual({
        success: true,
        potentialDuplicate: true,
        message: 'Paid listing already exists for this business location',
      });
      const billing = await second.json('POST', '/PrdSelection/ListingDuplicateCheck', {
        ...listing,
        isBillingPhoneRequired: 'Yes',
      });
      expect(billing.body.message).toBe('Listing Approved');
      const failed = await second.json('POST', '/PrdSelection/ListingDuplicateCheck', {
        ...listing,
        businessPhone: '123',
      });
      expect(failed.body).toMatchObject({ success: false, potentialDuplicate: false });
      const incomplete = await second.json('POST', '/PrdSelection/ListingDuplicateCheck', {
        ...listing,
        businessName: '',
      });
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.field).toBe('businessName');
    });
  });
});
