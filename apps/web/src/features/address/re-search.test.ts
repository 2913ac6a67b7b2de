import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import { reSearchAddress } from './re-search';
import { suggestion } from '../../test/address-fixtures';
import { stubFetch } from '../../test/render-routes';

describe("re-search from LQPost.Address (000 §4 'no address id and no prior address')", () => {
  it('runs the street search with the text as the (uppercased) term and selects one match', async () => {
    const only = suggestion();
    const f = stubFetch({ 'Address/GetStreetAddresses': () => ({ addresses: [only] }) });
    await expect(reSearchAddress('100 Summer St, Boston, MA 02110')).resolves.toEqual({
      kind: 'selected',
      address: only,
    });
    const [call] = f.called('Address/GetStreetAddresses');
    expect(call?.url.searchParams.get('streetterm')).toBe('100 SUMMER ST, BOSTON, MA 02110');
  });

  it.each([
    ['no match', []],
    [
      'several matches',
      [
        suggestion(),
        suggestion({ AddressId: 'A2', ParsedRawString: '100 Summer St Unit, Boston, MA 02110' }),
      ],
    ],
  ])('%s: the dropdown error', async (_name, addresses) => {
    stubFetch({ 'Address/GetStreetAddresses': () => ({ addresses }) });
    await expect(reSearchAddress('100 Summer St')).resolves.toEqual({
      kind: 'error',
      message: ERROR_MESSAGES.streetChooseFromDropdown,
    });
  });

  it('a failed search gives the same error', async () => {
    const search = vi.fn(() => Promise.reject(new Error('down')));
    await expect(reSearchAddress('100 Summer St', search)).resolves.toEqual({
      kind: 'error',
      message: 'Edit the Street Address and choose from dropdown',
    });
  });
});
