import { describe, expect, it } from 'vitest';
import {
  isAgentSaveSuccess,
  isOmniCartExpired,
  isRetrievalSuccess,
  isSaveCartEmailServerValid,
  isSaveSuccess,
  isValidRating,
  saveCartBanner,
  validateExitDialogEmail,
  validateIdleSaveCartEmail,
  validateSaveCartConfirmEmail,
  validateSaveCartEmail,
  validateSaveCartForm,
} from './save-cart';

describe('customer save-cart form (002 §5)', () => {
  it("e-mail non-empty and valid: 'Please enter your valid email address.'", () => {
    expect(validateSaveCartEmail('ana@example.com')).toBeNull();
    expect(validateSaveCartEmail('')).toBe('Please enter your valid email address.');
    expect(validateSaveCartEmail('ana@')).toBe('Please enter your valid email address.');
  });

  it("confirmation matches case-insensitively: 'Email address not matching.'", () => {
    expect(validateSaveCartConfirmEmail('Ana@Example.com', 'ana@example.COM')).toBeNull();
    expect(validateSaveCartConfirmEmail('ana@example.com', 'ann@example.com')).toBe(
      'Email address not matching.',
    );
    expect(validateSaveCartConfirmEmail('', '')).toBe('Email address not matching.');
  });

  it('validates the whole form', () => {
    expect(validateSaveCartForm({ email: 'a@b.com', confirmEmail: 'A@B.com' })).toEqual({});
    expect(validateSaveCartForm({ email: 'a@b', confirmEmail: 'x@b.com' })).toEqual({
      email: 'Please enter your valid email address.',
      confirmEmail: 'Email address not matching.',
    });
    expect(validateSaveCartForm(null)).toEqual({
      email: 'Please enter your valid email address.',
      confirmEmail: 'Email address not matching.',
    });
  });

  it("failure shows the banner 'Please enter required fields.'", () => {
    expect(saveCartBanner({ email: 'x' })).toBe('Please enter required fields.');
    expect(saveCartBanner({})).toBeNull();
  });
});

describe('dialog e-mails (000 §5, 002 §5)', () => {
  it("idle dialog: 'Enter a valid email address'", () => {
    expect(validateIdleSaveCartEmail('ana@example.com')).toBeNull();
    expect(validateIdleSaveCartEmail('ana')).toBe('Enter a valid email address');
    expect(validateIdleSaveCartEmail('')).toBe('Enter a valid email address');
  });

  it('exit dialog requires a non-empty e-mail', () => {
    expect(validateExitDialogEmail('')).toBe('Enter a valid email address');
    expect(validateExitDialogEmail('ana@example.com')).toBeNull();
  });
});

describe('save-cart answers (002 §3, §4, §5, §7)', () => {
  it('ratings are 1-5', () => {
    for (const r of [1, 2, 3, 4, 5]) expect(isValidRating(r)).toBe(true);
    for (const r of [0, 6, '5', 2.5, null]) expect(isValidRating(r)).toBe(false);
  });

  it('a server response containing false means invalid', () => {
    expect(isSaveCartEmailServerValid(false)).toBe(false);
    expect(isSaveCartEmailServerValid('false')).toBe(false);
    expect(isSaveCartEmailServerValid('{"valid":False}')).toBe(false);
    expect(isSaveCartEmailServerValid({ IsValid: false })).toBe(false);
    expect(isSaveCartEmailServerValid(true)).toBe(true);
    expect(isSaveCartEmailServerValid({ IsValid: true })).toBe(true);
    expect(isSaveCartEmailServerValid('true')).toBe(true);
    expect(isSaveCartEmailServerValid({ big: 1n })).toBe(true);
  });

  it('saves and order updates need Status SUCCESS', () => {
    expect(isSaveSuccess({ Status: 'SUCCESS' })).toBe(true);
    expect(isSaveSuccess({ Status: 'Success' })).toBe(false);
    expect(isSaveSuccess(undefined)).toBe(false);
  });

  it('agent save succeeds when Status contains SUCCESS', () => {
    expect(isAgentSaveSuccess({ Status: 'SUCCESS|12345' })).toBe(true);
    expect(isAgentSaveSuccess({ Status: 'FAILURE' })).toBe(false);
  });

  it('retrieval succeeds with Status SUCCESS or source OFS', () => {
    expect(isRetrievalSuccess({ Status: 'SUCCESS' })).toBe(true);
    expect(isRetrievalSuccess({ Status: 'FAILURE' }, 'OFS')).toBe(true);
    expect(isRetrievalSuccess({ Status: 'FAILURE' }, 'FIOSAPI')).toBe(false);
  });

  it('omni cart expired in either case', () => {
    expect(isOmniCartExpired({ Status: 'Expired' })).toBe(true);
    expect(isOmniCartExpired({ Status: 'EXPIRED' })).toBe(true);
    expect(isOmniCartExpired({ Status: 'SUCCESS' })).toBe(false);
  });
});
