import { describe, expect, it } from 'vitest';
import {
  validateWaitlistBusinessPhone,
  validateWaitlistConsent,
  validateWaitlistEmail,
  validateWaitlistFirstName,
  validateWaitlistForm,
  validateWaitlistLastName,
  validateWaitlistMobile,
  validateWaitlistRequired,
  validateWaitlistZip,
} from './waitlist';
import { itValidatesForm } from './validator-cases';

const valid = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  zipCode: '10001',
  mobileNum: '',
  businessNum: '',
  city: 'Newark',
  unit: '',
  streetAddress: '1 Main St',
  checkBox: true,
};

describe('waitlist fields (000 §5)', () => {
  it("firstName letters only: 'Invalid firstname'", () => {
    expect(validateWaitlistFirstName('Ana')).toBeNull();
    expect(validateWaitlistFirstName('José')).toBeNull();
    expect(validateWaitlistFirstName('Ana2')).toBe('Invalid firstname');
    expect(validateWaitlistFirstName('Ana Maria')).toBe('Invalid firstname');
    expect(validateWaitlistFirstName('')).toBe('Invalid firstname');
  });

  it("lastName letters only: 'Invalid lastname'", () => {
    expect(validateWaitlistLastName('Lopez')).toBeNull();
    expect(validateWaitlistLastName("O'Neil")).toBe('Invalid lastname');
    expect(validateWaitlistLastName(null)).toBe('Invalid lastname');
  });

  it("email: 'Invalid email'", () => {
    expect(validateWaitlistEmail('ana@example.com')).toBeNull();
    expect(validateWaitlistEmail('ana@example')).toBe('Invalid email');
    expect(validateWaitlistEmail('')).toBe('Invalid email');
  });

  it("zipCode 5 digits, first 1-9: 'Invalid ZIP code'", () => {
    expect(validateWaitlistZip('10001')).toBeNull();
    // The spec's rule: a first digit of 0 is rejected, even though real zips start with 0.
    expect(validateWaitlistZip('07102')).toBe('Invalid ZIP code');
    expect(validateWaitlistZip('1000')).toBe('Invalid ZIP code');
    expect(validateWaitlistZip('100011')).toBe('Invalid ZIP code');
    expect(validateWaitlistZip('1000a')).toBe('Invalid ZIP code');
  });

  it("mobileNum optional, 10 digits, first 1-9: 'Invalid mobile number'", () => {
    expect(validateWaitlistMobile('')).toBeNull();
    expect(validateWaitlistMobile(undefined)).toBeNull();
    expect(validateWaitlistMobile('2015550123')).toBeNull();
    expect(validateWaitlistMobile('201-555-0123')).toBeNull();
    expect(validateWaitlistMobile('0015550123')).toBe('Invalid mobile number');
    expect(validateWaitlistMobile('201555012')).toBe('Invalid mobile number');
    expect(validateWaitlistMobile('20155501x3')).toBe('Invalid mobile number');
  });

  it("businessNum optional, 10 digits, first 1-9: 'Invalid business number'", () => {
    expect(validateWaitlistBusinessPhone('')).toBeNull();
    expect(validateWaitlistBusinessPhone('9735550123')).toBeNull();
    expect(validateWaitlistBusinessPhone('0735550123')).toBe('Invalid business number');
  });

  it("streetAddress, city and checkBox: 'Required field'", () => {
    expect(validateWaitlistRequired('')).toBe('Required field');
    expect(validateWaitlistRequired(' x ')).toBeNull();
    expect(validateWaitlistConsent(false)).toBe('Required field');
    expect(validateWaitlistConsent('true')).toBe('Required field');
    expect(validateWaitlistConsent(true)).toBeNull();
  });
});

describe('validateWaitlistForm (000 §4, §5)', () => {
  itValidatesForm(validateWaitlistForm, valid, {
    firstName: 'Invalid firstname',
    lastName: 'Invalid lastname',
    email: 'Invalid email',
    zipCode: 'Invalid ZIP code',
    streetAddress: 'Required field',
    city: 'Required field',
    checkBox: 'Required field',
  });

  it('reports the optional numbers when given and wrong', () => {
    expect(validateWaitlistForm({ ...valid, mobileNum: '1', businessNum: '2' })).toEqual({
      mobileNum: 'Invalid mobile number',
      businessNum: 'Invalid business number',
    });
  });
});
