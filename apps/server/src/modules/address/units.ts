/**
 * Unit text helpers (pure): the 000 §3 unitQuery split of a unit, and the unit kinds a
 * building's units show (the address suggestion's UnitType / ElevationType).
 */
import type { UnitQuery } from '@bizline/domain/wire/entry';
import { normalizeUnit } from '../footprint/normalize';

/** Floor-like designators (folded): the elevation part of a unit. */
const ELEVATION = new Set(['FL', 'LVL', 'LEVEL']);
/** Building-like designators: the structure part. */
const STRUCTURE = new Set(['BLDG', 'TWR', 'TOWER', 'WING']);
/** Unit designators of USPS Publication 28 C2 (folded) that both the unit split and the
 * address search read as a unit. */
export const USPS_UNIT_DESIGNATORS = [
  'APT',
  'BSMT',
  'DEPT',
  'FRNT',
  'HNGR',
  'LBBY',
  'LOT',
  'LOWR',
  'OFC',
  'PH',
  'PIER',
  'RM',
  'SPC',
  'STE',
  'TRLR',
  'UNIT',
  'UPPR',
] as const;
/** Unit designators of the split: USPS's and a few common extras. */
const UNIT = new Set<string>([...USPS_UNIT_DESIGNATORS, 'KEY', 'REAR', 'SIDE', 'SLIP', 'STOP']);

/** The unitQuery of no unit: every part empty. */
export const NO_UNIT_QUERY: Readonly<UnitQuery> = {
  unitType: '',
  unitValue: '',
  elevationType: '',
  elevationValue: '',
  structureType: '',
  structureValue: '',
};

type DesignatorKind = 'unit' | 'elevation' | 'structure';

function designatorKind(token: string): DesignatorKind | null {
  if (ELEVATION.has(token)) return 'elevation';
  if (STRUCTURE.has(token)) return 'structure';
  if (UNIT.has(token)) return 'unit';
  return null;
}

/**
 * Split a unit into unit, elevation and structure parts: 'STE 700' -> unitType STE,
 * unitValue 700; 'FL 10' -> elevationType FL, elevationValue 10; 'Bldg A Suite 5' ->
 * structure BLDG A and unit STE 5; a bare '12' or '#12' -> unitValue 12.
 */
export function parseUnitQuery(unit: string | null | undefined): UnitQuery {
  const q: UnitQuery = { ...NO_UNIT_QUERY };
  const tokens = normalizeUnit(unit).split(' ').filter(Boolean);
  const loose: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const kind = designatorKind(t);
    if (!kind) {
      loose.push(t);
      continue;
    }
    const next = tokens[i + 1];
    const value = next !== undefined && designatorKind(next) === null ? next : '';
    if (value) i++;
    if (kind === 'elevation' && !q.elevationType) {
      q.elevationType = t;
      q.elevationValue = value;
    } else if (kind === 'structure' && !q.structureType) {
      q.structureType = t;
      q.structureValue = value;
    } else if (kind === 'unit' && !q.unitType) {
      q.unitType = t;
      q.unitValue = value;
    } else {
      loose.push(t, ...(value ? [value] : []));
    }
  }
  if (loose.length && !q.unitValue) q.unitValue = loose.join(' ');
  return q;
}

/**
 * The unit and elevation kinds of a building from the first and last of its units in natural
 * order (unit_sort of both ends): 'STE 1'...'STE 25' -> STE / ''; 'FL 10'...'FL 12' -> '' / FL;
 * 'FL 2'...'STE 9' -> STE / FL.
 */
export function unitKinds(sortKeys: readonly (string | null | undefined)[]): {
  UnitType: string;
  ElevationType: string;
} {
  let UnitType = '';
  let ElevationType = '';
  for (const key of sortKeys) {
    const first = key?.split(' ')[0] ?? '';
    const kind = designatorKind(first);
    if (kind === 'elevation' && !ElevationType) ElevationType = first;
    if (kind === 'unit' && !UnitType) UnitType = first;
  }
  return { UnitType, ElevationType };
}
