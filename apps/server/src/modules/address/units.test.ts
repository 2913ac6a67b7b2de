import { describe, expect, it } from 'vitest';
import { unitSortKey, normalizeUnit } from '../footprint/normalize';
import { NO_UNIT_QUERY, parseUnitQuery, unitKinds } from './units';

const empty = NO_UNIT_QUERY;

describe('parseUnitQuery', () => {
  it.each([
    ['STE 700', { unitType: 'STE', unitValue: '700' }],
    ['Suite 12', { unitType: 'STE', unitValue: '12' }],
    ['FL 10', { elevationType: 'FL', elevationValue: '10' }],
    ['Floor 3', { elevationType: 'FL', elevationValue: '3' }],
    [
      'Bldg A Suite 5',
      { structureType: 'BLDG', structureValue: 'A', unitType: 'STE', unitValue: '5' },
    ],
    ['#12', { unitValue: '12' }],
    ['12B', { unitValue: '12B' }],
    ['PH', { unitType: 'PH' }],
    [
      'FL 2 STE 200',
      { elevationType: 'FL', elevationValue: '2', unitType: 'STE', unitValue: '200' },
    ],
    ['', {}],
  ])('%s', (unit, parts) => {
    expect(parseUnitQuery(unit)).toEqual({ ...empty, ...parts });
  });
});

describe('unitKinds', () => {
  const sort = (u: string) => unitSortKey(normalizeUnit(u));
  it('reads the kinds from the first and last unit', () => {
    expect(unitKinds([sort('STE 1'), sort('STE 25')])).toEqual({
      UnitType: 'STE',
      ElevationType: '',
    });
    expect(unitKinds([sort('FL 10'), sort('FL 12')])).toEqual({
      UnitType: '',
      ElevationType: 'FL',
    });
    expect(unitKinds([sort('FL 2'), sort('STE 9')])).toEqual({
      UnitType: 'STE',
      ElevationType: 'FL',
    });
    expect(unitKinds([sort('12'), sort('14')])).toEqual({ UnitType: '', ElevationType: '' });
    expect(unitKinds([])).toEqual({ UnitType: '', ElevationType: '' });
  });
});
