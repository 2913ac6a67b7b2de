import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_LENGTH,
  isBasicEmail,
  isProductEmail,
  isStandardEmail,
  sameEmail,
  validateEmail,
  validateOptionalEmail,
} from './email';

const INVALID = 'Please enter your valid email address.';

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
    // Refused as typed, never stripped to another person's zo.owner@example.com.
    'zoë.owner@example.com',
    'a+b@x.com',
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

  it.each([
    [isStandardEmail, 'a+b@example.io', true],
    [isStandardEmail, 'a@b', false],
    [isBasicEmail, 'a@b.c', true],
    [isBasicEmail, 'a b@c.d', false],
    [isBasicEmail, 'a@bc', false],
    [isProductEmail, 'a@b.info', false],
  ])('standard, basic and product patterns: %o(%j) is %s', (pattern, email, matches) => {
    expect(pattern(email)).toBe(matches);
  });

  it('compares e-mails case-insensitively', () => {
    expect(sameEmail('A@B.com ', 'a@b.COM')).toBe(true);
    expect(sameEmail('a@b.com', 'a@c.com')).toBe(false);
  });
});
