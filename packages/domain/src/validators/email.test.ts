import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_LENGTH,
  isBasicEmail,
  isProductEmail,
  isStandardEmail,
  sameEmail,
  sanitizeEmail,
  validateEmail,
  validateOptionalEmail,
} from './email';

const INVALID = 'Please enter your valid email address.';

describe('sanitizeEmail (000 §5)', () => {
  it('strips characters other than word chars, whitespace, ?, :, ., @ and -, then trims', () => {
    expect(sanitizeEmail('  jo!hn#@ex*ample.com  ')).toBe('john@example.com');
    expect(sanitizeEmail('a+b@x.com')).toBe('ab@x.com');
    expect(sanitizeEmail('a?b:c d@x-y.com')).toBe('a?b:c d@x-y.com');
    expect(sanitizeEmail(null)).toBe('');
  });
});

describe('validateEmail (000 §5)', () => {
  it.each([
    'john@example.com',
    'john.smith@example.net',
    'a_b-c@sub.example.org',
    'x@school.edu',
    'x@army.mil',
    'x@host.name',
    'x@host.co.uk',
    'x@host.de',
    'X@HOST.COM',
    '  john@example.com ',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    '',
    'john',
    'john@',
    '@example.com',
    'john@example',
    'john@example.info',
    'john@example.c',
    'john@@example.com',
    'jo hn@example.com',
    'john@exa mple.com',
    'john@-example.com',
    '.john@example.com',
    'john..smith@example.com',
    'jo!hn@example.com',
  ])("rejects %j with 'Please enter your valid email address.'", (email) => {
    expect(validateEmail(email)).toBe(INVALID);
  });

  it('rejects non-text and over-long values', () => {
    expect(validateEmail(null)).toBe(INVALID);
    expect(validateEmail(42)).toBe(INVALID);
    const long = `${'a'.repeat(MAX_EMAIL_LENGTH)}@example.com`;
    expect(validateEmail(long)).toBe(INVALID);
  });
});

describe('other e-mail patterns', () => {
  it('optional variant: empty is fine, otherwise standard pattern (000 §5, 001 §5)', () => {
    expect(validateOptionalEmail('')).toBeNull();
    expect(validateOptionalEmail(undefined)).toBeNull();
    expect(validateOptionalEmail('a.b+tag@example.info')).toBeNull();
    expect(validateOptionalEmail('not an email')).toBe(INVALID);
  });

  it('standard and basic patterns', () => {
    expect(isStandardEmail('a+b@example.io')).toBe(true);
    expect(isStandardEmail('a@b')).toBe(false);
    expect(isBasicEmail('a@b.c')).toBe(true);
    expect(isBasicEmail('a b@c.d')).toBe(false);
    expect(isBasicEmail('a@bc')).toBe(false);
    expect(isProductEmail('a@b.info')).toBe(false);
  });

  it('compares e-mails case-insensitively', () => {
    expect(sameEmail('A@B.com ', 'a@b.COM')).toBe(true);
    expect(sameEmail('a@b.com', 'a@c.com')).toBe(false);
  });
});
