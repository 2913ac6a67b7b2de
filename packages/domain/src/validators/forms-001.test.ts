import { describe, expect, it } from 'vitest';
import {
  contractFromLabel,
  initialListingOutcome,
  isBusinessListingFormIncomplete,
  isOrderUpdateSuccess,
  listingOutcome,
  listingOutcomeMessage,
  normalizeYellowPagesResults,
  shouldRunListingDupeCheck,
  staticIpChoice,
} from './forms-001';

describe('contract switch (001 §4)', () => {
  it("maps 'No annual contract' to MonthToMonth and anything else to TwoYears", () => {
    expect(contractFromLabel('No annual contract')).toBe('MonthToMonth');
    expect(contractFromLabel('2 year agreement')).toBe('TwoYears');
    expect(contractFromLabel(undefined)).toBe('TwoYears');
  });
});

describe('order status (001 §5)', () => {
  it('counts only Status SUCCESS', () => {
    expect(isOrderUpdateSuccess({ Status: 'SUCCESS' })).toBe(true);
    expect(isOrderUpdateSuccess({ Status: 'success' })).toBe(false);
    expect(isOrderUpdateSuccess({ Status: 'FAILURE' })).toBe(false);
    expect(isOrderUpdateSuccess('SUCCESS')).toBe(false);
  });
});

describe('static IP (001 §5)', () => {
  it('defaults to Dynamic unless a static product is selected', () => {
    expect(staticIpChoice([])).toBe('Dynamic');
    expect(staticIpChoice(['Router rental'])).toBe('Dynamic');
    expect(staticIpChoice(['Static IP Single'])).toBe('Static');
    expect(staticIpChoice(['Business Static IP Block of 5 addresses'])).toBe('Static');
    expect(staticIpChoice(null)).toBe('Dynamic');
  });
});

describe('business listing form (001 §5)', () => {
  const complete = {
    businessName: 'Bakery',
    businessCategory: 'Food',
    categoryName: 'Bakeries',
    isBillingPhoneRequired: 'Yes',
    businessPhone: '',
  };

  it('is complete when the required answers are given', () => {
    expect(isBusinessListingFormIncomplete(complete)).toBe(false);
    expect(
      isBusinessListingFormIncomplete({
        ...complete,
        isBillingPhoneRequired: 'No',
        businessPhone: '2015550123',
      }),
    ).toBe(false);
  });

  it.each(['businessCategory', 'categoryName', 'isBillingPhoneRequired', 'businessName'])(
    'is incomplete without %s',
    (field) => {
      expect(isBusinessListingFormIncomplete({ ...complete, [field]: '' })).toBe(true);
    },
  );

  it("is incomplete when the answer is 'No' and the business phone is empty", () => {
    expect(isBusinessListingFormIncomplete({ ...complete, isBillingPhoneRequired: 'No' })).toBe(
      true,
    );
  });
});

describe('yellow pages (001 §5)', () => {
  it("treats a single entry containing 're-enter' as empty", () => {
    expect(normalizeYellowPagesResults(['Please re-enter your search'])).toEqual([]);
    expect(normalizeYellowPagesResults([{ Name: 'Re-enter category' }])).toEqual([]);
    expect(normalizeYellowPagesResults(['Bakeries'])).toEqual(['Bakeries']);
    expect(normalizeYellowPagesResults(['re-enter', 'Bakeries'])).toHaveLength(2);
    expect(normalizeYellowPagesResults(undefined)).toEqual([]);
  });

  it('reads the duplicate check', () => {
    expect(listingOutcome({ success: true, potentialDuplicate: false })).toBe('approved');
    expect(listingOutcome({ success: true, potentialDuplicate: true })).toBe('duplicate');
    expect(listingOutcome({ success: false })).toBe('failed');
    expect(initialListingOutcome('Yes')).toBe('approved');
    expect(initialListingOutcome('No')).toBeNull();
    expect(shouldRunListingDupeCheck(true)).toBe(true);
    expect(shouldRunListingDupeCheck(false)).toBe(false);
  });

  it("words the outcomes 'Listing Approved' and 'Paid listing already exists for this business location'", () => {
    expect(listingOutcomeMessage('approved')).toBe('Listing Approved');
    expect(listingOutcomeMessage('duplicate')).toBe(
      'Paid listing already exists for this business location',
    );
    expect(listingOutcomeMessage('failed')).toBeNull();
  });
});
