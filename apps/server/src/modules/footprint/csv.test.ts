import { describe, expect, it } from 'vitest';
import {
  baseProblem,
  checkHeader,
  duplicateIdProblem,
  formatProblem,
  formatProblems,
  parseRecord,
  type Problem,
} from './csv';

const HEADER = [
  'address_id',
  'house_number',
  'street_name',
  'unit',
  'base_address_id',
  'city',
  'state',
  'zip',
];
const header = checkHeader(HEADER);

/** A valid record for HEADER, with overrides by column name. */
function record(overrides: Record<string, string> = {}, columns = HEADER): string[] {
  const base: Record<string, string> = {
    address_id: 'A1',
    house_number: '100',
    street_name: 'Summer St',
    unit: '',
    base_address_id: '',
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    latitude: '42.35',
    longitude: '-71.05',
    fiber: 'Y',
    quotes: '',
  };
  return columns.map((c) => overrides[c] ?? base[c] ?? '');
}

function problemsOf(overrides: Record<string, string>, columns = HEADER, line = 7): string[] {
  const h = checkHeader(columns);
  expect(h.problems).toEqual([]);
  return parseRecord(record(overrides, columns), h, line).problems.map(
    (p) => `line ${p.line}: ${p.column}: ${p.message}`,
  );
}

describe('building name and ZIP+4 (issue 10 §6)', () => {
  const cols = [...HEADER, 'building_name', 'zip4'];
  it('keeps them when given, null when empty', () => {
    const h = checkHeader(cols);
    const named = parseRecord(record({ building_name: ' North Tower ', zip4: '3801' }, cols), h, 2);
    expect(named.row).toMatchObject({ buildingName: 'North Tower', zip4: '3801' });
    const plain = parseRecord(record({}, cols), h, 3);
    expect(plain.row).toMatchObject({ buildingName: null, zip4: null });
  });
  it('refuses a ZIP+4 add-on that is not 4 digits', () => {
    expect(problemsOf({ zip4: '38' }, cols)).toEqual(['line 7: zip4: "38" is not 4 digits']);
    expect(problemsOf({ zip4: '19102-3801' }, cols)).toEqual([
      'line 7: zip4: "19102-3801" is not 4 digits',
    ]);
  });
});

describe('checkHeader', () => {
  it('accepts columns in any order, any case, with spaces around', () => {
    const h = checkHeader([
      ' ZIP ',
      'State',
      'city',
      'street_name',
      'house_number',
      'Address_ID',
      'fiber',
    ]);
    expect(h.problems).toEqual([]);
    expect(h.position.get('address_id')).toBe(5);
  });

  it('reports unknown, repeated, empty and missing required columns on line 1', () => {
    const h = checkHeader(['address_id', 'house_number', 'street', 'city', 'city', '', 'zip']);
    expect(h.problems.map((p) => `${p.line}:${p.column}:${p.message.split(' (')[0]}`)).toEqual([
      '1:street:unknown column',
      '1:city:column appears more than once',
      '1:column 6:empty column name',
      '1:street_name:required column is missing',
      '1:state:required column is missing',
    ]);
  });
});

describe('parseRecord', () => {
  it('types a valid building row with defaults', () => {
    const { row, problems } = parseRecord(record(), header, 2);
    expect(problems).toEqual([]);
    expect(row).toMatchObject({
      line: 2,
      addressId: 'A1',
      baseAddressId: 'A1',
      unit: null,
      state: 'MA',
      latitude: null,
      speedType: null,
      quotes: [],
    });
    expect(Object.values(row!.flags).every((f) => f === 'N')).toBe(true);
  });

  it('trims values and accepts lower-case state and flags', () => {
    const cols = [...HEADER, 'fiber', 'hsi', 'latitude', 'longitude', 'quotes', 'speed_type'];
    const { row, problems } = parseRecord(
      record(
        { state: ' ma ', fiber: 'y', hsi: ' n ', quotes: ' Q1:M1 ; Q2:M2; ', speed_type: '1G' },
        cols,
      ),
      checkHeader(cols),
      3,
    );
    expect(problems).toEqual([]);
    expect(row).toMatchObject({
      state: 'MA',
      latitude: 42.35,
      longitude: -71.05,
      speedType: '1G',
      quotes: [
        { quoteNumber: 'Q1', mon: 'M1' },
        { quoteNumber: 'Q2', mon: 'M2' },
      ],
    });
    expect(row!.flags.fiber).toBe('Y');
    expect(row!.flags.hsi).toBe('N');
  });

  it('reads a unit row', () => {
    const { row } = parseRecord(
      record({ address_id: 'A2', base_address_id: 'A1', unit: 'STE 200' }),
      header,
      4,
    );
    expect(row).toMatchObject({ addressId: 'A2', baseAddressId: 'A1', unit: 'STE 200' });
  });

  it.each<[string, Record<string, string>, string[]?, string?]>([
    ['missing required value', { city: '' }, undefined, 'line 7: city: is required'],
    [
      'state of 3 letters',
      { state: 'MAS' },
      undefined,
      'line 7: state: "MAS" is not a 2-letter state code',
    ],
    [
      'state that does not exist',
      { state: 'ZZ' },
      undefined,
      'line 7: state: "ZZ" is not a US state or territory code',
    ],
    ['zip of 4 digits', { zip: '2110' }, undefined, 'line 7: zip: "2110" is not 5 digits'],
    ['zip+4', { zip: '02110-1234' }, undefined, 'line 7: zip: "02110-1234" is not 5 digits'],
    [
      'flag other than Y/N',
      { fiber: 'yes' },
      [...HEADER, 'fiber'],
      'line 7: fiber: "yes" is not Y or N',
    ],
    [
      'latitude out of range',
      { latitude: '95' },
      [...HEADER, 'latitude', 'longitude'],
      'line 7: latitude: "95" is not a number between -90 and 90',
    ],
    [
      'longitude not a number',
      { longitude: 'west' },
      [...HEADER, 'latitude', 'longitude'],
      'line 7: longitude: "west" is not a number between -180 and 180',
    ],
    [
      'latitude without longitude',
      { longitude: '' },
      [...HEADER, 'latitude', 'longitude'],
      'line 7: longitude: is required when latitude is given',
    ],
    [
      'quotes without MON',
      { quotes: 'Q1' },
      [...HEADER, 'quotes'],
      'line 7: quotes: "Q1" is not quoteNumber:MON',
    ],
    [
      'quotes with a bad separator',
      { quotes: 'Q1:M1,Q2:M2' },
      [...HEADER, 'quotes'],
      'line 7: quotes: "Q1:M1,Q2:M2" is not quoteNumber:MON',
    ],
    [
      'a quote listed twice',
      { quotes: 'Q1:M1;Q1:M2' },
      [...HEADER, 'quotes'],
      'line 7: quotes: quote Q1 is listed twice',
    ],
    [
      'address_id with a space',
      { address_id: 'A 1' },
      undefined,
      'line 7: address_id: must not contain spaces or non-ASCII characters',
    ],
    [
      'unit row without a unit',
      { base_address_id: 'A0' },
      undefined,
      'line 7: unit: is required on a unit row',
    ],
    [
      'street longer than 100',
      { street_name: 'x'.repeat(101) },
      undefined,
      'line 7: street_name: is longer than 100 characters',
    ],
    [
      'a line break inside a value',
      { city: 'Bos\nton' },
      undefined,
      'line 7: city: contains control characters',
    ],
  ])('reports %s with its line and column', (_name, overrides, columns, expected) => {
    const problems = problemsOf(overrides, columns);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected!);
  });

  it('reports a row with the wrong number of fields', () => {
    const { row, problems, addressId } = parseRecord(['A9', '1'], header, 12);
    expect(row).toBeNull();
    expect(addressId).toBe('A9');
    expect(problems).toEqual([
      { line: 12, column: 'row', message: 'has 2 fields, the header has 8' },
    ]);
  });

  it('reports every problem of a row, not just the first', () => {
    expect(problemsOf({ state: 'X', zip: '1', house_number: '' })).toEqual([
      'line 7: house_number: is required',
      'line 7: state: "X" is not a 2-letter state code',
      'line 7: zip: "1" is not 5 digits',
    ]);
  });
});

describe('cross-row problems', () => {
  it('words a duplicate address_id with both lines', () => {
    expect(formatProblem(duplicateIdProblem('A1', 9, 2))).toBe(
      'line 9: address_id: "A1" repeats line 2',
    );
  });

  it('words unknown bases, bases that are units, and database bases under --replace', () => {
    const text = (p: Problem) => formatProblem(p);
    expect(text(baseProblem(4, 'U1', { kind: 'unit-in-file', baseLine: 3 }))).toBe(
      'line 4: base_address_id: "U1" (line 3) is itself a unit row; name its building',
    );
    expect(text(baseProblem(5, 'NOPE', { kind: 'missing', replacing: false }))).toBe(
      'line 5: base_address_id: "NOPE" is neither in this file nor in the footprint',
    );
    expect(text(baseProblem(6, 'DBU', { kind: 'unit-in-footprint' }))).toBe(
      'line 6: base_address_id: "DBU" is a unit in the footprint; name its building',
    );
    expect(text(baseProblem(7, 'DB1', { kind: 'missing', replacing: true }))).toBe(
      'line 7: base_address_id: "DB1" is not an address of this file (--replace keeps only the file\'s addresses)',
    );
  });
});

describe('formatProblems', () => {
  it('caps the list and counts the rest', () => {
    const problems = Array.from({ length: 60 }, (_, i) => ({
      line: i + 2,
      column: 'zip',
      message: 'bad',
    }));
    const lines = formatProblems(problems);
    expect(lines).toHaveLength(51);
    expect(lines[0]).toBe('line 2: zip: bad');
    expect(lines[50]).toBe('... and 10 more problems');
    expect(formatProblems(problems.slice(0, 3), 1001).at(-1)).toBe('... and 998 more problems');
  });
});
