/**
 * The order's addresses as TMF673 places, and an order placed before the structured address and
 * the items were kept: its place read from the address text, its charges by name, never a crash.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/order-record';
import { toProductOrder } from './product-order';
import { billingPlace, servicePlace, splitStreetType } from './product-order-place';

describe('the places of an order', () => {
  it('splits a USPS suffix off the street name, and only a suffix', () => {
    expect(splitStreetType('Cobblestone Sq')).toEqual({
      streetName: 'Cobblestone',
      streetType: 'Sq',
    });
    expect(splitStreetType('Summer Street')).toEqual({
      streetName: 'Summer',
      streetType: 'Street',
    });
    expect(splitStreetType('Broadway')).toEqual({ streetName: 'Broadway' });
    expect(splitStreetType('Avenue of the Americas')).toEqual({
      streetName: 'Avenue of the Americas',
    });
  });

  it('reads an older order’s address text; a billing address only where it differs', () => {
    expect(servicePlace('MB1', undefined, '12 Main St STE 1, Boston, MA 02110')).toMatchObject({
      id: 'MB1-service',
      role: 'serviceAddress',
      streetNr: '12',
      streetName: 'Main',
      streetType: 'St',
      geographicSubAddress: [
        { name: 'STE 1', subUnit: [{ subUnitType: 'STE', subUnitNumber: '1' }] },
      ],
      city: 'Boston',
      stateOrProvince: 'MA',
      postcode: '02110',
    });
    expect(servicePlace('MB1', undefined, undefined)).toBeNull();
    expect(servicePlace('MB1', undefined, 'somewhere')).toMatchObject({ streetName: 'somewhere' });
    expect(servicePlace('MB1', undefined, '5 Elm St #12, Salem, MA 01970')).toMatchObject({
      streetName: 'Elm',
      geographicSubAddress: [{ name: '#12' }],
    });
    const billing = { address: '9 Elm Ave', city: 'Salem', state: 'MA', zipCode: '01970' };
    expect(billingPlace('MB1', { ...billing, selected: 'Y' })).toBeNull();
    expect(billingPlace('MB1', { ...billing, selected: 'N', unit: '#4' })).toMatchObject({
      id: 'MB1-billing',
      role: 'billingAddress',
      streetNr: '9',
      streetName: 'Elm',
      streetType: 'Ave',
      geographicSubAddress: [
        { name: '#4', subUnit: [{ subUnitType: 'UNIT', subUnitNumber: '4' }] },
      ],
    });
  });

  it('an order placed before items were kept: charges by name, prices still add up', () => {
    const older = {
      orderNo: 'MB1234567890',
      refNo: 'R1',
      status: 'acknowledged',
      channel: 'web',
      flow: 'classic',
      createdAt: '2026-01-02T03:04:05.000Z',
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '6175550100',
        businessName: 'Analytical Engines LLC',
        serviceAddress: '100 Summer St, Boston, MA 02110',
      },
      installation: { holdId: null, dueDate: '', timeSlotCode: '', timeSlot: '', type: '' },
      terms: null,
      snapshot: {
        planDetails: {
          headerInfo: { Title: 'Fiber', Price: '84.00', contract: 'TwoYears' },
          dataInfo: { planName: 'Business Fiber 300 Mbps', planPrice: '69.00' },
          phoneInfo: { planName: '', planPrice: '0.00' },
          tvInfo: { planName: '', planPrice: '0.00' },
          otherServices: [{ Product: 'Router rental', ProdOfferDesc: '', price: '15.00' }],
          equipmentAndOnetimeCharges: [{ offerName: 'Installation', price: '99.00' }],
          equipmentAndOnetimeChargesTotal: '99.00',
        },
      },
    } as unknown as Order;
    const o = toProductOrder(older, [], 'https://shop.example.com');
    expect(o.productOrderItem.map((i) => [i.product.name, i.productOffering])).toEqual([
      ['Business Fiber 300 Mbps', undefined],
      ['Router rental', undefined],
      ['Installation', undefined],
    ]);
    expect(o.productOrderItem[0]!.product.place[0]).toMatchObject({
      streetNr: '100',
      streetName: 'Summer',
      streetType: 'St',
    });
    expect(o.orderTotalPrice.map((p) => p.price.dutyFreeAmount.value)).toEqual([84, 99]);
    expect(o.agreement).toEqual([
      expect.objectContaining({ name: 'Contract term: Two-year agreement (24 months)' }),
    ]);
  });
});
