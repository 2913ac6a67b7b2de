import type {
  GetRetrievedOrderAnswer,
  GetRetrievedOrderQuery,
  SAVED_CART_CALLS,
} from '@bizline/domain/wire/saved-cart';
import { api } from '../../../shared/api/client';

const PATH: (typeof SAVED_CART_CALLS)['getRetrievedOrder']['path'] = 'SaveOrder/GetRetrievedOrder';

/** GET SaveOrder/GetRetrievedOrder?scartid&Cid&cmp&FiosReferral&SMBBANNERID&source (002 §7). */
export function fetchRetrievedOrder(
  query: GetRetrievedOrderQuery,
): Promise<GetRetrievedOrderAnswer> {
  return api.get<GetRetrievedOrderAnswer>(PATH, { query: { ...query } });
}

const CHALLENGE_PATH: (typeof SAVED_CART_CALLS)['captchaChallenge']['path'] = 'Captcha/Challenge';

/** GET Captcha/Challenge, fetched by the altcha widget itself. */
export const gateChallengeUrl = (): string => api.url(`/${CHALLENGE_PATH}`);
