import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import type { UnitsResponse } from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Units of a building: one page of 10, filtered by unitterm; total of all pages. */
export async function getUnits(
  ntasAddrID: string,
  unitterm?: string,
  signal?: AbortSignal,
): Promise<UnitsResponse['data']> {
  const res = await api.call(
    ENTRY_CALLS.units,
    { ntasAddrID, unitterm: unitterm?.trim() ? unitterm.trim().toUpperCase() : undefined },
    { signal },
  );
  return res?.data ?? { unitDetails: [], total: 0 };
}
