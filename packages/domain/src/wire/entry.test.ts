import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ENTRY_CALLS,
  availabilityRequest,
  bulkAddressBody,
  emailPreValidationResponse,
  requestCallbackBody,
  streetAddressesQuery,
  unitsQuery,
  waitlistRegisterBody,
  ynInput,
} from './entry';
import * as entry from './entry';

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('entry wire schemas', () => {
  it('name every call under the API base once', () => {
    const paths = Object.values(ENTRY_CALLS).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => /^[A-Z][A-Za-z]+\/[A-Z][A-Za-z]+$/.test(p))).toBe(true);
    expect(ENTRY_CALLS.doLoopQualification).toEqual({
      method: 'POST',
      path: 'Qualify/DoLoopQualification',
      auth: true,
    });
  });

  it('convert to JSON Schema (the OpenAPI document is generated from them)', () => {
    for (const value of Object.values(entry)) {
      if (value instanceof z.ZodType) {
        expect(() => z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' })).not.toThrow();
      }
    }
  });

  it('read Y/N flags as clients send them', () => {
    expect(ynInput.parse(true)).toBe('Y');
    expect(ynInput.parse('n')).toBe('N');
    expect(ynInput.parse('true')).toBe('Y');
    expect(ynInput.safeParse('maybe').success).toBe(false);
  });

  it('availability request: zip required, an address required, contact data per 000 §5', () => {
    expect(
      availabilityRequest.parse({ zipCode: '02110', AddressID: '2100001', Retry: 'y' }),
    ).toEqual({
      zipCode: '02110',
      AddressID: '2100001',
      Retry: 'Y',
    });
    expect(
      availabilityRequest.safeParse({ zipCode: '02110', streetAddress: '100 Summer St' }).success,
    ).toBe(true);
    expect(issues(availabilityRequest.safeParse({ zipCode: '0211', AddressID: 'x' }))).toEqual([
      ['zipCode', 'must be 5 digits'],
    ]);
    expect(issues(availabilityRequest.safeParse({ zipCode: '02110' }))).toEqual([
      ['AddressID', 'is required (or streetAddress with zipCode)'],
    ]);
    expect(
      issues(
        availabilityRequest.safeParse({
          zipCode: '02110',
          AddressID: '1',
          TelephNoLQ: '111-111-1111',
          EmailLQ: 'a@b',
        }),
      ),
    ).toEqual([
      ['TelephNoLQ', 'Please enter your valid phone number.'],
      ['EmailLQ', 'Please enter your valid email address.'],
    ]);
    expect(
      availabilityRequest.safeParse({ zipCode: '02110', streetAddress: 'x'.repeat(201) }).success,
    ).toBe(false);
  });

  it('typeahead and unit queries coerce and bound their numbers', () => {
    expect(streetAddressesQuery.parse({ streetterm: ' 123 main ' })).toEqual({
      streetterm: '123 main',
      limit: 10,
    });
    expect(streetAddressesQuery.safeParse({ streetterm: '1', limit: '26' }).success).toBe(false);
    expect(unitsQuery.parse({ ntasAddrID: '2100801', page: '2' })).toEqual({
      ntasAddrID: '2100801',
      page: 2,
    });
  });

  it('bulk: 1 to 25 rows, the query type and a captcha', () => {
    const row = { addressLine1: '901 Bagby St', postalCode: '77002' };
    const body = { QueryType: 'bulk-address', inputAddress: [row], captcha: 'x' };
    expect(bulkAddressBody.safeParse(body).success).toBe(true);
    expect(
      issues(bulkAddressBody.safeParse({ ...body, inputAddress: Array(26).fill(row) })),
    ).toEqual([['inputAddress', 'must have at most 25 addresses']]);
    expect(issues(bulkAddressBody.safeParse({ ...body, captcha: undefined }))).toEqual([
      ['captcha', 'is required'],
    ]);
    expect(issues(bulkAddressBody.safeParse({ ...body, QueryType: 'x' }))).toEqual([
      ['QueryType', "must be 'bulk-address'"],
    ]);
  });

  it('waitlist: the 000 §5 messages, also for missing fields', () => {
    const r = waitlistRegisterBody.safeParse({ firstName: 'A1', checkBox: 'on', zipCode: '02110' });
    expect(issues(r)).toEqual([
      ['firstName', 'Invalid firstname'],
      ['lastName', 'Invalid lastname'],
      ['email', 'Invalid email'],
      ['zipCode', 'Invalid ZIP code'],
      ['city', 'Required field'],
      ['streetAddress', 'Required field'],
    ]);
    const ok = waitlistRegisterBody.parse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      zipCode: '19711',
      city: 'Newark',
      streetAddress: '46 E Main St',
      checkBox: 'true',
    });
    expect(ok.checkBox).toBe(true);
  });

  it('call-back: the address is required when it could not be found', () => {
    expect(
      issues(requestCallbackBody.safeParse({ reason: 'address-not-found', phone: '3025550142' })),
    ).toEqual([['addressText', 'is required']]);
    expect(issues(requestCallbackBody.safeParse({ reason: 'pending-order' }))).toEqual([
      ['phone', 'Your mobile number must be 10 digits.'],
    ]);
  });

  it('e-mail pre-validation answers SUCCESS or INVALID with a reason', () => {
    expect(emailPreValidationResponse.safeParse({ Message: 'SUCCESS' }).success).toBe(true);
    expect(emailPreValidationResponse.safeParse({ Message: 'INVALID' }).success).toBe(false);
  });
});
