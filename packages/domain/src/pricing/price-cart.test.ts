import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { CONTRACT } from '../constants';
import { catalogueDocument } from '../catalogue/schema';
import { UnknownProductError } from '../catalogue/lookup';
import { planDetails, type CartSelections } from '../wire/cart';
import { planDetailsOf } from './plan-details';
import { priceCart, type PriceCartInput } from './price-cart';
import { emptySelections, newBdv, newInternet, newPhone, newTv } from './selections';

const catalogue = catalogueDocument.parse(demo);

type Internet = NonNullable<CartSelections['internet']>;
type Tv = NonNullable<CartSelections['tv']>;
type Phone = NonNullable<CartSelections['phone']>;
type Bdv = NonNullable<CartSelections['bdv']>;

const internet = (o: Partial<Internet>): Internet => newInternet('FIOS-300', o);
const tv = (o: Partial<Tv>): Tv => newTv('TV-PREFERRED', o);
const phone = (o: Partial<Phone>): Phone => newPhone('PH-UNLIMITED', o);
const bdvLines = (n: number, planId = '') =>
  Array.from({ length: n }, (_, i) => ({
    lineNo: i + 1,
    tn: `20255501${10 + i}`,
    planId,
    subscriberType: 'desktop',
    email: '',
    isAdmin: (i === 0 ? 'Y' : 'N') as 'Y' | 'N',
  }));
const bdv = (o: Partial<Bdv>): Bdv => newBdv('BDV-UNLIMITED', { lines: bdvLines(1), ...o });

function cart(selections: Partial<CartSelections>, extra: Partial<PriceCartInput> = {}) {
  const input: PriceCartInput = {
    catalogue,
    selections: { ...emptySelections(), ...selections },
    state: 'MA',
    ...extra,
  };
  const priced = priceCart(input);
  // Every answer must satisfy the wire schema the storefront reads.
  const details = planDetails.parse(planDetailsOf(priced, input));
  return { priced, details };
}

describe('priceCart on the demo catalogue', () => {
  it('prices an empty cart at 0.00 everywhere', () => {
    const { details } = cart({});
    expect(details.headerInfo).toMatchObject({ Price: '0.00', Ftype: '', isStandalone: 'N' });
    expect(details.subTotals.Totalmonthlychargesprice.price).toBe('0.00');
    expect(details.subTotals.Totalmonthlycharges.price).toBe('0.00');
    expect(details.taxAndOtherCharges).toMatchObject({ Tax: [], subTotalTaxCharges: '0.00' });
    expect(details.equipmentAndOnetimeChargesTotal).toBe('0.00');
    expect(details.phoneInfo.noOfLines).toBe(0);
  });

  it('prices internet only with Massachusetts tax and the regulatory fee', () => {
    const { details } = cart({ services: 'data', internet: internet({}), bundleId: 'BND-DATA-2Y' });
    expect(details.dataInfo).toEqual({ planName: 'Business Fiber 300 Mbps', planPrice: '69.00' });
    expect(details.headerInfo).toMatchObject({
      Price: '69.00',
      BundlePrice: '69.00',
      Ftype: 'standalone',
      isStandalone: 'Y',
      ServiceType: 'FIOS',
      Term: '24',
      contract: 'TwoYears',
      selectedService: '',
      DataTitle: 'Business Fiber 300 Mbps',
    });
    // 6.25 % of 69.00 = 4.3125 -> 4.31; plus 1.99 fee.
    expect(details.taxAndOtherCharges.Tax).toEqual([
      { Name: 'Massachusetts sales tax', price: '4.31' },
      { Name: 'Regulatory recovery fee', price: '1.99' },
    ]);
    expect(details.taxAndOtherCharges.subTotalTaxCharges).toBe('6.30');
    expect(details.subTotals.Totalmonthlychargesprice.price).toBe('75.30');
    expect(details.offerInfo).toEqual([]);
  });

  it('uses the month-to-month price under No annual contract', () => {
    const { details } = cart({
      contract: CONTRACT.monthToMonth,
      services: 'data',
      internet: internet({ planId: 'FIOS-1G' }),
    });
    expect(details.headerInfo).toMatchObject({ Price: '139.00', Term: '0' });
  });

  it('adds a rented router monthly, or at 0.00 when the plan includes it', () => {
    const rent = cart({ internet: internet({ planId: 'FIOS-500', routerId: 'RTR-FIOS-RENT' }) });
    expect(rent.details.otherServices).toEqual([
      {
        Product: 'Business Fiber Router rental',
        ProdOfferDesc: 'Wi-Fi 6 business router, rented monthly',
        price: '15.00',
      },
    ]);
    expect(rent.details.headerInfo.Price).toBe('114.00');
    expect(rent.details.RentRouterInclude).toBe('N');
    const included = cart({ internet: internet({ planId: 'FIOS-1G', routerId: 'RTR-FIOS-RENT' }) });
    expect(included.details.otherServices[0]?.price).toBe('0.00');
    expect(included.details.headerInfo.Price).toBe('129.00');
    expect(included.details.RentRouterInclude).toBe('Y');
    const own = cart({ internet: internet({ routerId: 'RTR-OWN' }) });
    expect(own.details.otherServices).toEqual([]);
    expect(own.details.equipmentAndOnetimeCharges).toEqual([]);
  });

  it('spreads a bought router over 12 months: 299.99 -> 25.00/mo', () => {
    const { details } = cart({ internet: internet({ routerId: 'RTR-FIOS-BUY' }) });
    expect(details.equipmentAndOnetimeCharges).toEqual([
      {
        offerName: 'Business Fiber Router purchase',
        price: '299.99',
        installmentOption: '12',
        wavied: 'N',
        type: 'router',
        installmentText: '12 monthly payments of $25.00 (last payment $24.99)',
      },
    ]);
    expect(details.otherServices).toEqual([
      {
        Product: 'Business Fiber Router purchase',
        ProdOfferDesc: '$299.99 over 12 months',
        price: '25.00',
      },
    ]);
    expect(details.headerInfo.Price).toBe('94.00');
    // In installments, so nothing is due at once; the list still adds up.
    expect(details.equipmentAndOnetimeChargesTotal).toBe('0.00');
    expect(details.pricedCart).toMatchObject({
      oneTimeCharges: '299.99',
      paidInInstallments: '-299.99',
      oneTimeDueNow: '0.00',
      installments: [
        {
          name: 'Business Fiber Router purchase',
          total: '299.99',
          months: 12,
          monthly: '25.00',
          last: '24.99',
          text: '12 monthly payments of $25.00 (last payment $24.99)',
        },
      ],
      installmentsMonthly: '25.00',
    });
  });

  it('charges installation once, or in 3 installments for the professional one', () => {
    const self = cart({ internet: internet({ installationId: 'INST-SELF' }) });
    expect(self.details.equipmentAndOnetimeCharges[0]).toMatchObject({
      offerName: 'Self installation',
      price: '0.00',
      installmentOption: '',
      type: 'installation',
    });
    const pro = cart({ internet: internet({ installationId: 'INST-PRO' }) });
    expect(pro.details.equipmentAndOnetimeCharges[0]).toMatchObject({
      price: '99.00',
      installmentOption: '3',
    });
    expect(pro.details.headerInfo.Price).toBe('102.00');
  });

  it('prices internet extras and 2 Pro video-meeting licenses (2 x 17.49)', () => {
    const { details } = cart({
      internet: internet({
        staticIpId: 'SIP-BLOCK5',
        extenders: [{ id: 'EXT-WIFI', quantity: 2 }],
        additionalRouters: [{ id: 'ADDL-RTR', quantity: 0 }],
        techTeamId: 'TT-STD',
        cloudStorageId: 'CS-1TB',
        localListingId: 'LBL-STD',
        premiumSupportId: 'PS-NET',
        videoMeeting: { id: 'VM-PRO', licenses: 2 },
      }),
    });
    expect(details.otherServices.map((s) => [s.Product, s.price])).toEqual([
      ['Wi-Fi Extender', '20.00'],
      ['Static IP Block of 5', '40.00'],
      ['Tech Team', '9.99'],
      ['Cloud Storage 1 TB', '10.00'],
      ['Premium Technical Support', '10.00'],
      ['Local Business Listing', '4.99'],
      ['Pro video-meeting licenses', '34.98'],
    ]);
    expect(details.subTotals.otherServices.price).toBe('129.96');
    expect(details.headerInfo.Price).toBe('198.96');
    const none = cart({ internet: internet({ videoMeeting: null }) });
    expect(none.details.otherServices).toEqual([]);
  });

  it('prices BDV per line: 3 x 59.00, or 3 x 20.00 on plan 2033437', () => {
    const full = cart({ services: 'bdv', bdv: bdv({ lines: bdvLines(3) }) });
    expect(full.details.phoneInfo).toMatchObject({
      planName: 'Business Digital Voice',
      planPrice: '177.00',
      noOfLines: 3,
    });
    expect(full.details.phoneInfo.lines[0]).toEqual({
      TN: '2025550110',
      planName: 'Business Digital Voice Unlimited',
      total: '59.00',
    });
    expect(full.details.headerInfo).toMatchObject({ Price: '177.00', selectedService: 'BDV' });
    const reduced = cart({
      bdv: bdv({ planId: '2033437' /* the $20-a-line plan, 001 §9 */, lines: bdvLines(3) }),
    });
    expect(reduced.details.phoneInfo.planPrice).toBe('60.00');
    expect(reduced.details.subTotals.services.price).toBe('60.00');
  });

  it('prices BDV equipment in 12 installments, features, fax and listing', () => {
    const { details } = cart({
      bdv: bdv({
        equipment: [{ id: 'BDV-EQ-12LINE', quantity: 2, addlHandset: 0 }],
        featureIds: ['BDVF-AUTOATT', 'BDVF-HUNT'],
        faxLines: 1,
        directoryListingId: 'BDV-DL-NONPUB',
        maintenanceId: 'BDV-MNT',
      }),
    });
    expect(details.equipmentAndOnetimeCharges).toEqual([
      {
        offerName: '12-line desk phone (x2)',
        price: '379.98',
        installmentOption: '12',
        wavied: 'N',
        type: 'equipment',
        installmentText: '12 monthly payments of $31.66 (last payment $31.72)',
      },
    ]);
    // 189.99 / 12 = 15.8325 -> 15.83 per phone.
    expect(details.otherServices).toEqual([
      {
        Product: '12-line desk phone',
        ProdOfferDesc: '2 x $189.99 over 12 months',
        price: '31.66',
      },
    ]);
    expect(details.phoneInfo.phoneServices).toEqual([
      { Name: 'Auto attendant', Rc: '10.00' },
      { Name: 'Hunt group', Rc: '5.00' },
      { Name: 'Non-published number', Rc: '3.50' },
      { Name: 'Equipment protection plan', Rc: '5.99' },
    ]);
    expect(details.phoneInfo.FaxLine).toEqual([
      { keyWord: 'FAX', prdName: 'Virtual fax line', Price: '20.00' },
    ]);
    // 59 + 31.66 + 24.49 + 20
    expect(details.headerInfo.Price).toBe('135.15');
  });

  it('charges power reserve 89.00 once for standard phone', () => {
    const { details } = cart({
      services: 'phone',
      phone: phone({
        lines: [{ lineNo: 1, tn: '202-555-0100', planId: '' }],
        powerReserve: true,
        batteryId: 'BAT-8H',
        equipment: [{ id: 'PH-JACK', quantity: 2 }],
        maintenanceId: 'MNT-WIRE',
        faxLines: 2,
      }),
    });
    expect(details.equipmentAndOnetimeCharges.map((e) => [e.offerName, e.price])).toEqual([
      ['Additional phone jack (x2)', '98.00'],
      ['Power Reserve', '89.00'],
      ['Backup battery, 8 hours', '29.99'],
    ]);
    expect(details.equipmentAndOnetimeChargesTotal).toBe('216.99');
    expect(details.phoneInfo).toMatchObject({
      planName: 'Standard phone',
      planPrice: '40.00',
      noOfLines: 1,
    });
    expect(details.phoneInfo.FaxLine).toHaveLength(2);
    // 40 + 6.99 + 2 x 25
    expect(details.headerInfo).toMatchObject({ Price: '96.99', selectedService: 'VOICE' });
  });

  it('prices the four movie channels as the Movie Channels Pack', () => {
    const movies = ['PC-CINEMAX1', 'PC-STARLIGHT', 'PC-EPIC', 'PC-INDIE'];
    const { details } = cart({
      services: 'video',
      tv: tv({
        premiumChannelIds: [...movies, 'PC-SPORTS'],
        equipment: [
          { id: 'TVE-NONE', quantity: 1 },
          { id: 'TVE-STB', quantity: 2 },
        ],
        recordingId: 'REC-NONE',
        viewingOptionId: 'TVV-PUBLIC',
      }),
    });
    expect(details.tvInfo).toEqual({
      planName: 'Business TV Preferred',
      planPrice: '79.99',
      tvServices: [
        { prdName: 'Public viewing', Price: '25.00' },
        { prdName: 'HD set-top box (x2)', Price: '24.00' },
        { prdName: 'Sports Pass', Price: '11.99' },
      ],
      MovieChannelsPack: [
        { channelName: 'Cinema One' },
        { channelName: 'Starlight Movies' },
        { channelName: 'Epic Films' },
        { channelName: 'Indie Screen' },
      ],
      MoviechannelsPackPrice: '39.99',
      subTotalTvServices: '100.98',
    });
    expect(details.headerInfo).toMatchObject({ Price: '180.97', selectedService: 'TV' });
    const three = cart({ tv: tv({ premiumChannelIds: movies.slice(0, 3) }) });
    expect(three.details.tvInfo.MovieChannelsPack).toEqual([]);
    expect(three.details.tvInfo.subTotalTvServices).toBe('42.97');
  });

  it('gives the bundle and flex discounts, taxed in New York', () => {
    const both = {
      services: 'flex' as const,
      internet: internet({ planId: 'FIOS-500' }),
      tv: tv({}),
    };
    const two = cart({ ...both, bundleId: 'BND-DATA-TV-2Y' }, { state: 'NY' }).details;
    expect(two.offerInfo).toEqual([
      {
        planName: 'Bundle discount|Fiber + TV (2 year agreement)',
        planPrice: '-10.00',
        otheroffer: '',
        otherofferPrice: '0.00',
      },
      {
        planName: 'Flex discount|Internet and TV together',
        planPrice: '-15.00',
        otheroffer: '',
        otherofferPrice: '0.00',
      },
    ]);
    // 99 + 79.99 - 10 - 15 = 153.99; 8.88 % = 13.674 -> 13.67; + 1.99
    expect(two.headerInfo).toMatchObject({
      Price: '153.99',
      BundlePrice: '178.99',
      FneDisc: '15.00',
      Ftype: 'doubleFlex',
      Title: 'Fiber + TV (2 year agreement)',
    });
    expect(two.taxAndOtherCharges.subTotalTaxCharges).toBe('15.66');
    expect(two.subTotals.Totalmonthlychargesprice.price).toBe('169.65');
    const mtm = cart(
      { ...both, contract: CONTRACT.monthToMonth, bundleId: 'BND-DATA-TV-MTM' },
      { state: 'NY' },
    ).details;
    // 109 + 89.99 - 5 - 10
    expect(mtm.headerInfo).toMatchObject({ Price: '183.99', FneDisc: '10.00' });
    // A bundle of the other contract gives nothing.
    const stale = cart({ ...both, bundleId: 'BND-DATA-TV-MTM' }).details;
    expect(stale.offerInfo.map((o) => o.planPrice)).toEqual(['-15.00']);
  });

  it('prices a triple with BDV as a triple flow', () => {
    const { details } = cart({
      services: 'bdv+data+video',
      bundleId: 'BND-BDV-DATA-TV-2Y',
      internet: internet({}),
      tv: tv({ planId: 'TV-LOCAL' }),
      bdv: bdv({ lines: bdvLines(2) }),
    });
    // 69 + 34.99 + 2 x 59 - 25 - 15
    expect(details.headerInfo).toMatchObject({
      Ftype: 'triple',
      isStandalone: 'N',
      selectedService: 'TV',
      Price: '181.99',
    });
    expect(details.subTotals.services.price).toBe('221.99');
  });

  it('applies the joint-offer credit, never below 0 a month', () => {
    const credit = cart(
      { internet: internet({}) },
      { jointOffer: { status: 'Y', creditCents: 4000 } },
    ).details;
    expect(credit.offerInfo.map((o) => [o.planName, o.planPrice])).toEqual([
      ['Joint offer|Monthly credit with business wireless', '-40.00'],
    ]);
    expect(credit.headerInfo.Price).toBe('29.00');
    const notEligible = cart(
      { internet: internet({}) },
      { jointOffer: { status: 'N', creditCents: 4000 } },
    ).details;
    expect(notEligible.headerInfo.Price).toBe('69.00');
    const big = cart(
      { internet: internet({}) },
      { jointOffer: { status: 'Y', creditCents: 8000 } },
    ).details;
    expect(big.offerInfo.map((o) => o.planPrice)).toEqual(['-69.00']);
    expect(big.headerInfo.Price).toBe('0.00');
    expect(big.taxAndOtherCharges.Tax[0]?.price).toBe('0.00');
  });

  it('uses the default tax rule for a state without one', () => {
    const { details } = cart({ internet: internet({}) }, { state: 'ZZ' });
    // 7 % of 69.00 = 4.83
    expect(details.taxAndOtherCharges.Tax[0]).toEqual({
      Name: 'State and local taxes',
      price: '4.83',
    });
  });

  it('refuses unknown ids, ids of another category and quantities out of range', () => {
    expect(() => cart({ internet: internet({ planId: 'NOPE' }) })).toThrow(UnknownProductError);
    expect(() => cart({ internet: internet({ staticIpId: 'TT-STD' }) })).toThrow(
      "'TT-STD' is not a product of internet.staticIp in the catalogue",
    );
    expect(() => cart({ internet: internet({ routerId: 'RTR-DSL-RENT' }) })).toThrow(
      UnknownProductError,
    );
    expect(() => cart({ bundleId: 'NOPE', internet: internet({}) })).toThrow(UnknownProductError);
    expect(() =>
      cart({ internet: internet({ extenders: [{ id: 'EXT-WIFI', quantity: 6 }] }) }),
    ).toThrow('quantity 6 must be a whole number from 0 to 5');
    expect(() => cart({ tv: tv({ equipment: [{ id: 'TVE-STB', quantity: -1 }] }) })).toThrow(
      'quantity -1',
    );
    expect(() => cart({ bdv: bdv({ lines: bdvLines(21) }) })).toThrow('at most 20 lines');
    expect(() => cart({ phone: phone({}), bdv: bdv({}) })).toThrow('not both');
    expect(() => cart({ tv: tv({ premiumChannelIds: ['PC-EPIC', 'PC-EPIC'] }) })).toThrow(
      'chosen twice',
    );
  });
});
