/**
 * How many units the building a bulk row names has: the best street-search match
 * (GET Address/GetStreetAddresses) for the row's street and ZIP. 0 when nothing matches.
 */
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { api } from '../../shared/api/client';

export async function getBuildingUnitCount(street: string, zip: string): Promise<number> {
  const res = await api.call(ENTRY_CALLS.streetAddresses, { streetterm: street, zip, limit: 1 });
  return res.addresses[0]?.UnitCount ?? 0;
}
