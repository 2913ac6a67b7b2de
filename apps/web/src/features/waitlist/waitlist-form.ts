/**
 * The waitlist form's values, as-you-type filters and resolver: the rules themselves
 * are packages/domain/src/validators/waitlist.ts.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { digitsOnly } from '@bizline/domain/format';
import { PHONE_DIGITS } from '@bizline/domain/constants';
import { filterLetters, filterZipInput } from '@bizline/domain/validators/key-filters';
import { validateWaitlistForm, type WaitlistField } from '@bizline/domain/validators/waitlist';

export interface WaitlistFormValues {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  unit: string;
  city: string;
  zipCode: string;
  mobileNum: string;
  businessNum: string;
  checkBox: boolean;
}

/** Field order on screen (and in the error summary). */
export const WAITLIST_FIELDS: readonly WaitlistField[] = [
  'firstName',
  'lastName',
  'email',
  'streetAddress',
  'unit',
  'city',
  'zipCode',
  'mobileNum',
  'businessNum',
  'checkBox',
];

/** As-you-type filters: letters only for names, up to 5 digits for the zip, digits
 * (at most 10) for the phones. */
export const INPUT_FILTERS: Partial<Record<WaitlistField, (value: string) => string>> = {
  firstName: filterLetters,
  lastName: filterLetters,
  zipCode: filterZipInput,
  mobileNum: (v) => digitsOnly(v).slice(0, PHONE_DIGITS),
  businessNum: (v) => digitsOnly(v).slice(0, PHONE_DIGITS),
};

export function waitlistErrors(values: WaitlistFormValues) {
  return validateWaitlistForm(values);
}

export const waitlistResolver: Resolver<WaitlistFormValues> = (values) => {
  const found = waitlistErrors(values);
  const errors: FieldErrors<WaitlistFormValues> = {};
  for (const [field, message] of Object.entries(found)) {
    errors[field as keyof WaitlistFormValues] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
