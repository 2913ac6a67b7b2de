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
import { itChecksField, itValidatesForm } from './validator-cases';

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

describe.each([
  [
    "firstName letters only: 'Invalid firstname'",
    validateWaitlistFirstName,
    'Invalid firstname',
    ['Ana', 'José'],
    ['Ana2', 'Ana Maria', ''],
  ],
  [
    "lastName letters only: 'Invalid lastname'",
    validateWaitlistLastName,
    'Invalid lastname',
    ['Lopez'],
    ["O'Neil", null],
  ],
  [
    "email: 'Invalid email'",
    validateWaitlistEmail,
    'Invalid email',
    ['ana@example.com'],
    ['ana@example', ''],
  ],
  // The spec's rule: a first digit of 0 is rejected, even though real zips start with 0.
  [
    "zipCode 5 digits, first 1-9: 'Invalid ZIP code'",
    validateWaitlistZip,
    'Invalid ZIP code',
    ['10001'],
    ['07102', '1000', '100011', '1000a'],
  ],
  [
    "mobileNum optional, 10 digits, first 1-9: 'Invalid mobile number'",
    validateWaitlistMobile,
    'Invalid mobile number',
    ['', undefined, '2015550123', '201-555-0123'],
    ['0015550123', '201555012', '20155501x3'],
  ],
  [
    "businessNum optional, 10 digits, first 1-9: 'Invalid business number'",
    validateWaitlistBusinessPhone,
    'Invalid business number',
    ['', '9735550123'],
    ['0735550123'],
  ],
  [
    "streetAddress and city: 'Required field'",
    validateWaitlistRequired,
    'Required field',
    [' x '],
    [''],
  ],
  [
    "checkBox: 'Required field'",
    validateWaitlistConsent,
    'Required field',
    [true],
    [false, 'true'],
  ],
])('waitlist field (000 §5): %s', (_rule, validate, message, accepted, refused) => {
  itChecksField(validate, message, accepted, refused);
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
