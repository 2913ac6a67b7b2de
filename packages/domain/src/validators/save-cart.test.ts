import { describe, expect, it } from 'vitest';
import {
  isRetrievalSuccess,
  isSaveCartEmailServerValid,
  saveCartBanner,
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
});

describe('save-cart answers (002 §3, §4, §5, §7)', () => {
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

  it('retrieval succeeds with Status SUCCESS or source OFS', () => {
    expect(isRetrievalSuccess({ Status: 'SUCCESS' })).toBe(true);
    expect(isRetrievalSuccess({ Status: 'FAILURE' }, 'OFS')).toBe(true);
    expect(isRetrievalSuccess({ Status: 'FAILURE' }, 'FIOSAPI')).toBe(false);
  });
});
