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
import { itChecksEmail } from './validator-cases';

describe('customer save-cart form (002 §5)', () => {
  describe('e-mail, non-empty and valid', () => {
    itChecksEmail(validateSaveCartEmail, 'Please enter your valid email address.');
  });

  it.each([
    ['Ana@Example.com', 'ana@example.COM', null],
    ['ana@example.com', 'ann@example.com', 'Email address not matching.'],
    ['', '', 'Email address not matching.'],
  ])(
    "confirmation matches case-insensitively: 'Email address not matching.' (%j, %j)",
    (email, again, problem) => {
      expect(validateSaveCartConfirmEmail(email, again)).toBe(problem);
    },
  );

  it('validates the whole form', () => {
    expect(validateSaveCartForm({ email: 'a@b.com', confirmEmail: 'A@B.com' })).toEqual({});
    const both = {
      email: 'Please enter your valid email address.',
      confirmEmail: 'Email address not matching.',
    };
    expect(validateSaveCartForm({ email: 'a@b', confirmEmail: 'x@b.com' })).toEqual(both);
    expect(validateSaveCartForm(null)).toEqual(both);
  });

  it("failure shows the banner 'Please enter required fields.'", () => {
    expect(saveCartBanner({ email: 'x' })).toBe('Please enter required fields.');
    expect(saveCartBanner({})).toBeNull();
  });
});

describe('dialog e-mails (000 §5, 002 §5)', () => {
  describe('idle dialog', () => {
    itChecksEmail(validateIdleSaveCartEmail, 'Enter a valid email address');
  });
});

describe('save-cart answers (002 §3, §4, §5, §7)', () => {
  it.each([
    [false, false],
    ['false', false],
    ['{"valid":False}', false],
    [{ IsValid: false }, false],
    [true, true],
    [{ IsValid: true }, true],
    ['true', true],
    [{ big: 1n }, true],
  ])('a server response containing false means invalid: %o', (response, valid) => {
    expect(isSaveCartEmailServerValid(response)).toBe(valid);
  });

  it('retrieval succeeds with Status SUCCESS or source OFS', () => {
    expect(isRetrievalSuccess({ Status: 'SUCCESS' })).toBe(true);
    expect(isRetrievalSuccess({ Status: 'FAILURE' }, 'OFS')).toBe(true);
    expect(isRetrievalSuccess({ Status: 'FAILURE' }, 'FIOSAPI')).toBe(false);
  });
});
