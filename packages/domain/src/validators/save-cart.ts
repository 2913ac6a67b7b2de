/**
 * Saving and retrieving carts: the customer form, the idle and exit dialogs, the server's
 * answers.
 */
import { RETRIEVAL_SOURCE_OFS, STATUS_SUCCESS } from '../constants';
import { ERROR_MESSAGES } from '../errors';
import { asText, isBlank, readField } from '../input';
import { isProductEmail, sameEmail } from './email';

/** Customer save-cart e-mail: non-empty and valid, else 'Please enter your valid email address.'
 *. Uses the product pattern of 000 §5. */
export function validateSaveCartEmail(value: unknown): string | null {
  return isProductEmail(value) ? null : ERROR_MESSAGES.emailInvalid;
}

/** The confirming e-mail must match case-insensitively, else 'Email address not matching.'
 *. */
export function validateSaveCartConfirmEmail(email: unknown, confirmEmail: unknown): string | null {
  return !isBlank(confirmEmail) && sameEmail(email, confirmEmail)
    ? null
    : ERROR_MESSAGES.emailNotMatching;
}

export type SaveCartField = 'email' | 'confirmEmail';

/** Customer save-cart form: `{ email, confirmEmail }`. */
export function validateSaveCartForm(values: unknown): Partial<Record<SaveCartField, string>> {
  const email = readField(values, 'email');
  const errors: Partial<Record<SaveCartField, string>> = {};
  const emailError = validateSaveCartEmail(email);
  if (emailError !== null) errors.email = emailError;
  const confirmError = validateSaveCartConfirmEmail(email, readField(values, 'confirmEmail'));
  if (confirmError !== null) errors.confirmEmail = confirmError;
  return errors;
}

/** Banner shown when the save-cart form fails: 'Please enter required fields.'. */
export function saveCartBanner(errors: Readonly<Record<string, unknown>>): string | null {
  return Object.keys(errors).length > 0 ? ERROR_MESSAGES.requiredFields : null;
}

/** Idle dialog e-mail: invalid gives 'Enter a valid email address'. The spec
 * names no pattern; bizline uses the product pattern, as for the other save-cart e-mails. */
export function validateIdleSaveCartEmail(value: unknown): string | null {
  return isProductEmail(value) ? null : ERROR_MESSAGES.idleEmailInvalid;
}

/**
 * The server's save-cart e-mail check: "a response containing false means invalid".
 * The response may be a boolean, text or a JSON value; any of them containing false is invalid.
 */
export function isSaveCartEmailServerValid(response: unknown): boolean {
  if (response === false) return false;
  if (typeof response === 'string') return !/false/i.test(response);
  if (typeof response === 'object' && response !== null) {
    try {
      return !/false/i.test(JSON.stringify(response));
    } catch {
      // Cyclic or otherwise unserialisable: it cannot be read as a "false" answer.
      return true;
    }
  }
  return true;
}

/** Retrieval succeeds with Status SUCCESS, or when the source is OFS. */
export function isRetrievalSuccess(response: unknown, source?: unknown): boolean {
  return (
    readField(response, 'Status') === STATUS_SUCCESS || asText(source) === RETRIEVAL_SOURCE_OFS
  );
}
