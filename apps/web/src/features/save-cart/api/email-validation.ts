import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { isSaveCartEmailServerValid } from '@bizline/domain/validators/save-cart';
import { reportError } from '../../../shared/analytics/analytics';
import { api } from '../../../shared/api/client';

/**
 * The server's e-mail check before a save. Invalid
 * when the answer contains false (the save-cart reading of 002 §5) or its Message is not
 * SUCCESS. A failed call does not block the save: DoSaveOrder validates the address again.
 */
export async function validateEmailOnServer(email: string): Promise<boolean> {
  try {
    const res = await api.call(ENTRY_CALLS.emailPreValidation, { email });
    const message = (res as { Message?: unknown } | null)?.Message;
    const success = typeof message === 'string' && message.trim().toUpperCase() === 'SUCCESS';
    return success && isSaveCartEmailServerValid(res);
  } catch (err) {
    reportError(err, 'EmailPreValidation failed; the save goes on', 'EmailPreValidation');
    return true;
  }
}
