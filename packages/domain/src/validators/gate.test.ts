import { describe, expect, it } from 'vitest';
import { canVerifySavedCart, shouldShowSavedCartGate, validateGateEmail } from './gate';

describe('verification gate (002 §4, §5)', () => {
  it("e-mail must match a basic pattern: 'Enter valid email'", () => {
    expect(validateGateEmail('a@b.co')).toBeNull();
    expect(validateGateEmail('a@b')).toBe('Enter valid email');
    expect(validateGateEmail('')).toBe('Enter valid email');
    expect(validateGateEmail('a b@c.de')).toBe('Enter valid email');
  });

  it('Verify is disabled until the e-mail is valid and the captcha answered', () => {
    expect(canVerifySavedCart('a@b.co', true)).toBe(true);
    expect(canVerifySavedCart('a@b.co', false)).toBe(false);
    expect(canVerifySavedCart('a@b', true)).toBe(false);
  });

  it('shows only with the flag on, cid or scartid, no fiosreferral, no prior validation', () => {
    const base = { featureOn: true, priorValidation: false };
    expect(shouldShowSavedCartGate({ ...base, query: { scartid: 'abc' } })).toBe(true);
    expect(shouldShowSavedCartGate({ ...base, query: { cid: '42' } })).toBe(true);
    expect(shouldShowSavedCartGate({ ...base, query: { scartId: 'abc' } })).toBe(true);
    expect(shouldShowSavedCartGate({ ...base, query: { scartid: ['abc'] } })).toBe(true);
    expect(shouldShowSavedCartGate({ ...base, query: {} })).toBe(false);
    expect(shouldShowSavedCartGate({ ...base, query: { scartid: '' } })).toBe(false);
    expect(shouldShowSavedCartGate({ ...base, query: { scartid: 'a', fiosreferral: 'Y' } })).toBe(
      false,
    );
    expect(shouldShowSavedCartGate({ ...base, featureOn: false, query: { scartid: 'a' } })).toBe(
      false,
    );
    expect(
      shouldShowSavedCartGate({ ...base, priorValidation: true, query: { scartid: 'a' } }),
    ).toBe(false);
    expect(shouldShowSavedCartGate({ ...base, query: null })).toBe(false);
  });
});
