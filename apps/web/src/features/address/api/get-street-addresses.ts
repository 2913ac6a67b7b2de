import { toSearchTerm } from '@bizline/domain/format';
import type {
  ENTRY_CALLS,
  AddressSuggestion,
  StreetAddressesResponse,
} from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Written out (checked against ENTRY_CALLS) so the zod schemas stay out of the entry chunk. */
const PATH: (typeof ENTRY_CALLS)['streetAddresses']['path'] = 'Address/GetStreetAddresses';

/** Street typeahead (000 §4): the term uppercased, suggestions for the dropdown. */
export async function getStreetAddresses(
  term: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const res = await api.get<StreetAddressesResponse>(PATH, {
    query: { streetterm: toSearchTerm(term) },
    signal,
  });
  return res?.addresses ?? [];
}
