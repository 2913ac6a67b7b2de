/**
 * The two readings of billing-address validation in checkout.
 */
import { BILLING_RETRY_LIMIT, STATUS_SUCCESS, VALIDATION_STATUS_INVALID } from '../constants';
import { asText, equalsIgnoreCase, readField } from '../input';

/**
 * New flow: success only if the description is SUCCESS (case-insensitive) and the
 * status code is 0 (number or numeric text).
 */
export function isBillingAddressValidNewFlow(response: unknown): boolean {
  const code = readField(response, 'statusCode');
  const codeIsZero = code === 0 || (typeof code === 'string' && code.trim() === '0');
  return codeIsZero && equalsIgnoreCase(readField(response, 'description'), STATUS_SUCCESS);
}

/**
 * Classic flow: valid when status is SUCCESS or the retry count reaches 3, and the
 * e-mail and mobile-number validations are not INVALID. This is also the condition for the
 * credit-check accordion to open.
 */
export function isBillingAddressValidClassic(state: unknown): boolean {
  const retries = readField(state, 'retryCount');
  const retriesReached = typeof retries === 'number' && retries >= BILLING_RETRY_LIMIT;
  const statusOk = asText(readField(state, 'status')).trim() === STATUS_SUCCESS;
  return (
    (statusOk || retriesReached) &&
    !equalsIgnoreCase(readField(state, 'emailValidationStatus'), VALIDATION_STATUS_INVALID) &&
    !equalsIgnoreCase(readField(state, 'mobileValidationStatus'), VALIDATION_STATUS_INVALID)
  );
}
