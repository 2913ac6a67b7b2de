import type { ENTRY_CALLS, UnitsResponse } from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Written out (checked against ENTRY_CALLS) so the zod schemas stay out of the entry chunk. */
const PATH: (typeof ENTRY_CALLS)['units']['path'] = 'Address/GetUnits';

/** Units of a building (000 §3, §7): one page of 10, filtered by unitterm; total of all pages. */
export async function getUnits(
  ntasAddrID: string,
  unitterm?: string,
  signal?: AbortSignal,
): Promise<UnitsResponse['data']> {
  const res = await api.get<UnitsResponse>(PATH, {
    query: { ntasAddrID, unitterm: unitterm?.trim() ? unitterm.trim().toUpperCase() : undefined },
    signal,
  });
  return res?.data ?? { unitDetails: [], total: 0 };
}
