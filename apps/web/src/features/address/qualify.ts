import { QUALIFICATION_RETRY_MAX, type YesNo } from '@bizline/domain/constants';
import type { AvailabilityRequest, AvailabilityResponse } from '@bizline/domain/wire/entry';

export interface QualifyCalls {
  hasPendingOrder: (body: AvailabilityRequest) => Promise<{ HasPendingOrder: YesNo }>;
  doLoopQualification: (body: AvailabilityRequest) => Promise<AvailabilityResponse>;
  sleep?: (ms: number) => Promise<void>;
}

export interface QualifyResult {
  /** The pending-order answer; null when the check failed (the flow goes on). */
  pendingOrder: YesNo | null;
  /** The last availability answer; null when every attempt failed. */
  availability: AvailabilityResponse | null;
  /** QUALIFICATION_RETRY_MAX attempts were used without a final answer. */
  exhausted: boolean;
}

/** Pause between attempts while the server says Retry. */
const RETRY_PAUSE_MS = 400;

/**
 * 000 §4: the pending-order check first, then availability (DoLoopQualification), asked again
 * when the server answers Retry or the call fails, at most QUALIFICATION_RETRY_MAX times.
 */
export async function runQualification(
  body: AvailabilityRequest,
  calls: QualifyCalls,
): Promise<QualifyResult> {
  const sleep = calls.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let pendingOrder: YesNo | null = null;
  try {
    pendingOrder = (await calls.hasPendingOrder(body)).HasPendingOrder;
  } catch {
    pendingOrder = null;
  }
  let last: AvailabilityResponse | null = null;
  for (let attempt = 1; attempt <= QUALIFICATION_RETRY_MAX; attempt += 1) {
    try {
      const res = await calls.doLoopQualification(attempt > 1 ? { ...body, Retry: 'Y' } : body);
      last = res;
      if (res.Retry !== 'Y') return { pendingOrder, availability: res, exhausted: false };
    } catch {
      // A failed call counts as an attempt.
    }
    if (attempt < QUALIFICATION_RETRY_MAX) await sleep(RETRY_PAUSE_MS);
  }
  return { pendingOrder, availability: last, exhausted: true };
}
