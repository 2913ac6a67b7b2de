import { describe, expect, it } from 'vitest';
import { isBillingAddressValidClassic, isBillingAddressValidNewFlow } from './billing';

describe('billing address, new flow (002 §5)', () => {
  it('succeeds only with description SUCCESS (any case) and status code 0', () => {
    expect(isBillingAddressValidNewFlow({ description: 'SUCCESS', statusCode: 0 })).toBe(true);
    expect(isBillingAddressValidNewFlow({ description: 'success', statusCode: '0' })).toBe(true);
    expect(isBillingAddressValidNewFlow({ description: 'SUCCESS', statusCode: 1 })).toBe(false);
    expect(isBillingAddressValidNewFlow({ description: 'FAILURE', statusCode: 0 })).toBe(false);
    expect(isBillingAddressValidNewFlow({ description: 'SUCCESS' })).toBe(false);
    expect(isBillingAddressValidNewFlow(null)).toBe(false);
  });
});

describe('billing address, classic flow (002 §4, §5)', () => {
  it('valid when status is SUCCESS', () => {
    expect(isBillingAddressValidClassic({ status: 'SUCCESS', retryCount: 0 })).toBe(true);
  });

  it('valid when the retry count reaches 3', () => {
    expect(isBillingAddressValidClassic({ status: 'FAILURE', retryCount: 3 })).toBe(true);
    expect(isBillingAddressValidClassic({ status: 'FAILURE', retryCount: 2 })).toBe(false);
  });

  it('invalid when the e-mail or mobile validation is INVALID', () => {
    expect(
      isBillingAddressValidClassic({
        status: 'SUCCESS',
        retryCount: 0,
        emailValidationStatus: 'INVALID',
      }),
    ).toBe(false);
    expect(
      isBillingAddressValidClassic({
        status: 'SUCCESS',
        retryCount: 3,
        mobileValidationStatus: 'INVALID',
      }),
    ).toBe(false);
    expect(
      isBillingAddressValidClassic({
        status: 'SUCCESS',
        retryCount: 0,
        emailValidationStatus: 'VALID',
        mobileValidationStatus: 'VALID',
      }),
    ).toBe(true);
  });
});
