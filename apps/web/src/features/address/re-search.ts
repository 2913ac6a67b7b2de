import { ERROR_MESSAGES } from '@bizline/domain/errors';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { getStreetAddresses } from './api/get-street-addresses';

export type ReSearchResult =
  { kind: 'selected'; address: AddressSuggestion } | { kind: 'error'; message: string };

/**
 * 000 §4 detailed reading: with no address id and no prior address, the service address is
 * re-searched from LQPost.Address (routing outcome 're-search'). The street search runs with
 * that text as the term; exactly one match is selected, zero or several (or a failed search)
 * yield 'Edit the Street Address and choose from dropdown'.
 */
export async function reSearchAddress(
  addressText: string,
  search: (term: string, signal?: AbortSignal) => Promise<AddressSuggestion[]> = getStreetAddresses,
  signal?: AbortSignal,
): Promise<ReSearchResult> {
  const error: ReSearchResult = { kind: 'error', message: ERROR_MESSAGES.streetChooseFromDropdown };
  let list: AddressSuggestion[];
  try {
    list = await search(addressText, signal);
  } catch {
    return error;
  }
  const [only] = list;
  return list.length === 1 && only ? { kind: 'selected', address: only } : error;
}
