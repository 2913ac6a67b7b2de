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

const EMAIL_INVALID = 'Please enter your valid email address.';
const NOT_MATCHING = 'Email address not matching.';

describe('customer save-cart form (002 §5)', () => {
  it.each([
    ['ana@example.com', null],
    ['', EMAIL_INVALID],
    ['ana@', EMAIL_INVALID],
  ])(`e-mail non-empty and valid: '${EMAIL_INVALID}' (%j)`, (email, problem) => {
    expect(validateSaveCartEmail(email)).toBe(problem);
  });

  it.each([
    ['Ana@Example.com', 'ana@example.COM', null],
    ['ana@example.com', 'ann@example.com', NOT_MATCHING],
    ['', '', NOT_MATCHING],
  ])(
    `confirmation matches case-insensitively: '${NOT_MATCHING}' (%j, %j)`,
    (email, again, problem) => {
      expect(validateSaveCartConfirmEmail(email, again)).toBe(problem);
    },
  );

  it('validates the whole form', () => {
    expect(validateSaveCartForm({ email: 'a@b.com', confirmEmail: 'A@B.com' })).toEqual({});
    const both = { email: EMAIL_INVALID, confirmEmail: NOT_MATCHING };
    expect(validateSaveCartForm({ email: 'a@b', confirmEmail: 'x@b.com' })).toEqual(both);
    expect(validateSaveCartForm(null)).toEqual(both);
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
