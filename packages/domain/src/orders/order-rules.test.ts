import { describe, expect, it } from 'vitest';
import {
  cancelAfter,
  missingSections,
  missingSectionsMessage,
  normalizeOrderNumber,
  orderNumberFrom,
  refNumberFrom,
} from './order-rules';
import type { CheckoutProgress } from '../wire/checkout';

const done: CheckoutProgress = {
  personalInfo: 'Y',
  creditCheck: 'Y',
  otpVerified: 'Y',
  refundableDeposit: 'N',
  installments: 'Y',
  installation: 'Y',
  terms: 'Y',
  CreditCheckStatus: 'SUCCESS',
  depositRequired: 'N',
  depositAmount: '',
  winbackQualified: 'N',
};

describe('order numbers', () => {
  it("formats 'MB' + 10 digits and 'R' + 9 digits", () => {
    const no = orderNumberFrom([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(no).toBe('MB0123456789');
    expect(refNumberFrom([9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe('R987654321');
    expect(() => orderNumberFrom([1, 2, 3])).toThrow();
    expect(() => refNumberFrom([1, 2, 3, 4, 5, 6, 7, 8, 10])).toThrow();
  });

  it('normalises typed numbers', () => {
    expect(normalizeOrderNumber(' mb 0123-456789 ')).toBe('MB0123456789');
  });
});

describe('automatic cancellation', () => {
  it('cancels unfulfilled orders 10 days after submission (002 §9)', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(cancelAfter(at).toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });
});

describe('sections required before submit', () => {
  it('needs every section when the credit check passed', () => {
    expect(missingSections(done)).toEqual([]);
    expect(missingSections({ ...done, installation: 'N', terms: 'N' })).toEqual([
      'installation',
      'terms',
    ]);
    expect(missingSections({ ...done, depositRequired: 'Y' })).toEqual(['refundableDeposit']);
    expect(missingSections({ ...done, otpVerified: 'N' })).toEqual(['creditCheck']);
  });

  it('a credit FAILURE needs business info, the credit check and terms only', () => {
    const failed = {
      ...done,
      CreditCheckStatus: 'FAILURE' as const,
      installments: 'N' as const,
      installation: 'N' as const,
    };
    expect(missingSections(failed)).toEqual([]);
    expect(missingSections({ ...failed, personalInfo: 'N', terms: 'N' })).toEqual([
      'personalInfo',
      'terms',
    ]);
  });

  it('names the missing sections', () => {
    expect(missingSectionsMessage(['installation', 'terms'])).toBe(
      'Please complete these sections before submitting: installation, terms.',
    );
  });
});
