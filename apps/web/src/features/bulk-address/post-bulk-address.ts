/** POST Qualify/BulkAddress (000 §3 bulk payload, §7): up to 25 rows and the solved captcha. */
import { CLIENT_ID, BULK_QUERY_TYPE } from '@bizline/domain/constants';
import { ENTRY_CALLS, type BulkAddressResponse, type BulkRow } from '@bizline/domain/wire/entry';
import { api } from '../../shared/api/client';

export function postBulkAddress(
  guid: string,
  rows: BulkRow[],
  captcha: string,
): Promise<BulkAddressResponse> {
  return api.post<BulkAddressResponse>(
    `/${ENTRY_CALLS.bulkAddress.path}`,
    { QueryType: BULK_QUERY_TYPE, GUID: guid, ClientID: CLIENT_ID, inputAddress: rows, captcha },
    { auth: ENTRY_CALLS.bulkAddress.auth },
  );
}
