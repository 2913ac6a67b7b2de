import type { AvailabilityResponse, UnitDetail } from '@bizline/domain/wire/entry';
import { beforeEach, describe, expect, it } from 'vitest';
import { suggestion } from '../../test/address-fixtures';
import { useAppStore } from './app-store';

const unit = { unit: 'STE 100', addressId: 'U1' } as UnitDetail;
const availability = { Retry: 'N' } as unknown as AvailabilityResponse;

/** A filled-in address form with a qualification outcome. */
function fill() {
  const st = useAppStore.getState();
  st.selectAddress(suggestion({ UnitCount: 2 }));
  st.setUnits([unit], 2);
  st.setUnit(unit);
  st.setPhone('201-555-0123');
  st.setEmail('ada@example.com');
  st.setAvailability(availability);
  st.setPendingOrder('N');
  st.setExistingCustomer(true);
  st.setAddressChoices([suggestion()]);
}

const qualificationCleared = {
  availability: null,
  pendingOrder: null,
  existingCustomer: false,
  addressChoices: [],
};

describe('entry slice reset rules (000 §4 Address entry)', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('changing the zip resets street, unit, phone, e-mail and qualification', () => {
    fill();
    useAppStore.getState().setCampaignCodes({ wirelessCmp: 'vzw1' });
    useAppStore.getState().setZip('21202');
    expect(useAppStore.getState()).toMatchObject({
      zip: '21202',
      streetText: '',
      selectedAddress: null,
      unit: null,
      units: [],
      unitTotal: 0,
      phone: '',
      email: '',
      ...qualificationCleared,
      // Entry parameters are not part of the form.
      wirelessCmp: 'vzw1',
    });
  });

  it('setting the same zip again changes nothing', () => {
    fill();
    useAppStore.getState().setZip('02110');
    expect(useAppStore.getState()).toMatchObject({
      streetText: '100 Summer St, Boston, MA 02110',
      unit,
      phone: '201-555-0123',
      email: 'ada@example.com',
      availability,
    });
  });

  it('changing the street resets unit and selection (and the qualification), keeps phone and e-mail', () => {
    fill();
    useAppStore.getState().setStreetText('100 Light St');
    expect(useAppStore.getState()).toMatchObject({
      streetText: '100 Light St',
      selectedAddress: null,
      unit: null,
      units: [],
      unitTotal: 0,
      ...qualificationCleared,
      zip: '02110',
      phone: '201-555-0123',
      email: 'ada@example.com',
    });
  });

  it('the same street text keeps the selection and unit', () => {
    fill();
    useAppStore.getState().setStreetText('100 Summer St, Boston, MA 02110');
    expect(useAppStore.getState().selectedAddress?.AddressId).toBe('A1');
    expect(useAppStore.getState().unit).toEqual(unit);
  });

  it('choosing another address resets the unit and qualification and sets text and zip', () => {
    fill();
    useAppStore.getState().selectAddress(
      suggestion({
        AddressId: 'A3',
        ParsedRawString: '100 Light St, Baltimore, MD 21202',
        ZipCode: '21202',
      }),
    );
    expect(useAppStore.getState()).toMatchObject({
      streetText: '100 Light St, Baltimore, MD 21202',
      zip: '21202',
      unit: null,
      units: [],
      ...qualificationCleared,
      phone: '201-555-0123',
    });
  });
});
