import { describe, expect, it } from 'vitest';
import {
  normalizeText,
  normalizeUnit,
  prefixUpperBound,
  searchColumns,
  searchKey,
  searchKeyAlt,
  searchPrefixes,
  streetKey,
  tokenize,
  unitSortKey,
} from './normalize';

const boston = {
  houseNumber: '123',
  streetName: 'Main Street',
  city: 'Boston',
  state: 'ma',
  zip: '02108',
};

/** What the typeahead will do: does any prefix of the typed text match the stored keys? */
function matches(typed: string, address: typeof boston): boolean {
  const { searchKey: key, searchKeyAlt: alt } = searchColumns(address);
  return searchPrefixes(typed).some((p) =>
    [key, alt].some((k) => k !== null && k >= p && k < prefixUpperBound(p)),
  );
}

describe('normalizeText', () => {
  it('ignores case, commas, extra spaces, periods and apostrophes', () => {
    expect(normalizeText('  123  Main St.,  Boston ')).toBe('123 MAIN ST BOSTON');
    expect(normalizeText("O'Brien Rd")).toBe('OBRIEN RD');
    expect(normalizeText('N.W.')).toBe('NW');
  });

  it('folds suffixes, directionals and unit designators to their USPS abbreviations', () => {
    expect(normalizeText('North Main Street')).toBe(normalizeText('N Main St'));
    expect(normalizeText('123 East Avenue')).toBe('123 E AVE');
    expect(normalizeText('Boulevard Road Drive Lane Court Place Highway Parkway')).toBe(
      'BLVD RD DR LN CT PL HWY PKWY',
    );
    expect(normalizeText('Southwest Northeast South West')).toBe('SW NE S W');
    expect(normalizeText('Suite 200')).toBe('STE 200');
    expect(normalizeText('Saint Paul Ave')).toBe(normalizeText('St Paul Avenue'));
  });

  it('removes accents and treats other punctuation as a separator', () => {
    expect(normalizeText('Peñasco Blvd')).toBe('PENASCO BLVD');
    expect(normalizeText('12-14 Elm/Oak #3')).toBe('12 14 ELM OAK 3');
  });

  it('is idempotent', () => {
    for (const s of [
      'North Main Street',
      'Suite 200, Floor 3',
      'Avenue of the Americas',
      'STR',
      'AV',
    ]) {
      expect(normalizeText(normalizeText(s))).toBe(normalizeText(s));
    }
  });

  it('tokenises nothing into nothing', () => {
    expect(tokenize(' ,.; ')).toEqual([]);
    expect(normalizeText('')).toBe('');
  });
});

describe('search keys', () => {
  it('builds "H STREET CITY ST ZIP" and "H STREET"', () => {
    expect(searchKey(boston)).toBe('123 MAIN ST BOSTON MA 02108');
    expect(streetKey('123', 'Main Street')).toBe('123 MAIN ST');
  });

  it('gives an alternative key without leading or trailing directionals', () => {
    expect(searchKeyAlt({ ...boston, streetName: 'N Main St' })).toBe(
      '123 MAIN ST BOSTON MA 02108',
    );
    expect(searchKeyAlt({ ...boston, streetName: '15th St NW' })).toBe(
      '123 15TH ST BOSTON MA 02108',
    );
    expect(searchKeyAlt({ ...boston, streetName: 'North Broadway' })).toBe(
      '123 BROADWAY BOSTON MA 02108',
    );
    expect(searchKeyAlt(boston)).toBeNull();
    // The directional is the name: nothing to drop.
    expect(searchKeyAlt({ ...boston, streetName: 'E St' })).toBeNull();
    expect(searchKeyAlt({ ...boston, streetName: 'North Avenue' })).toBeNull();
  });

  it('sorts exact house numbers before longer ones under the same prefix', () => {
    const keys = ['1230 MAIN ST X', '123 MAIN ST X', '12 MAIN ST X'].sort();
    expect(keys[0]).toBe('12 MAIN ST X');
    expect(keys.filter((k) => k >= '123' && k < prefixUpperBound('123'))).toEqual([
      '123 MAIN ST X',
      '1230 MAIN ST X',
    ]);
  });
});

describe('searchPrefixes (what typeahead looks up)', () => {
  it.each([
    '123 main',
    '123 Main St Bost',
    '123 MAIN STREET, BOSTON MA 02108',
    '123 main street boston',
    '123 Main Stre',
    '123 main st,',
    '  123   MAIN   ',
  ])('finds 123 Main Street, Boston from "%s"', (typed) => {
    expect(matches(typed, boston)).toBe(true);
  });

  it('matches "123 n main" to 123 North Main St and "123 main" too', () => {
    const north = { ...boston, streetName: 'North Main St' };
    expect(matches('123 n main', north)).toBe(true);
    expect(matches('123 north main', north)).toBe(true);
    expect(matches('123 main', north)).toBe(true);
  });

  it('does not match another house or street', () => {
    expect(matches('124 main', boston)).toBe(false);
    expect(matches('123 maple', boston)).toBe(false);
    // A finished token is a whole word: "MAIN " is not a prefix of "MAINE".
    expect(matches('123 main ', { ...boston, streetName: 'Maine Ave' })).toBe(false);
    expect(matches('123 main', { ...boston, streetName: 'Maine Ave' })).toBe(true);
  });

  it('offers the abbreviation of a half-typed long form and drops covered prefixes', () => {
    expect(searchPrefixes('123 main stre')).toEqual(['123 MAIN ST ', '123 MAIN STRE']);
    expect(searchPrefixes('123 main st')).toEqual(['123 MAIN ST']);
    expect(searchPrefixes('123 n')).toEqual(['123 N']);
    expect(searchPrefixes('12 cross')).toEqual(['12 CROSS', '12 XING ']);
    expect(searchPrefixes('')).toEqual([]);
    expect(searchPrefixes(',,')).toEqual([]);
  });
});

describe('units', () => {
  it('normalises designators and empties', () => {
    expect(normalizeUnit('Suite 200')).toBe('STE 200');
    expect(normalizeUnit('ste. 200')).toBe('STE 200');
    expect(normalizeUnit('#12')).toBe('12');
    expect(normalizeUnit(null)).toBe('');
    expect(normalizeUnit('')).toBe('');
  });

  it('sorts units in natural order', () => {
    const units = ['STE 10', 'STE 2', 'STE 1', 'STE 100', 'FL 3', 'STE 02A'];
    const sorted = [...units].sort((a, b) => (unitSortKey(a) < unitSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['FL 3', 'STE 1', 'STE 2', 'STE 02A', 'STE 10', 'STE 100']);
  });
});
