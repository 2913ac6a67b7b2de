/** POST Waitlist/Register (000 §3 waitlist form values, §5 rules; wire/entry.ts). Registering the
 * same e-mail and address again answers alreadyRegistered: true. */
import {
  ENTRY_CALLS,
  type WaitlistRegisterBody,
  type WaitlistRegisterResponse,
} from '@bizline/domain/wire/entry';
import { api } from '../../shared/api/client';

export function registerWaitlist(body: WaitlistRegisterBody): Promise<WaitlistRegisterResponse> {
  return api.post<WaitlistRegisterResponse>(`/${ENTRY_CALLS.waitlistRegister.path}`, body, {
    auth: ENTRY_CALLS.waitlistRegister.auth,
  });
}
