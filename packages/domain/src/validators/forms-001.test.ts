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

describe("contract switch (001 §4): 'No annual contract' is MonthToMonth, all else TwoYears", () => {
  it.each([
    ['No annual contract', 'MonthToMonth'],
    ['2 year agreement', 'TwoYears'],
    [undefined, 'TwoYears'],
  ])('maps %j to %s', (label, contract) => {
    expect(contractFromLabel(label)).toBe(contract);
  });
});

describe('order status (001 §5)', () => {
  it.each([
    [{ Status: 'SUCCESS' }, true],
    [{ Status: 'success' }, false],
    [{ Status: 'FAILURE' }, false],
    ['SUCCESS', false],
  ])('counts only Status SUCCESS: %j', (answer, success) => {
    expect(isOrderUpdateSuccess(answer)).toBe(success);
  });
});

describe('static IP (001 §5)', () => {
  it.each([
    [[], 'Dynamic'],
    [['Router rental'], 'Dynamic'],
    [['Static IP Single'], 'Static'],
    [['Business Static IP Block of 5 addresses'], 'Static'],
    [null, 'Dynamic'],
  ])('defaults to Dynamic unless a static product is selected: %j', (products, choice) => {
    expect(staticIpChoice(products)).toBe(choice);
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
