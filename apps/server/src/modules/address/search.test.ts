import { describe, expect, it } from 'vitest';
import { searchColumns } from '../footprint/normalize';
import {
  cleanedText,
  houseNumberExact,
  housePrefix,
  matchRank,
  narrowingHeads,
  parseTerm,
  placeWords,
  rankCandidates,
  streetForms,
} from './search';

const building = (
  address_id: string,
  houseNumber: string,
  streetName: string,
  city: string,
  state: string,
  zip: string,
) => {
  const k = searchColumns({ houseNumber, streetName, city, state, zip });
  return {
    address_id,
    search_key: k.searchKey,
    search_key_alt: k.searchKeyAlt,
    street_key: k.streetKey,
  };
};

const mainBoston = building('1', '123', 'N Main St', 'Boston', 'MA', '02108');
const mainChicago = building('2', '123', 'Main St', 'Chicago', 'IL', '60601');
const longer = building('3', '1230', 'Main St', 'Boston', 'MA', '02108');
const stLouis = building('4', '10', 'Saint Charles Ave', 'Saint Louis', 'MO', '63101');

describe('parseTerm', () => {
  it('folds the tokens and finds a ZIP typed after the street', () => {
    expect(parseTerm('123 North Main Street, Boston MA 02108')).toMatchObject({
      tokens: ['123', 'N', 'MAIN', 'ST', 'BOSTON', 'MA', '02108'],
      lastComplete: false,
      zip: '02108',
    });
    expect(parseTerm('123 main stre').lastExpansions).toEqual(['ST ', 'STRE']);
    expect(parseTerm('12345 main ').zip).toBeNull(); // a house number is not a ZIP
    expect(parseTerm('123 main, ').lastComplete).toBe(true);
  });
});

describe('matchRank', () => {
  // Rank 0: a prefix of the address; 1: narrows by place; null: does not match.
  it.each([
    ['123 main', 0],
    ['123 Main St Bost', 0],
    ['123 MAIN STREET, BOSTON MA 02108', 0],
    ['123 n main', 0],
    ['123 north main stre', 0],
    ['123 main st bos', 0],
    ['123 Main Boston', 1],
    ['123 main st 02108', 1],
    ['123 Main Street, Boston, Massachusetts', 1],
    ['123 main st suite 5 boston', 1],
    ['123 N Main St, Boston, MA 02108-1234, USA', 1],
    ['123 main st chicago', null],
    ['123 main st 60601', null],
    ['124 main', null],
    ['123 maine', null],
    ['123 main st boston ny', null],
  ] as const)('"%s" ranks %s against 123 N Main St Boston', (typed, rank) => {
    expect(matchRank(parseTerm(typed), mainBoston)).toBe(rank);
  });

  it('matches words that fold: Saint/St, Avenue/Ave', () => {
    expect(matchRank(parseTerm('10 St Charles Avenue, St. Louis'), stLouis)).not.toBeNull();
    expect(matchRank(parseTerm('10 saint charles ave saint louis mo'), stLouis)).toBe(0);
  });
});

describe('placeWords', () => {
  it('turns state names into codes and drops units, countries and ZIP+4', () => {
    expect(placeWords(['NEW', 'JERSEY', 'USA'])).toEqual(['NJ']);
    expect(placeWords(['STE', '5', 'BOSTON', 'MA', '02108', '1234'])).toEqual([
      'BOSTON',
      'MA',
      '02108',
    ]);
    expect(placeWords(['DISTRICT', 'OF', 'COLUMBIA'])).toEqual(['DC']);
    expect(placeWords(['MIAMI', 'FL', '33131'])).toEqual(['MIAMI', 'FL', '33131']);
    expect(placeWords(['FL', '3', 'MIAMI'])).toEqual(['MIAMI']);
  });
});

describe('cleanedText', () => {
  it.each([
    ['123 Main St Suite 5 Boston', '123 MAIN ST BOSTON'],
    ['123 Main St #12, Boston', '123 MAIN ST BOSTON'],
    ['123 Main St Ste', '123 MAIN ST '],
    ['123 Main St, Boston, Massachusetts', '123 MAIN ST BOSTON MA '],
    ['100 SE 2nd St Fl 3, Miami FL 33131-1234, USA', '100 SE 2ND ST MIAMI FL 33131 '],
    ['123 Main St Boston MA', null],
    ['100 SE 2nd St Miami FL 33131', null],
  ])('%s -> %s', (typed, cleaned) => {
    expect(cleanedText(typed)).toBe(cleaned);
  });
});

describe('ranking', () => {
  it('puts exact house numbers first, then key order, and removes duplicates', () => {
    const term = parseTerm('123');
    expect(houseNumberExact(term, mainBoston)).toBe(true);
    expect(houseNumberExact(term, longer)).toBe(false);
    const ranked = rankCandidates(term, [longer, mainChicago, mainBoston, mainBoston], 10);
    expect(ranked.map((r) => r.address_id)).toEqual(['2', '1', '3']);
    expect(rankCandidates(term, [longer, mainChicago, mainBoston], 1)).toHaveLength(1);
  });

  it('prefers a whole-text prefix over a narrowed match', () => {
    const term = parseTerm('123 main st chi');
    expect(rankCandidates(term, [mainBoston, mainChicago], 10).map((r) => r.address_id)).toEqual([
      '2',
    ]);
  });
});

describe('query planning', () => {
  it('cuts the text before its last words, longest first', () => {
    expect(narrowingHeads(parseTerm('123 main st boston ma'))).toEqual([
      '123 MAIN ST BOSTON ',
      '123 MAIN ST ',
      '123 MAIN ',
    ]);
    expect(narrowingHeads(parseTerm('123 main'))).toEqual([]);
    expect(narrowingHeads(parseTerm('123 n mian st boston'))).toEqual([
      '123 N MIAN ST ',
      '123 N MIAN ',
    ]);
  });

  it('searches a ZIP by the house number typed', () => {
    expect(housePrefix(parseTerm('12'))).toBe('12');
    expect(housePrefix(parseTerm('12 '))).toBe('12 ');
    expect(housePrefix(parseTerm('12 main'))).toBe('12 ');
    expect(housePrefix(parseTerm(''))).toBeNull();
  });

  it('knows the street part with and without directionals', () => {
    expect(streetForms(mainBoston)).toEqual(['123 N MAIN ST', '123 MAIN ST']);
    expect(streetForms(mainChicago)).toEqual(['123 MAIN ST']);
  });
});
