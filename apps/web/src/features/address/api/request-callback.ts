import type {
  ENTRY_CALLS,
  RequestCallbackBody,
  RequestCallbackResponse,
} from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Written out (checked against ENTRY_CALLS) so the zod schemas stay out of the entry chunk. */
const PATH: (typeof ENTRY_CALLS)['requestCallback']['path'] = 'Qualify/RequestCallback';

/** A call-back request ('I can't find my address': the address as typed and a phone number). */
export function requestCallback(body: RequestCallbackBody): Promise<RequestCallbackResponse> {
  return api.post<RequestCallbackResponse>(PATH, body, {
    auth: false,
  });
}
