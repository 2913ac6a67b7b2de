/**
 * Street, unit and zip rules of the address page.
 */
import {
  UNIT_ACCEPTED_SPECIAL_CHOICES,
  UNIT_CHOICE,
  UNIT_NON_WIRELINE_ONLY_CHOICES,
  UNIT_SPECIAL_CHOICES,
  UNIT_TYPEAHEAD_THRESHOLD,
  WIRELINE_STATES,
  ZIP_DIGITS,
  type UnitSpecialChoice,
} from '../constants';
import { ERROR_MESSAGES } from '../errors';
import { matchKey } from '../format';
import { asList, asText, isBlank, readField } from '../input';

// --- Street ---------------------------------------------------------------------------------

/** Street is required: 'You must enter your business address.' */
export function validateStreet(value: unknown): string | null {
  return isBlank(value) ? ERROR_MESSAGES.streetRequired : null;
}

/** A typed street equals a suggestion ignoring spaces, commas and case. */
export function streetMatchesSuggestion(typed: unknown, suggestion: unknown): boolean {
  const key = matchKey(typed);
  return key !== '' && key === matchKey(suggestion);
}

// --- Zip --------------------------------------------------------------------------------------

/** Exactly 5 digits. */
export function isFiveDigitZip(value: unknown): boolean {
  return new RegExp(`^[0-9]{${ZIP_DIGITS}}$`).test(asText(value).trim());
}

// --- Unit -------------------------------------------------------------------------------------

/** Whether a state (abbreviation, any case) is a wireline state. */
export function isWirelineState(state: unknown): boolean {
  const abbr = asText(state).trim().toUpperCase();
  return (WIRELINE_STATES as readonly string[]).includes(abbr);
}

/**
 * Special unit choices offered for a state: 'I don't have a unit' and 'I don't see my
 * unit' appear only in states that are not wireline states. An unknown or missing state is
 * treated as non-wireline.
 */
export function unitSpecialChoices(state: unknown): readonly UnitSpecialChoice[] {
  if (!isWirelineState(state)) return UNIT_SPECIAL_CHOICES;
  return UNIT_SPECIAL_CHOICES.filter(
    (choice) => !(UNIT_NON_WIRELINE_ONLY_CHOICES as readonly string[]).includes(choice),
  );
}

/** More than 10 units give a typeahead, 10 or fewer a dropdown. */
export function unitInputKind(unitCount: number): 'typeahead' | 'dropdown' {
  return unitCount > UNIT_TYPEAHEAD_THRESHOLD ? 'typeahead' : 'dropdown';
}

/** "The unit field is disabled when there are no units and the unit options do not apply"
 *. */
export function isUnitFieldDisabled(unitCount: number, unitOptionsApply: boolean): boolean {
  return unitCount <= 0 && !unitOptionsApply;
}

/** The unit list sorted ascending, numbers in numeric order ('2' before '10'). */
export function sortUnits(units: readonly string[]): string[] {
  return [...units].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

export interface UnitContext {
  /** Units listed for the selected address (000 §3 unitDetails). */
  readonly units: readonly unknown[];
  /** The base address has a unit problem (BaseAddressBlocked Y / base-address unit error; 000 §4). */
  readonly baseAddressUnitProblem?: boolean;
  /** Service state, to know which special choices are offered. */
  readonly state?: unknown;
}

/**
 * Unit validator. Required when units exist. Accepted: a listed unit, or one of
 * 'I don't live in a unit', 'I don't have a unit', 'I don't see my unit' when offered for the
 * state; matching ignores spaces, commas and case.
 *
 * When the base address has a unit problem the unit is required even if no units were listed,
 * 'I don't live in a unit' is no longer accepted (000 §4: that choice on a blocked base address
 * sets errors) and the message becomes 'Please select valid Unit #'; otherwise it is
 * 'Please enter valid Unit #'.
 */
export function validateUnit(value: unknown, context: UnitContext): string | null {
  // Read through readField: a malformed context (from a request body) must not throw.
  const units = asList(readField(context, 'units'));
  const problem = readField(context, 'baseAddressUnitProblem') === true;
  const state = readField(context, 'state');
  const message = problem ? ERROR_MESSAGES.unitSelectInvalid : ERROR_MESSAGES.unitInvalid;
  const key = matchKey(value);
  if (key === '') return units.length > 0 || problem ? message : null;

  if (units.some((unit) => matchKey(unit) === key)) return null;

  const offered = unitSpecialChoices(state);
  const accepted = UNIT_ACCEPTED_SPECIAL_CHOICES.filter(
    (choice) => offered.includes(choice) && !(problem && choice === UNIT_CHOICE.dontLiveInUnit),
  );
  return accepted.some((choice) => matchKey(choice) === key) ? null : message;
}
