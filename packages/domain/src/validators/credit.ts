/**
 * Credit-check rules.
 */
import {
  CUSTOMER_TYPES,
  DEFAULT_CUSTOMER_TYPE,
  DEFAULT_DOB,
  STATUS_FAILURE,
  STATUS_SUCCESS,
  type CustomerType,
} from '../constants';
import { asText, isBlank, readField } from '../input';

/**
 * Canonical customer type of any spelling the two flows use (002 §3: SoleOwner, partners,
 * corporation, llc, scorp; classic soleowner, partner, SCORP, LLC), compared case-insensitively.
 * Missing or empty gives the default SoleOwner; an unrecognised value gives null.
 */
export function normalizeCustomerType(value: unknown): CustomerType | null {
  const text = asText(value).trim().toLowerCase();
  if (text === '') return DEFAULT_CUSTOMER_TYPE;
  if (text === 'partner') return 'partners';
  return CUSTOMER_TYPES.find((type) => type.toLowerCase() === text) ?? null;
}

/** Whether an owner block supplies a social security number (non-blank; the SSN format is not
 * shown by the spec and is checked by the credit provider). */
export function suppliesSsn(owner: unknown): boolean {
  return !isBlank(readField(owner, 'ssn'));
}

/**
 * SSN rule: a sole owner needs a social security number unless flagged 'no SSN'; a
 * partner flow needs at least one of the two partners to supply one. Company types
 * (corporation, llc, scorp) give a billing name and tax id instead and pass this rule.
 */
export function meetsSsnRule(input: unknown): boolean {
  const type = normalizeCustomerType(readField(input, 'customerType'));
  if (type === 'SoleOwner') {
    const owner = readField(input, 'soleOwner');
    return readField(owner, 'isNoSsn') === true || suppliesSsn(owner);
  }
  if (type === 'partners') {
    return suppliesSsn(readField(input, 'partner1')) || suppliesSsn(readField(input, 'partner2'));
  }
  return type !== null;
}

/**
 * Date of birth as sent: 'month/day/year' from an owner's dob block, or '0/0/0' when the partner
 * (or their date) is missing.
 */
export function dobOrDefault(dob: unknown): string {
  const parts = ['month', 'day', 'year'].map((k) => asText(readField(dob, k)).trim());
  return parts.some((p) => p === '') ? DEFAULT_DOB : parts.join('/');
}

/** Classic CreditCheckStatus reading: 'SUCCESS', 'FAILURE', or null when neither. */
export function creditCheckStatus(
  value: unknown,
): typeof STATUS_SUCCESS | typeof STATUS_FAILURE | null {
  const text = asText(value).trim();
  return text === STATUS_SUCCESS || text === STATUS_FAILURE ? text : null;
}
