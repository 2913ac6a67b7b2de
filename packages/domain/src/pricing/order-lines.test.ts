import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument } from '../catalogue/schema';
import type { CartSelections } from '../wire/cart';
import { orderItemsOf } from './order-items';
import { orderContentsOf, orderLines } from './order-lines';
import { priceCart } from './price-cart';
import { emptySelections, newBdv, newInternet, newPhone, newTv } from './selections';

/** The lines of a planDetails as an older order stored it: no pricedCart summary. */
const olderPlan = {
  dataInfo: { planName: 'Business Fiber 300 Mbps', planPrice: '69.00' },
  phoneInfo: {
    planName: '',
    planPrice: '0.00',
    noOfLines: 0,
    lines: [],
    FaxLine: [],
    phoneServices: [],
  },
  tvInfo: {
    planName: '',
    planPrice: '0.00',
    tvServices: [],
    MovieChannelsPack: [],
    MoviechannelsPackPrice: '0.00',
  },
  otherServices: [{ Product: 'Static IP', ProdOfferDesc: 'One address', price: '15.00' }],
  offerInfo: [
    {
      planName: 'Online offer|For 12 months',
      planPrice: '-10.00',
      otheroffer: '',
      otherofferPrice: '0.00',
    },
  ],
  equipmentAndOnetimeCharges: [
    {
      offerName: 'Activation fee',
      price: '35.00',
      installmentOption: '',
      wavied: 'Y',
      type: 'oneTime',
    },
  ],
  taxAndOtherCharges: {
    taxAndotherCharges: '',
    Tax: [{ Name: 'Sales tax', price: '4.00' }],
    subTotalTaxCharges: '4.00',
  },
};

describe('orderLines', () => {
  it('reads an older order’s lines without a price summary, promotions apart', () => {
    expect(orderLines({ planDetails: olderPlan })).toEqual({
      source: 'cartLines',
      monthly: [
        { label: 'Business Fiber 300 Mbps', amount: '69.00', note: '' },
        { label: 'Static IP', amount: '15.00', note: 'One address' },
      ],
      promotions: [{ label: 'Online offer', amount: '-10.00', note: '' }],
      taxes: [{ label: 'Sales tax', amount: '4.00', note: '' }],
      oneTime: [{ label: 'Activation fee', amount: '35.00', note: 'Waived' }],
    });
  });

  it('reads a quote order’s summary, leaving out empty parts', () => {
    const summary = {
      TotalChargesWithDiscount: '164.98',
      OmniInternetInfo: { DataDescription: 'Fios 1 Gig', DataPrice: '149.99', OtherService: [] },
      OmniPhoneInfo: {
        PhoneDescPrice: [{ Key: 'Voice line', Value: '24.99' }],
        PhoneLineType: '',
        OtherService: [],
      },
      OmniEquipmentOneTimeInfo: { EquipmentsAndOneTime: [{ Key: 'Router', Value: '0.00' }] },
      OmniBBEInfo: { BBEDescription: '', BBEPrice: '' },
      OmniPromoInfo: { PromoDescription: 'Loyalty credit', PromoValue: '-10.00' },
    };
    expect(orderLines({ summary })).toEqual({
      source: 'quote',
      monthly: [
        { label: 'Fios 1 Gig', amount: '149.99', note: '' },
        { label: 'Voice line', amount: '24.99', note: '' },
      ],
      promotions: [{ label: 'Loyalty credit', amount: '-10.00', note: '' }],
      taxes: [],
      oneTime: [{ label: 'Router', amount: '0.00', note: '' }],
    });
  });

  it('says when a snapshot keeps no lines at all', () => {
    expect(orderLines({}).source).toBe('none');
    expect(orderLines(null).monthly).toEqual([]);
  });
});

describe('orderContentsOf: what was bought, as the customer reads it', () => {
  const catalogue = catalogueDocument.parse(demo);
  function contentsOf(selections: Partial<CartSelections>, installationWhen?: string) {
    const sel = { ...emptySelections(), ...selections };
    const priced = priceCart({ catalogue, selections: sel, state: 'MA' });
    const items = orderItemsOf({ priced, selections: sel, catalogue, poolNumbers: [], loa: null });
    return orderContentsOf({ items, contract: priced.contract, installationWhen });
  }
  const line = (i: number, tn: string, moved: boolean) => ({
    lineNo: i + 1,
    tn,
    planId: '',
    subscriberType: 'desktop',
    email: '',
    isAdmin: (i === 0 ? 'Y' : 'N') as 'Y' | 'N',
    moved,
  });

  it('lists services, lines with their numbers, equipment, contract and installation', () => {
    const contents = contentsOf(
      {
        services: 'bdv+data+video',
        contract: 'TwoYears',
        internet: newInternet('FIOS-500', {
          routerId: 'RTR-FIOS-BUY',
          extenders: [{ id: 'EXT-WIFI', quantity: 2 }],
          installationId: 'INST-PRO',
          staticIpId: 'SIP-BLOCK5',
        }),
        tv: newTv('TV-PREFERRED', { equipment: [{ id: 'TVE-STB', quantity: 2 }] }),
        bdv: newBdv('BDV-UNLIMITED', {
          lines: [line(0, '6175550100', false), line(1, '6175550199', true)],
          equipment: [{ id: 'BDV-EQ-4LINE', quantity: 1, addlHandset: 0 }],
        }),
        installments: { oneTime: 3, equipment: 0, router: 12 },
      },
      'Technician visit on Tuesday, December 1, 2026, 8:00 AM – 12:00 PM ET',
    );
    expect(contents).toEqual([
      {
        key: 'services',
        title: 'Services',
        items: [
          'Internet: Business Fiber 500 Mbps',
          'Internet extra: Static IP Block of 5',
          'TV: Business TV Preferred',
          'Business Digital Voice: 2 lines',
        ],
      },
      {
        key: 'lines',
        title: 'Phone lines',
        items: [
          'Line 1, Business Digital Voice Unlimited: (617) 555-0100 (new number)',
          'Line 2, Business Digital Voice Unlimited: (617) 555-0199 (your current number, kept)',
        ],
      },
      {
        key: 'equipment',
        title: 'Equipment',
        items: [
          'Router (bought): Business Fiber Router purchase, 12 monthly payments of $25.00 (last payment $24.99)',
          'Wi-Fi extender: Wi-Fi Extender (x2)',
          'TV equipment: HD set-top box (x2)',
          'Voice equipment: 4-line desk phone',
        ],
      },
      { key: 'contract', title: 'Contract term', items: ['2-year agreement (24 months)'] },
      {
        key: 'installation',
        title: 'Installation',
        items: [
          'Professional installation, 3 monthly payments of $33.00',
          'Technician visit on Tuesday, December 1, 2026, 8:00 AM – 12:00 PM ET',
        ],
      },
    ]);
  });

  it('says a rented router and the customer’s own; an order without a day says so', () => {
    const rented = contentsOf(
      {
        services: 'data',
        contract: 'MonthToMonth',
        internet: newInternet('FIOS-300', { routerId: 'RTR-FIOS-RENT' }),
      },
      '',
    );
    const equipment = rented.find((s) => s.key === 'equipment')?.items[0];
    expect(equipment).toMatch(/^Router \(rented\): Business Fiber Router rental/);
    expect(rented.find((s) => s.key === 'installation')?.items).toEqual([
      'A representative will contact you to set up an installation date.',
    ]);
    expect(rented.find((s) => s.key === 'contract')?.items).toEqual([
      'No annual contract (month to month)',
    ]);
    const own = contentsOf({
      services: 'data',
      internet: newInternet('FIOS-300', { routerId: 'RTR-OWN' }),
    });
    expect(own.find((s) => s.key === 'equipment')?.items).toEqual(['Router: your own router']);
    // A cart has no installation day: no installation section without an installation.
    expect(own.map((s) => s.key)).toEqual(['services', 'equipment', 'contract']);
  });

  it('a line without a number yet says so; a standard phone counts its lines', () => {
    const contents = contentsOf({
      services: 'phone',
      phone: newPhone('PH-UNLIMITED'),
    });
    expect(contents[0]?.items).toEqual(['Phone: 1 line']);
    expect(contents[1]?.items).toEqual([
      'Line 1, Business Unlimited Calling: number not chosen yet',
    ]);
  });
});
