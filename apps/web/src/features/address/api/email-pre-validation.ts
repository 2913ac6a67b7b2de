import type {
  ENTRY_CALLS,
  EmailPreValidationBody,
  EmailPreValidationResponse,
} from '@bizline/domain/wire/entry';
import { reportError } from '../../../shared/analytics/analytics';
import { api } from '../../../shared/api/client';

/** Written out (checked against ENTRY_CALLS) so the zod schemas stay out of the entry chunk. */
const PATH: (typeof ENTRY_CALLS)['emailPreValidation']['path'] = 'Qualify/EmailPreValidation';

/** POST Qualify/EmailPreValidation { email } (no token). */
function postEmailPreValidation(body: EmailPreValidationBody): Promise<EmailPreValidationResponse> {
  return api.post<EmailPreValidationResponse>(PATH, body, { auth: false });
}

/**
 * 'valid': Message SUCCESS (any case); 'invalid': any other Message (the submit stops with
 * 'Please enter your valid email address.'); 'unknown': the call failed (network, 5xx). A failed
 * call never blocks the visitor: the client reports it to ErrLogger and it is posted to the event
 * log here.
 */
export async function preValidateEmail(email: string): Promise<'valid' | 'invalid' | 'unknown'> {
  try {
    const res = await postEmailPreValidation({ email });
    const message = (res as { Message?: unknown } | null)?.Message;
    return typeof message === 'string' && message.trim().toUpperCase() === 'SUCCESS'
      ? 'valid'
      : 'invalid';
  } catch (err) {
    reportError(err, 'EmailPreValidation failed; qualification goes on', 'EmailPreValidation');
    return 'unknown';
  }
}
