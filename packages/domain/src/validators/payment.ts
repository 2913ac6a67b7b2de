/**
 * Card and bank-account rules for the payment forms (002 §3 installments and payment; issue 5:
 * Luhn, expiry in the future, cvv, ABA routing checksum). The spec does not show these messages
 *, so they are worded here once and used by
 * both the browser form and the server's payments provider. Each check returns the message the
 * user sees, or null when the value is good. Messages never repeat the value.
 */
import { asText } from '../input';

/** Card types of the card form (002 §3; VISA by default, DEFAULT_CARD_TYPE). */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const PAYMENT_MESSAGES = {
  cardNumberRequired: 'Please enter the card number.',
  cardNumberDigits: 'The card number must contain only digits.',
  cardNumberInvalid: 'Please enter a valid card number.',
  cardBrandUnsupported: 'We accept Visa, Mastercard, American Express and Discover cards.',
  cardBrandMismatch: 'The card number does not match the selected card type.',
  expiryRequired: 'Please enter the card expiration month and year.',
  expiryInvalid: 'Please enter a valid expiration month and year.',
  expiryPast: 'The card has expired. Please use a card with an expiration date in the future.',
  cvvRequired: 'Please enter the card security code (CVV).',
  cvv3: 'The card security code (CVV) must be 3 digits.',
  cvv4: 'The card security code (CVV) must be 4 digits for American Express.',
  routingRequired: 'Please enter the bank routing number.',
  routingDigits: 'The routing number must be 9 digits.',
  routingInvalid: 'Please enter a valid routing number.',
  accountRequired: 'Please enter the bank account number.',
  accountDigits: 'The account number must be 4 to 17 digits.',
} as const;

/** Card number lengths per brand. */
const CARD_LENGTHS: Record<CardBrand, readonly number[]> = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  AMEX: [15],
  DISCOVER: [16, 17, 18, 19],
};

/** Digits of a number as typed: spaces and dashes are allowed separators and removed. */
export function paymentDigits(value: unknown): string {
  return asText(value).replace(/[\s-]/g, '');
}

/** Luhn (mod 10) checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand of a card number from its leading digits (IIN ranges), or null when not accepted. */
export function cardBrandOf(number: unknown): CardBrand | null {
  const n = paymentDigits(number);
  if (/^4/.test(n)) return 'VISA';
  if (/^3[47]/.test(n)) return 'AMEX';
  const two = Number(n.slice(0, 2));
  const four = Number(n.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  const three = Number(n.slice(0, 3));
  const six = Number(n.slice(0, 6));
  if (
    /^6011/.test(n) ||
    /^65/.test(n) ||
    (three >= 644 && three <= 649) ||
    (six >= 622126 && six <= 622925)
  ) {
    return 'DISCOVER';
  }
  return null;
}

/**
 * Card number: digits (spaces and dashes allowed), an accepted brand, the brand's length and
 * the Luhn checksum; when a card type was chosen, the number must be of that type.
 */
export function cardNumberError(number: unknown, cardType?: unknown): string | null {
  const n = paymentDigits(number);
  if (n === '') return PAYMENT_MESSAGES.cardNumberRequired;
  if (!/^\d+$/.test(n)) return PAYMENT_MESSAGES.cardNumberDigits;
  const brand = cardBrandOf(n);
  if (!brand) return PAYMENT_MESSAGES.cardBrandUnsupported;
  if (!CARD_LENGTHS[brand].includes(n.length) || !passesLuhn(n)) {
    return PAYMENT_MESSAGES.cardNumberInvalid;
  }
  const chosen = asText(cardType).trim().toUpperCase();
  if (chosen !== '' && chosen !== brand) return PAYMENT_MESSAGES.cardBrandMismatch;
  return null;
}

/** Four-digit year of an expiry year given as 2 or 4 digits. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Expiry month (1-12) and year (2 or 4 digits): a card is good through the last day of its
 * expiry month, so the current month is still valid.
 */
export function cardExpiryError(month: unknown, year: unknown, now = new Date()): string | null {
  const m = asText(month).trim();
  const y = asText(year).trim();
  if (m === '' || y === '') return PAYMENT_MESSAGES.expiryRequired;
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return PAYMENT_MESSAGES.expiryInvalid;
  const monthNo = Number(m);
  if (monthNo < 1 || monthNo > 12) return PAYMENT_MESSAGES.expiryInvalid;
  const yearNo = fullYear(Number(y));
  const thisYear = now.getFullYear();
  if (yearNo > thisYear + 20) return PAYMENT_MESSAGES.expiryInvalid;
  if (yearNo < thisYear || (yearNo === thisYear && monthNo < now.getMonth() + 1)) {
    return PAYMENT_MESSAGES.expiryPast;
  }
  return null;
}

/** Security code: 4 digits for American Express, 3 for the other brands. */
export function cvvError(cvv: unknown, brand: unknown): string | null {
  const c = asText(cvv).trim();
  if (c === '') return PAYMENT_MESSAGES.cvvRequired;
  const amex = asText(brand).trim().toUpperCase() === 'AMEX';
  const ok = amex ? /^\d{4}$/.test(c) : /^\d{3}$/.test(c);
  if (ok) return null;
  return amex ? PAYMENT_MESSAGES.cvv4 : PAYMENT_MESSAGES.cvv3;
}

/**
 * ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10,
 * and the first two digits are a Federal Reserve routing symbol (00-12, 21-32, 61-72, 80).
 */
export function passesAbaChecksum(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  const knownPrefix =
    prefix <= 12 ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!knownPrefix) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export function routingNumberError(value: unknown): string | null {
  const n = paymentDigits(value);
  if (n === '') return PAYMENT_MESSAGES.routingRequired;
  if (!/^\d{9}$/.test(n)) return PAYMENT_MESSAGES.routingDigits;
  return passesAbaChecksum(n) ? null : PAYMENT_MESSAGES.routingInvalid;
}

export function accountNumberError(value: unknown): string | null {
  const n = paymentDigits(value);
  if (n === '') return PAYMENT_MESSAGES.accountRequired;
  return /^\d{4,17}$/.test(n) ? null : PAYMENT_MESSAGES.accountDigits;
}

export interface PaymentFieldError {
  field: string;
  message: string;
}

export interface CardInput {
  cardNumber: unknown;
  cardType?: unknown;
  expMonth: unknown;
  expYear: unknown;
  cvv: unknown;
}

/** Every problem of a card form, in field order (for an error summary). */
export function validateCard(card: CardInput, now = new Date()): PaymentFieldError[] {
  const errors: PaymentFieldError[] = [];
  const numberError = cardNumberError(card.cardNumber, card.cardType);
  if (numberError) errors.push({ field: 'cardNumber', message: numberError });
  const expiryError = cardExpiryError(card.expMonth, card.expYear, now);
  if (expiryError) errors.push({ field: 'expMonth', message: expiryError });
  // The cvv length follows the number's brand, else the chosen card type.
  const brand = cardBrandOf(card.cardNumber) ?? card.cardType ?? 'VISA';
  const securityError = cvvError(card.cvv, brand);
  if (securityError) errors.push({ field: 'cvv', message: securityError });
  return errors;
}

export interface BankInput {
  routingNumber: unknown;
  accountNumber: unknown;
}

export function validateBank(bank: BankInput): PaymentFieldError[] {
  const errors: PaymentFieldError[] = [];
  const routingError = routingNumberError(bank.routingNumber);
  if (routingError) errors.push({ field: 'routingNumber', message: routingError });
  const accountError = accountNumberError(bank.accountNumber);
  if (accountError) errors.push({ field: 'accountNumber', message: accountError });
  return errors;
}
