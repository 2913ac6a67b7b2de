/**
 * Internal abandoned-cart generator: a valid target e-mail is required before an
 * upload.
 */
import { ERROR_MESSAGES } from '../errors';
import { isStandardEmail } from './email';

/** 'Please provide a valid email to proceed'. The spec names no pattern; bizline uses
 * the standard one. */
export function validateAbandonedCartEmail(value: unknown): string | null {
  return isStandardEmail(value) ? null : ERROR_MESSAGES.abandonedCartEmailInvalid;
}

/** The upload is refused without a valid target e-mail. */
export function canUploadAbandonedCarts(targetEmail: unknown): boolean {
  return validateAbandonedCartEmail(targetEmail) === null;
}
