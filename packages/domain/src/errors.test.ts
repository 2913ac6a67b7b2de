import { describe, expect, it } from 'vitest';
import lbo from '../../../data/content/lbo.json';
import { ERROR_MESSAGES, NTE_CODES, formatMessage, normalizeNteCode } from './errors';

/** Every message the specs quote in §4/§5/§8, verbatim. */
const SPEC_MESSAGES = [
  // 000
  'Edit the Street Address and choose from dropdown',
  'Could not process your previous request. Please try again by entering details!.',
  "We're sorry your address didn't match. Call your representative at {phone} or enter a new address below.",
  "Couldn't fetch address. Try Manually.",
  'Address qualification failed. Please try again.',
  'Failed to retrieve TNs for your zipcode',
  'Something went wrong. Please refresh the page.',
  'Something went wrong. please try again. If issue persists, please contact the customer support.',
  'Your mobile number must be 10 digits.',
  'Please enter your valid phone number.',
  'Please enter your valid email address.',
  'You must enter your business address.',
  'Please enter valid Unit #',
  'Please select valid Unit #',
  'Enter a valid email address',
  'Invalid firstname',
  'Invalid lastname',
  'Invalid email',
  'Invalid ZIP code',
  'Invalid mobile number',
  'Invalid business number',
  'Required field',
  'Please enter valid price quote number',
  // 001
  'Listing Approved',
  'Paid listing already exists for this business location',
  'Something went wrong. Please try again',
  // 002
  'Please enter a valid billing address.',
  'Selected Slot in the given Due Date is not available.  Please select other Slot/Date',
  'Email address not matching.',
  'Please enter required fields.',
  'Email must be entered.',
  'Please enter a valid email address.',
  'Customer & Agent email addresses cannot be the same',
  'Enter a valid First Name',
  'Enter a valid Last Name',
  'Enter valid email',
  'Please provide a valid email to proceed',
];

describe('ERROR_MESSAGES', () => {
  const values: string[] = Object.values(ERROR_MESSAGES);

  it.each(SPEC_MESSAGES)('contains %j exactly once', (message) => {
    expect(values.filter((v) => v === message)).toHaveLength(1);
  });

  it('holds each text once', () => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('holds only spec texts plus the two texts the spec does not show', () => {
    const extra = values.filter((v) => !SPEC_MESSAGES.includes(v));
    expect(extra.sort()).toEqual(
      [ERROR_MESSAGES.technicalIssue, ERROR_MESSAGES.telephoneNumberFail].sort(),
    );
    for (const text of extra) expect(text.trim().length).toBeGreaterThan(10);
  });

  it('keeps the odd punctuation and the double space', () => {
    expect(ERROR_MESSAGES.dueDateSlotUnavailable).toContain('available.  Please');
    expect(ERROR_MESSAGES.previousRequestFailed.endsWith('details!.')).toBe(true);
    expect(ERROR_MESSAGES.emailInvalid).toBe('Please enter your valid email address.');
  });
});

describe('formatMessage', () => {
  it('fills the representative phone of the address-not-matched banner (000 §8)', () => {
    expect(formatMessage(ERROR_MESSAGES.addressNotMatched, { phone: '1-800-555-0100' })).toBe(
      "We're sorry your address didn't match. Call your representative at 1-800-555-0100 or enter a new address below.",
    );
  });

  it('leaves unknown placeholders', () => {
    expect(formatMessage('a {x} {y}', { x: 1 })).toBe('a 1 {y}');
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('NTE codes', () => {
  it('gives each code (001 §8, 002 §8) its own sentence on the fallback page, and no other', () => {
    expect(Object.keys(lbo.codes).sort()).toEqual([...NTE_CODES].sort());
    expect(new Set(Object.values(lbo.codes)).size).toBe(NTE_CODES.length);
  });

  it('names the stage in each code, and tells the codes apart without their case', () => {
    for (const code of NTE_CODES)
      expect(code).toMatch(/^NTE_((PC|PS|OLQ|SO|CO)_\w+|GenericError)$/);
    expect(new Set(NTE_CODES.map((code) => code.toLowerCase())).size).toBe(NTE_CODES.length);
  });

  it.each(NTE_CODES)('keeps the known code %s', (code) => {
    expect(normalizeNteCode(code)).toBe(code);
  });

  it('defaults an unspecified code to NTE_GenericError (002 §8)', () => {
    for (const code of [undefined, null, '', '   ', 'NTE_Nope', 42, {}, ['NTE_CO_CovidQ']]) {
      expect(normalizeNteCode(code)).toBe('NTE_GenericError');
    }
  });

  it('forgives case and surrounding whitespace', () => {
    expect(normalizeNteCode(' nte_olq_btnempty ')).toBe('NTE_OLQ_BTNEmpty');
  });
});
