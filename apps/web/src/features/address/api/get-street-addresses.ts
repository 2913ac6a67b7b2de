import { toSearchTerm } from '@bizline/domain/format';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { api } from '../../../shared/api/client';

/** Street typeahead: the term uppercased, suggestions for the dropdown. */
export async function getStreetAddresses(
  term: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const res = await api.call(
    ENTRY_CALLS.streetAddresses,
    { streetterm: toSearchTerm(term) },
    { signal },
  );
  return res?.addresses ?? [];
}
