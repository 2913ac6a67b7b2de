import { describe, expect, it } from 'vitest';
import {
  canAddRow,
  canContinue,
  emptyRow,
  lookupKey,
  needsUnit,
  parseBulkCsv,
  rowProblems,
  toWireRows,
} from './bulk-rows';

const row = (over: Partial<ReturnType<typeof emptyRow>> = {}) => ({
  addressLine1: '901 Bagby St',
  addressLine2: '',
  city: 'Houston',
  stateProvince: 'TX',
  postalCode: '77002',
  ...over,
});

describe('bulk rows (000 §4 "Bulk tool")', () => {
  it('names what an incomplete row lacks', () => {
    expect(rowProblems(row())).toEqual([]);
    expect(rowProblems(emptyRow())).toEqual([
      'addressLine1',
      'city',
      'stateProvince',
      'postalCode',
    ]);
    expect(rowProblems(row({ postalCode: '7700' }))).toEqual(['postalCode']);
    expect(rowProblems(row({ stateProvince: 'XX' }))).toEqual(['stateProvince']);
  });

  it('enables Continue only with the captcha solved and every row complete', () => {
    const none = new Map<string, number>();
    expect(canContinue([row()], true, none)).toBe(true);
    expect(canContinue([row()], false, none)).toBe(false);
    expect(canContinue([row(), emptyRow()], true, none)).toBe(false);
    expect(canContinue([], true, none)).toBe(false);
  });

  it('disables Continue when a chosen address needs a missing unit', () => {
    const units = new Map([[lookupKey(row({ addressLine1: '1201 main st' })), 3]]);
    const r = row({ addressLine1: '1201 Main St' });
    expect(needsUnit(r, units)).toBe(true);
    expect(canContinue([r], true, units)).toBe(false);
    const withUnit = { ...r, addressLine2: 'STE 100' };
    expect(needsUnit(withUnit, units)).toBe(false);
    expect(canContinue([withUnit], true, units)).toBe(true);
  });

  it('hides + Add Address at 25 rows', () => {
    expect(canAddRow(Array.from({ length: 24 }))).toBe(true);
    expect(canAddRow(Array.from({ length: 25 }))).toBe(false);
    expect(
      canContinue(
        Array.from({ length: 26 }, () => row()),
        true,
        new Map(),
      ),
    ).toBe(false);
  });

  it('sends trimmed rows without an empty unit', () => {
    expect(toWireRows([row({ addressLine1: ' 901 Bagby St ' })])).toEqual([
      {
        addressLine1: '901 Bagby St',
        city: 'Houston',
        stateProvince: 'TX',
        postalCode: '77002',
      },
    ]);
  });
});

describe('CSV upload', () => {
  it('reads rows, skips a header and blank lines, accepts state names and 4-digit ZIPs', () => {
    const csv =
      'addressLine1,addressLine2,city,stateProvince,postalCode\r\n' +
      '901 Bagby St,,Houston,TX,77002\r\n\r\n' +
      '100 Summer St,,Boston,Massachusetts,2110\n';
    expect(parseBulkCsv(csv)).toEqual({
      rows: [
        row(),
        {
          addressLine1: '100 Summer St',
          addressLine2: '',
          city: 'Boston',
          stateProvince: 'MA',
          postalCode: '02110',
        },
      ],
      problems: [],
    });
  });

  it('reports every problem with its line and imports nothing', () => {
    const csv = ['901 Bagby St,,Houston,TX,77002', ',,Houston,ZZ,123', 'a,b,c'].join('\n');
    expect(parseBulkCsv(csv)).toEqual({
      rows: [],
      problems: [
        {
          line: 2,
          message:
            'the street address is missing; "ZZ" is not a US state; the ZIP code "123" is not 5 digits',
        },
        { line: 3, message: 'expected 5 values, found 3' },
      ],
    });
  });

  it('refuses an empty file and more than 25 addresses', () => {
    expect(parseBulkCsv('\n').problems).toEqual([
      { line: 0, message: 'the file has no addresses' },
    ]);
    const many = Array.from({ length: 26 }, () => '901 Bagby St,,Houston,TX,77002').join('\n');
    expect(parseBulkCsv(many).problems).toEqual([
      { line: 0, message: 'the file has 26 addresses; at most 25 can be checked at once' },
    ]);
  });
});
