import { describe, expect, it } from 'vitest';
import { orderLines } from './order-lines';

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
