/** POST Qualify/BulkAddress (000 §3 bulk payload, §7): up to 25 rows and the solved captcha. */
import { CLIENT_ID, BULK_QUERY_TYPE } from '@bizline/domain/constants';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import type { BulkRow } from '@bizline/domain/wire/entry';
import { api } from '../../shared/api/client';

export function postBulkAddress(guid: string, rows: BulkRow[], captcha: string) {
  return api.call(ENTRY_CALLS.bulkAddress, {
    QueryType: BULK_QUERY_TYPE,
    GUID: guid,
    ClientID: CLIENT_ID,
    inputAddress: rows,
    captcha,
  });
}
