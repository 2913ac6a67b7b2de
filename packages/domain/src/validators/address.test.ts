import { describe, expect, it } from 'vitest';
import {
  isFiveDigitZip,
  isUnitFieldDisabled,
  isWirelineState,
  sortUnits,
  streetMatchesSuggestion,
  unitInputKind,
  unitSpecialChoices,
  validateStreet,
  validateUnit,
} from './address';

const ENTER = 'Please enter valid Unit #';
const SELECT = 'Please select valid Unit #';

describe('street (000 §4, §5)', () => {
  it("is required: 'You must enter your business address.'", () => {
    expect(validateStreet('')).toBe('You must enter your business address.');
    expect(validateStreet('   ')).toBe('You must enter your business address.');
    expect(validateStreet(null)).toBe('You must enter your business address.');
    expect(validateStreet('1 Main St')).toBeNull();
  });

  it('matches a suggestion ignoring spaces, commas and case', () => {
    expect(streetMatchesSuggestion('1 main st,newark', '1 MAIN ST, NEWARK')).toBe(true);
    expect(streetMatchesSuggestion('1 main st', '2 main st')).toBe(false);
    expect(streetMatchesSuggestion('', '')).toBe(false);
  });
});

describe('zip (000 §5)', () => {
  it('accepts exactly 5 digits without a list match unless street updates are skipped', () => {
    expect(isFiveDigitZip('07102')).toBe(true);
    expect(isFiveDigitZip('0710')).toBe(false);
  });
});

describe('unit special choices (000 §4)', () => {
  it('offers all four outside wireline states', () => {
    expect(unitSpecialChoices('TX')).toEqual([
      "I don't live in a unit",
      "I can't find my unit",
      "I don't have a unit",
      "I don't see my unit",
    ]);
    expect(unitSpecialChoices(undefined)).toHaveLength(4);
  });

  it("hides 'I don't have a unit' and 'I don't see my unit' in wireline states", () => {
    for (const state of ['NJ', 'PA', 'DE', 'NY', 'MA', 'RI', 'CT', 'MD', 'DC', 'VA', 'WV', 'nj ']) {
      expect(isWirelineState(state)).toBe(true);
      expect(unitSpecialChoices(state)).toEqual(["I don't live in a unit", "I can't find my unit"]);
    }
  });
});

describe('unit list helpers (000 §4, §5)', () => {
  it('typeahead above 10 units, dropdown otherwise', () => {
    expect(unitInputKind(11)).toBe('typeahead');
    expect(unitInputKind(10)).toBe('dropdown');
    expect(unitInputKind(0)).toBe('dropdown');
  });

  it('disables the field with no units when the options do not apply', () => {
    expect(isUnitFieldDisabled(0, false)).toBe(true);
    expect(isUnitFieldDisabled(0, true)).toBe(false);
    expect(isUnitFieldDisabled(3, false)).toBe(false);
  });

  it('sorts ascending, numbers numerically', () => {
    expect(sortUnits(['APT 10', 'APT 2', 'APT 1', 'STE B', 'STE A'])).toEqual([
      'APT 1',
      'APT 2',
      'APT 10',
      'STE A',
      'STE B',
    ]);
  });
});

describe('validateUnit (000 §5)', () => {
  const units = ['APT 1', 'APT 2B', 'STE 100'];

  it('accepts a listed unit ignoring spaces, commas and case', () => {
    expect(validateUnit('APT 1', { units })).toBeNull();
    expect(validateUnit('apt2b', { units })).toBeNull();
    expect(validateUnit(' ste, 100 ', { units })).toBeNull();
  });

  it("is required when units exist: 'Please enter valid Unit #'", () => {
    expect(validateUnit('', { units })).toBe(ENTER);
    expect(validateUnit(null, { units })).toBe(ENTER);
  });

  it('is not required when no units exist', () => {
    expect(validateUnit('', { units: [] })).toBeNull();
  });

  it('rejects an unlisted unit', () => {
    expect(validateUnit('APT 3', { units })).toBe(ENTER);
  });

  it('accepts the three special choices, not "I can\'t find my unit"', () => {
    expect(validateUnit("I don't live in a unit", { units, state: 'TX' })).toBeNull();
    expect(validateUnit("i don't have a unit", { units, state: 'TX' })).toBeNull();
    expect(validateUnit("I don't see my unit", { units, state: 'TX' })).toBeNull();
    expect(validateUnit("I can't find my unit", { units, state: 'TX' })).toBe(ENTER);
  });

  it('accepts only the choices offered in a wireline state', () => {
    expect(validateUnit("I don't live in a unit", { units, state: 'NJ' })).toBeNull();
    expect(validateUnit("I don't have a unit", { units, state: 'NJ' })).toBe(ENTER);
    expect(validateUnit("I don't see my unit", { units, state: 'NJ' })).toBe(ENTER);
  });

  it("says 'Please select valid Unit #' when the base address has a unit problem", () => {
    const ctx = { units, baseAddressUnitProblem: true };
    expect(validateUnit('', ctx)).toBe(SELECT);
    expect(validateUnit('APT 9', ctx)).toBe(SELECT);
    expect(validateUnit("I don't live in a unit", ctx)).toBe(SELECT);
    expect(validateUnit('APT 1', ctx)).toBeNull();
    expect(validateUnit('', { units: [], baseAddressUnitProblem: true })).toBe(SELECT);
  });

  it('survives a malformed unit list', () => {
    expect(validateUnit('APT 1', { units: null as unknown as string[] })).toBe(ENTER);
  });
});
