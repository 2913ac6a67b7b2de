import type {
  ENTRY_CALLS,
  AvailabilityRequest,
  PendingOrderResponse,
} from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Written out (checked against ENTRY_CALLS) so the zod schemas stay out of the entry chunk. */
const PATH: (typeof ENTRY_CALLS)['hasPendingOrder']['path'] = 'Qualify/HasPendingOrder';

/** Pending-order check (000 §4: runs before availability). */
export function hasPendingOrder(body: AvailabilityRequest): Promise<PendingOrderResponse> {
  return api.post<PendingOrderResponse>(PATH, body);
}
