import { DO_LOOP_QUALIFICATION_QUERY } from '@bizline/domain/constants';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import type { AvailabilityRequest } from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** DoLoopQualification (000 §7, query BDVCETC=N&cetctest=N): the availability response. */
export function doLoopQualification(body: AvailabilityRequest) {
  return api.call(ENTRY_CALLS.doLoopQualification, body, {
    query: { ...DO_LOOP_QUALIFICATION_QUERY },
  });
}
