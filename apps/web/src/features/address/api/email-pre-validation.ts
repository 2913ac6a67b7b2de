import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { reportError } from '../../../shared/analytics/analytics';
import { api } from '../../../shared/api/client';

/**
 * 'valid': Message SUCCESS (any case); 'invalid': any other Message (the submit stops with
 * 'Please enter your valid email address.'); 'unknown': the call failed (network, 5xx). A failed
 * call never blocks the visitor: the client reports it to ErrLogger and it is posted to the event
 * log here.
 */
export async function preValidateEmail(email: string): Promise<'valid' | 'invalid' | 'unknown'> {
  try {
    const res = await api.call(ENTRY_CALLS.emailPreValidation, { email });
    const message = (res as { Message?: unknown } | null)?.Message;
    return typeof message === 'string' && message.trim().toUpperCase() === 'SUCCESS'
      ? 'valid'
      : 'invalid';
  } catch (err) {
    reportError(err, 'EmailPreValidation failed; qualification goes on', 'EmailPreValidation');
    return 'unknown';
  }
}
