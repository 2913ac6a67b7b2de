import { DO_LOOP_QUALIFICATION_QUERY } from '@bizline/domain/constants';
import type {
  ENTRY_CALLS,
  AvailabilityRequest,
  AvailabilityResponse,
} from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Written out (checked against ENTRY_CALLS) so the zod schemas stay out of the entry chunk. */
const PATH: (typeof ENTRY_CALLS)['doLoopQualification']['path'] = 'Qualify/DoLoopQualification';

/** DoLoopQualification (000 §7, query BDVCETC=N&cetctest=N): the availability response. */
export function doLoopQualification(body: AvailabilityRequest): Promise<AvailabilityResponse> {
  return api.post<AvailabilityResponse>(PATH, body, {
    query: { ...DO_LOOP_QUALIFICATION_QUERY },
  });
}
