/** POST Qualify/RequestCallback (issue 3, packages/domain/src/wire/entry.ts): a stored call-back
 * request, answered with a reference to quote on the phone. */
import {
  ENTRY_CALLS,
  type RequestCallbackBody,
  type RequestCallbackResponse,
} from '@bizline/domain/wire/entry';
import { api } from '../api/client';

export function requestCallback(body: RequestCallbackBody): Promise<RequestCallbackResponse> {
  return api.post<RequestCallbackResponse>(`/${ENTRY_CALLS.requestCallback.path}`, body, {
    auth: ENTRY_CALLS.requestCallback.auth,
  });
}
