/** The street typeahead as a test calls it: Address/GetStreetAddresses, checked to answer 200. */
import { expect } from 'vitest';
import type { Visitor } from './support';

export async function streetSuggestions<S = { AddressId: string }>(
  visitor: Visitor,
  term: string,
  extra = '',
): Promise<S[]> {
  const res = await visitor.json(
    'GET',
    `/Address/GetStreetAddresses?streetterm=${encodeURIComponent(term)}${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body.addresses as S[];
}
