import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueDocument } from '@bizline/domain/catalogue/schema';
import { emptySelections, newInternet } from '@bizline/domain/pricing/selections';
import { customizeProductsResponse, type CartSelections } from '@bizline/domain/wire/cart';
import type { JointOffer } from '@bizline/domain/wire/entry';
import { demoBrand } from '@bizline/domain/test/brand';
import { fromRepoRoot } from '../../paths';
import { customizeProductsFor, type Availability } from './customize';

const demo = catalogueDocument.parse(
  JSON.parse(fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8')),
);
const all: Availability = { fiber: 'Y', hsi: 'N', tv: 'Y', phone: 'Y', bdv: 'Y' };
const noJoint: JointOffer = {
  JointOfferStatus: 'Not Eligible',
  JointOfferPrice: '',
  OneGigSpeedPrice: '',
  jointOfferPreSelected: 'N',
};
const joint: JointOffer = {
  JointOfferStatus: 'Y',
  JointOfferPrice: '-40.00',
  OneGigSpeedPrice: '-80.00',
  jointOfferPreSelected: 'N',
};

function withInternet(over: Partial<NonNullable<CartSelections['internet']>>): CartSelections {
  return {
    ...emptySelections(),
    services: 'data',
    internet: newInternet('', over),
  };
}

const answer = (
  over: Partial<Parameters<typeof customizeProductsFor>[0]> = {},
): ReturnType<typeof customizeProductsFor> =>
  customizeProductsFor({
    doc: demo,
    availability: all,
    selections: emptySelections(),
    jointOffer: noJoint,
    cartId: 'cart-1',
    brand: demoBrand,
    ...over,
  });

/** The routers each internet section offers, by product id. */
const routerIds = (r: ReturnType<typeof answer>) => ({
  DataInfo: r.DataInfo.Routers.map((x) => x.PrdID),
  HSIBundleInfo: r.HSIBundleInfo.Routers.map((x) => x.PrdID),
});

describe('customizeProductsFor', () => {
  it('builds one answer per inputs and catalogue, frozen, with each cart its own id', () => {
    const first = answer({ cartId: 'a', selections: withInternet({ planId: 'FIOS-500' }) });
    const second = answer({ cartId: 'b', selections: withInternet({ planId: 'FIOS-500' }) });
    expect(second).toEqual({ ...first, EPSessionID: 'b' });
    expect(second.DataInfo).toBe(first.DataInfo);
    expect(Object.isFrozen(first.DataInfo.Plans[0])).toBe(true);
    // Another selection, availability or catalogue version: built again.
    const other = answer({ selections: withInternet({ planId: 'FIOS-1G' }) });
    expect(other.DataInfo).not.toBe(first.DataInfo);
    expect(answer({ availability: { ...all, tv: 'N' } }).FiosTVInfo.Plans).toEqual([]);
    const copy = structuredClone(demo);
    expect(answer({ doc: copy }).DataInfo).not.toBe(answer().DataInfo);
    expect(answer({ doc: copy })).toEqual(answer());
  });

  it('matches the wire schema', () => {
    const r = answer();
    expect(customizeProductsResponse.parse(r)).toEqual(r);
    expect(r).toMatchObject({ Status: 'SUCCESS', EPSessionID: 'cart-1', Contract: 'TwoYears' });
  });

  it('fiber address: fiber plans and routers in DataInfo, HSI section empty', () => {
    const r = answer();
    expect(r.DataInfo.Plans.map((p) => [p.ProductName, p.Price])).toEqual([
      ['Business Fiber 300 Mbps', '69.00'],
      ['Business Fiber 500 Mbps', '99.00'],
      ['Business Fiber 1 Gig', '129.00'],
      ['Business Fiber 2 Gig', '249.00'],
    ]);
    expect(r.DataInfo.Plans[0]).toMatchObject({
      PriceMonthToMonth: '79.00',
      PriceTwoYears: '69.00',
      BundleId: 'BND-DATA-2Y',
      APPFBPriceText: 'Plus taxes, fees & equip. charges.',
      IPType: 'Dynamic',
    });
    expect(routerIds(r)).toEqual({
      DataInfo: ['RTR-FIOS-RENT', 'RTR-FIOS-BUY', 'RTR-OWN'],
      HSIBundleInfo: [],
    });
    expect(r.HSIBundleInfo.Plans).toEqual([]);
    expect(r.HSIBundleInfo.Products.installation).toEqual([]);
    expect(r.DataInfo.Products.installation.map((p) => [p.PrdID, p.IsDefault])).toEqual([
      ['INST-SELF', 'Y'],
      ['INST-PRO', 'N'],
    ]);
  });

  it('DSL address: HSI plans with DSL routers, DataInfo empty, month-to-month prices', () => {
    const r = answer({
      availability: { fiber: 'N', hsi: 'Y', tv: 'N', phone: 'Y', bdv: 'N' },
      selections: { ...emptySelections(), contract: 'MonthToMonth' },
    });
    expect(r.DataInfo.Plans).toEqual([]);
    expect(r.HSIBundleInfo.Plans.map((p) => [p.ProductId, p.Price, p.ServiceType])).toEqual([
      ['HSI-10', '59.99', 'DSL'],
      ['HSI-15', '69.99', 'DSL'],
    ]);
    expect(r.HSIBundleInfo.Plans[0]!.BundleId).toBe('BND-HSI-MTM');
    expect(routerIds(r)).toEqual({
      DataInfo: [],
      HSIBundleInfo: ['RTR-DSL-RENT', 'RTR-DSL-BUY', 'RTR-OWN'],
    });
    expect(r.FiosTVInfo.Plans).toEqual([]);
    expect(r.BDVInfo.Plans).toEqual([]);
    expect(r.BDVInfo.Products.equipment).toEqual([]);
    expect(r.PhoneInfo.Plans.length).toBeGreaterThan(0);
    // Only bundles whose every service the address can get.
    expect(r.Bundles.every((b) => b.Services.every((s) => ['hsi', 'phone'].includes(s)))).toBe(
      true,
    );
    expect(r.FlexInfo.Bundles).toEqual([]);
  });

  it('marks the selections', () => {
    const r = answer({
      selections: withInternet({
        planId: 'FIOS-500',
        routerId: 'RTR-FIOS-BUY',
        extenders: [{ id: 'EXT-WIFI', quantity: 2 }],
        installationId: 'INST-PRO',
        staticIpId: demo.internet.staticIp[0]!.id,
      }),
    });
    expect(r.DataInfo.Plans.filter((p) => p.IsSelected === 'Y').map((p) => p.ProductId)).toEqual([
      'FIOS-500',
    ]);
    expect(r.DataInfo.Plans[0]!.IPType).toBe('Static');
    expect(r.DataInfo.Routers.find((x) => x.IsSelected === 'Y')?.PrdID).toBe('RTR-FIOS-BUY');
    expect(r.DataInfo.Products.extenders[0]).toMatchObject({
      PrdID: 'EXT-WIFI',
      IsSelected: 'Y',
      Quantity: 2,
      Price: '10.00',
      MaxQuantity: 5,
    });
    expect(r.DataInfo.Products.installation[1]).toMatchObject({
      IsSelected: 'Y',
      Price: '99.00',
      PriceType: 'oneTime',
      Installments: 3,
      MonthlyPrice: '33.00',
    });
  });

  it('routers: type from the name; buy 299.99 is 25.00 a month over 12 months, the last 24.99', () => {
    const routers = answer().DataInfo.Routers;
    expect(
      routers.map((x) => [x.RouterType, x.Price, x.MonthlyPrice, x.LastPrice, x.IsRecomd]),
    ).toEqual([
      ['rent', '15.00', '15.00', '15.00', 'Y'],
      ['buy', '299.99', '25.00', '24.99', 'N'],
      ['own', '0.00', '0.00', '0.00', 'N'],
    ]);
  });

  it('1 gig by name; joint-offer price only when the offer status is Y', () => {
    const off = answer().DataInfo.Plans;
    expect(off.map((p) => [p.ProductId, p.IsOneGig, p.JointOfferPrice])).toEqual([
      ['FIOS-300', 'N', ''],
      ['FIOS-500', 'N', ''],
      ['FIOS-1G', 'Y', ''],
      ['FIOS-2G', 'Y', ''],
    ]);
    const on = answer({ jointOffer: joint });
    expect(on.jointOfferAvailResponse).toEqual({
      JointofferStatus: 'Y',
      OneGigSpeedPrice: '-80.00',
      JointOfferPrice: '-40.00',
    });
    expect(on.DataInfo.Plans.map((p) => p.JointOfferPrice)).toEqual([
      '29.00',
      '59.00',
      '49.00',
      '169.00',
    ]);
  });

  it('TV keywords and plan types; BDV equipment at price / 12 with its sub-category', () => {
    const r = answer();
    expect(r.FiosTVInfo.Plans.map((p) => [p.ProductId, p.TVPlanType, p.TVKeywords])).toEqual([
      ['TV-LOCAL', 'LOCAL', []],
      ['TV-PREFERRED', 'PREFERRED', ['Tier', 'PREFERRED']],
      ['TV-EXTREME', 'EXTREME', ['Tier', 'EXTREME', 'RSN']],
      ['TV-ULTIMATE', 'ULTIMATE', ['Tier', 'ULTIMATE', 'RSN']],
      ['TV-CUSTOM-SPORTS', 'FLEXCHOICE', ['FLEXCHOICE', 'SPORTSNEWS']],
      ['TV-CUSTOM-FAMILY', 'FLEXCHOICE', ['FLEXCHOICE', 'FAMILY']],
    ]);
    expect(r.BDVInfo.Products.equipment).toHaveLength(10);
    expect(r.BDVInfo.Products.equipment[0]).toMatchObject({
      PrdID: 'BDV-EQ-4LINE',
      Price: '85.00',
      MonthlyPrice: '7.08',
      Installments: 12,
      PrdSubCat: 'desktop',
    });
    expect(r.BDVFIOSDP.Bundles.map((b) => b.BID)).toEqual(['BND-DATA-BDV-2Y', 'BND-DATA-BDV-MTM']);
    expect(r.FlexInfo.FlexDiscount).toBe(demo.flexDiscount);
    expect(r.BDVFIOSTP.Bundles.every((b) => b.Type === 'triple')).toBe(true);
  });
});
