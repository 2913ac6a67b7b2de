import type { CART_CALLS, TnResponse } from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';

const REQUEST_TNS: (typeof CART_CALLS)['requestTns']['path'] = 'PrdSelection/RequestTNs';
const SA_BDV: (typeof CART_CALLS)['standaloneBdvNumbers']['path'] = 'PrdSelection/GetSABDVNumbers';

/** POST PrdSelection/RequestTNs: more numbers for the cart's lines (held for this cart). */
export function postRequestTns(tnCount: number): Promise<TnResponse> {
  return api.post<TnResponse>(REQUEST_TNS, { tnCount });
}

/** POST PrdSelection/GetSABDVNumbers: numbers for stand-alone BDV. */
export function postStandaloneBdvNumbers(tnCount: number): Promise<TnResponse> {
  return api.post<TnResponse>(SA_BDV, { tnCount });
}
