import type {
  BundleInfoResponse,
  CART_CALLS,
  SelectedBundleInfoRequest,
} from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';
import type { FormFields } from '../../../shared/api/http-client';

const PATH: (typeof CART_CALLS)['selectedBundleInfo']['path'] =
  'PrdSelection/GetSelectedBundleInfo';

/** POST PrdSelection/GetSelectedBundleInfo, form-encoded (001 §7): `{ data: 'Fail' }` or the
 * priced cart with numbers, routers and the services in cart. */
export function postSelectedBundleInfo(
  body: SelectedBundleInfoRequest,
): Promise<BundleInfoResponse> {
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return api.postForm<BundleInfoResponse>(PATH, fields);
}
