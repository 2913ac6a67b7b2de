import { describe, expect, it } from 'vitest';
import {
  creditCheckComplete,
  initialProgress,
  missingBefore,
  missingStepMessage,
  nextStep,
} from './sequence';

const base = initialProgress();
/** Business info given, the credit check run and passed, its passcode not yet verified. */
const ran = { ...base, personalInfo: 'Y' as const, CreditCheckStatus: 'SUCCESS' as const };
/** ...and the passcode verified: the credit check is complete. */
const verified = { ...ran, otpVerified: 'Y' as const };

describe('checkout sequence (002 §4)', () => {
  it('starts with business info and refuses every later step', () => {
    expect(nextStep(base)).toBe('personalInfo');
    expect(missingBefore('personalInfo', base)).toBeNull();
    for (const step of ['creditCheck', 'passcode', 'installments', 'terms', 'submit'] as const) {
      expect(missingBefore(step, base)).toBe('personalInfo');
    }
    expect(missingStepMessage('personalInfo')).toBe(
      'Complete the business information section first.',
    );
  });

  it('counts the credit check complete only once the passcode is verified', () => {
    expect(creditCheckComplete(ran)).toBe(false);
    expect(missingBefore('installments', ran)).toBe('creditCheck');
    expect(creditCheckComplete(verified)).toBe(true);
    expect(missingBefore('installments', verified)).toBeNull();
    expect(nextStep(verified)).toBe('installments');
  });

  it('puts the deposit before installments only when one is asked for', () => {
    const deposit = { ...verified, depositRequired: 'Y' as const };
    expect(nextStep(deposit)).toBe('refundableDeposit');
    expect(missingBefore('installments', deposit)).toBe('refundableDeposit');
    expect(missingBefore('refundableDeposit', deposit)).toBeNull();
    expect(missingBefore('installments', { ...deposit, refundableDeposit: 'Y' })).toBeNull();
  });

  it('submits after installation and terms; a credit FAILURE needs only terms', () => {
    const done = { ...verified, installments: 'Y' as const };
    expect(missingBefore('submit', done)).toBe('installation');
    expect(missingBefore('submit', { ...done, installation: 'Y' })).toBe('terms');
    expect(missingBefore('submit', { ...done, installation: 'Y', terms: 'Y' })).toBeNull();
    const failed = { ...done, installments: 'N' as const, CreditCheckStatus: 'FAILURE' as const };
    expect(missingBefore('submit', failed)).toBe('terms');
    expect(nextStep(failed)).toBe('terms');
    expect(nextStep({ ...failed, terms: 'Y' })).toBe('submit');
  });
});
