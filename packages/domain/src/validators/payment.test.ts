import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES as M,
  accountNumberError,
  cardBrandOf,
  cardExpiryError,
  cardNumberError,
  cvvError,
  passesAbaChecksum,
  passesLuhn,
  routingNumberError,
  validateBank,
  validateCard,
} from './payment';

const NOW = new Date(2026, 4, 15); // 15 May 2026

describe('card number', () => {
  it.each([
    ['4111111111111111', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['41111x1111111111', false],
  ])(
    'passes the Luhn checksum for well-known test numbers and fails one digit off: %s',
    (number, passes) => {
      expect(passesLuhn(number)).toBe(passes);
    },
  );

  it.each([
    ['4242 4242 4242 4242', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['6221260000000000', 'DISCOVER'],
    ['3566002020360505', null],
  ])('tells the brand from the leading digits: %s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it('gives the message for each kind of bad number', () => {
    expect(cardNumberError('')).toBe(M.cardNumberRequired);
    expect(cardNumberError('  ')).toBe(M.cardNumberRequired);
    expect(cardNumberError('4111 1111 abcd 1111')).toBe(M.cardNumberDigits);
    expect(cardNumberError('4111111111111112')).toBe(M.cardNumberInvalid);
    expect(cardNumberError('411111111111')).toBe(M.cardNumberInvalid);
    expect(cardNumberError('3566002020360505')).toBe(M.cardBrandUnsupported);
    expect(cardNumberError('4111111111111111', 'AMEX')).toBe(M.cardBrandMismatch);
    expect(cardNumberError('4111-1111-1111-1111', 'visa')).toBeNull();
    expect(cardNumberError('378282246310005', 'AMEX')).toBeNull();
    expect(cardNumberError('4111111111111111')).toBeNull();
  });
});

describe('expiry', () => {
  it('accepts the current month and later, refuses earlier months', () => {
    expect(cardExpiryError(5, 2026, NOW)).toBeNull();
    expect(cardExpiryError('05', '26', NOW)).toBeNull();
    expect(cardExpiryError(1, 2030, NOW)).toBeNull();
    expect(cardExpiryError(4, 2026, NOW)).toBe(M.expiryPast);
    expect(cardExpiryError(12, 2025, NOW)).toBe(M.expiryPast);
  });

  it('refuses missing and impossible dates', () => {
    expect(cardExpiryError('', 2027, NOW)).toBe(M.expiryRequired);
    expect(cardExpiryError(3, undefined, NOW)).toBe(M.expiryRequired);
    expect(cardExpiryError(13, 2027, NOW)).toBe(M.expiryInvalid);
    expect(cardExpiryError(0, 2027, NOW)).toBe(M.expiryInvalid);
    expect(cardExpiryError(6, 2099, NOW)).toBe(M.expiryInvalid);
    expect(cardExpiryError(6, 202, NOW)).toBe(M.expiryInvalid);
  });
});

describe('cvv', () => {
  it('is 3 digits, 4 for American Express', () => {
    expect(cvvError('737', 'VISA')).toBeNull();
    expect(cvvError('7373', 'AMEX')).toBeNull();
    expect(cvvError('', 'VISA')).toBe(M.cvvRequired);
    expect(cvvError('7373', 'VISA')).toBe(M.cvv3);
    expect(cvvError('73a', 'MASTERCARD')).toBe(M.cvv3);
    expect(cvvError('737', 'AMEX')).toBe(M.cvv4);
  });
});

describe('bank account', () => {
  it('checks the ABA routing checksum and prefix', () => {
    for (const good of ['011000015', '110000000', '021000021', '111000025', '121000358']) {
      expect(passesAbaChecksum(good), good).toBe(true);
      expect(routingNumberError(good)).toBeNull();
    }
    expect(routingNumberError('011000016')).toBe(M.routingInvalid);
    // Checksum right but 50 is not a Federal Reserve routing symbol.
    expect(passesAbaChecksum('500000000')).toBe(false);
    expect(routingNumberError('')).toBe(M.routingRequired);
    expect(routingNumberError('01100001')).toBe(M.routingDigits);
    expect(routingNumberError('01100001x')).toBe(M.routingDigits);
  });

  it('wants 4 to 17 digits of account number', () => {
    expect(accountNumberError('000123456789')).toBeNull();
    expect(accountNumberError('1234')).toBeNull();
    expect(accountNumberError('')).toBe(M.accountRequired);
    expect(accountNumberError('123')).toBe(M.accountDigits);
    expect(accountNumberError('123456789012345678')).toBe(M.accountDigits);
    expect(accountNumberError('12345abc')).toBe(M.accountDigits);
  });
});

describe('whole forms', () => {
  it('lists every field problem in order, never echoing the values', () => {
    const errors = validateCard(
      { cardNumber: '4111111111111112', cardType: 'VISA', expMonth: 1, expYear: 2020, cvv: '1' },
      NOW,
    );
    expect(errors).toEqual([
      { field: 'cardNumber', message: M.cardNumberInvalid },
      { field: 'expMonth', message: M.expiryPast },
      { field: 'cvv', message: M.cvv3 },
    ]);
    expect(JSON.stringify(errors)).not.toContain('4111111111111112');
    expect(validateBank({ routingNumber: '123', accountNumber: '' })).toEqual([
      { field: 'routingNumber', message: M.routingDigits },
      { field: 'accountNumber', message: M.accountRequired },
    ]);
    expect(
      validateCard(
        {
          cardNumber: '378282246310005',
          cardType: 'AMEX',
          expMonth: 12,
          expYear: 2030,
          cvv: '1234',
        },
        NOW,
      ),
    ).toEqual([]);
    expect(validateBank({ routingNumber: '011000015', accountNumber: '000123456789' })).toEqual([]);
  });
});
