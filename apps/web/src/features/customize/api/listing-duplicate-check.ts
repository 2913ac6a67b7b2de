import type { BusinessListing, CART_CALLS } from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';

const PATH: (typeof CART_CALLS)['listingDuplicateCheck']['path'] =
  'PrdSelection/ListingDuplicateCheck';

export interface ListingDuplicateCheckResponse {
  success: boolean;
  potentialDuplicate: boolean;
  message: string;
}

/** POST PrdSelection/ListingDuplicateCheck (001 §5): run only when the listing is being added. */
export function postListingDuplicateCheck(
  body: BusinessListing,
): Promise<ListingDuplicateCheckResponse> {
  return api.post<ListingDuplicateCheckResponse>(PATH, body);
}
