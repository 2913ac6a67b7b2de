/**
 * The generator's calls. Staff calls rely on the session cookie, not the Bearer token
 * (`auth: false`, as the staff pages do).
 */
import type {
  ABANDONED_CART_CALLS,
  GenerateAbandonedCartsAnswer,
  GenerateAbandonedCartsBody,
} from '@bizline/domain/wire/abandoned-cart';
import type { StaffSignInResponse } from '@bizline/domain/wire/staff';
import { api } from '../../../shared/api/client';

const GENERATE: (typeof ABANDONED_CART_CALLS)['generate']['path'] = 'AbandonedCart/Generate';

export function getStaffMe() {
  return api.get<StaffSignInResponse>('Staff/Me', { auth: false });
}

export function postGenerateAbandonedCarts(body: GenerateAbandonedCartsBody) {
  return api.post<GenerateAbandonedCartsAnswer>(GENERATE, body, { auth: false });
}
