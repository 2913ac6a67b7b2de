import type { CallResponse } from '@bizline/domain/wire/call';
import type { SelectedBundleInfoRequest } from '@bizline/domain/wire/cart';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { api } from '../../../shared/api/client';
import type { FormFields } from '../../../shared/api/http-client';

const CALL = CART_CALLS.selectedBundleInfo;

/** POST PrdSelection/GetSelectedBundleInfo, form-encoded: `{ data: 'Fail' }` or the
 * priced cart with numbers, routers and the services in cart. Only text and number fields are
 * posted. */
export function postSelectedBundleInfo(
  body: SelectedBundleInfoRequest,
): Promise<CallResponse<typeof CALL>> {
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return api.postForm(CALL.path, fields);
}
