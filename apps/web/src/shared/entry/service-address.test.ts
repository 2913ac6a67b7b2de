import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { fromCartAddress, selectServiceAddress } from './service-address';

const larkin: AddressSuggestion = {
  AddressId: '2100202',
  ZipCode: '10701',
  CommunityName: 'Yonkers',
  State: 'NY',
  ParsedRawString: '1 Larkin Plz, Yonkers, NY 10701',
  UnitType: '',
  ElevationType: '',
  HouseNumber: '1',
  StreetName: 'Larkin Plz',
  BaseAddressId: '2100202',
  UnitCount: 0,
};

describe('service address summary (000 §2 screen 7)', () => {
  it('splits street and city lines and keeps a real unit', () => {
    expect(
      selectServiceAddress({ selectedAddress: larkin, unit: 'STE 4', availability: null }),
    ).toMatchObject({ streetLine: '1 Larkin Plz STE 4', cityLine: 'Yonkers, NY 10701' });
  });

  it("omits the unit when it is 'I don't live in a unit'", () => {
    expect(
      selectServiceAddress({
        selectedAddress: larkin,
        unit: "I don't live in a unit",
        availability: null,
      })?.streetLine,
    ).toBe('1 Larkin Plz');
  });

  it('is null without an address', () => {
    expect(selectServiceAddress({ selectedAddress: null, unit: null, availability: null })).toBe(
      null,
    );
  });
});

describe("the server's service address (issue 10 §4)", () => {
  it('renders the cart answer: street and unit, city line', () => {
    const a = fromCartAddress({
      street: '60 State St',
      unit: 'STE 700',
      city: 'Boston',
      state: 'MA',
      zip: '02109',
    });
    expect(a?.streetLine).toBe('60 State St STE 700');
    expect(a?.cityLine).toBe('Boston, MA 02109');
  });

  it('is null when the server sent none', () => {
    expect(fromCartAddress(undefined)).toBe(null);
    expect(fromCartAddress({ street: '', unit: '', city: '', state: '', zip: '' })).toBe(null);
  });
});
