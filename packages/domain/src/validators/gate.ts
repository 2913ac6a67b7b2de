/**
 * Saved-cart verification gate: a blocking screen with an e-mail field, a
 * captcha and a Verify button.
 */
import { ERROR_MESSAGES } from '../errors';
import { asRecord, asText } from '../input';
import { isBasicEmail } from './email';

/** The e-mail must match a basic pattern, else 'Enter valid email'. */
export function validateGateEmail(value: unknown): string | null {
  return isBasicEmail(value) ? null : ERROR_MESSAGES.gateEmailInvalid;
}

/** Verify is disabled until the e-mail is valid and the captcha is answered. */
export function canVerifySavedCart(email: unknown, captchaAnswered: unknown): boolean {
  return captchaAnswered === true && validateGateEmail(email) === null;
}

/** A query parameter by name, ignoring the name's case (links spell scartid and scartId). */
function queryValue(query: unknown, name: string): string {
  const record = asRecord(query);
  if (record === null) return '';
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  if (key === undefined) return '';
  const value = record[key];
  return asText(Array.isArray(value) ? value[0] : value).trim();
}

export interface GateInput {
  /** The feature text flag (app-config `features.savedCartGate`). */
  readonly featureOn: boolean;
  /** The page's query parameters as a plain object (name -> value or values). */
  readonly query: unknown;
  /** A prior validation is stored locally. */
  readonly priorValidation: boolean;
}

/**
 * The gate is shown only when the feature flag is on, the URL has cid or scartid but no
 * fiosreferral, and no prior validation is stored locally.
 */
export function shouldShowSavedCartGate(input: GateInput): boolean {
  const hasCart =
    queryValue(input.query, 'cid') !== '' || queryValue(input.query, 'scartid') !== '';
  const referral = queryValue(input.query, 'fiosreferral') !== '';
  return input.featureOn === true && hasCart && !referral && input.priorValidation !== true;
}
