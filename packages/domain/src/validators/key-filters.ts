/**
 * Keyboard and as-you-type filters (000 §5 "Other helpers", waitlist "input is filtered as
 * typed"). Key filters are predicates over the minimal shape of a keydown event, so they run
 * without the DOM; the UI calls `event.preventDefault()` when they return false.
 */
import { ZIP_DIGITS } from '../constants';
import { asText, readField } from '../input';

/** The part of a KeyboardEvent the filters read (they accept `unknown` and read only this). */
export interface KeyLike {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
}

/** Editing and navigation keys the numeric filter lets through (000 §5). */
export const EDITING_KEYS = [
  'Backspace',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Delete',
] as const;

function keyOf(event: unknown): string {
  return asText(readField(event, 'key'));
}

/**
 * Ctrl and Alt combinations pass (000 §5: copy, paste, undo...). Meta (Cmd on a Mac) is treated
 * the same way so the same shortcuts work there.
 */
function isShortcut(event: unknown): boolean {
  return (
    readField(event, 'ctrlKey') === true ||
    readField(event, 'altKey') === true ||
    readField(event, 'metaKey') === true
  );
}

function isEditingKey(key: string): boolean {
  return (EDITING_KEYS as readonly string[]).includes(key);
}

/**
 * Numeric key filter (000 §5): digits (the main row and the numpad both report key '0'-'9'),
 * backspace, tab, arrows, delete and ctrl/alt combinations.
 */
export function isNumericKeyAllowed(event: unknown): boolean {
  const key = keyOf(event);
  return /^[0-9]$/.test(key) || isEditingKey(key) || isShortcut(event);
}

/**
 * Letter filter (000 §5): letters and spaces only. On keydown the editing keys and shortcuts
 * also arrive (a keypress filter never saw them), so they pass too; otherwise the field could not
 * be corrected.
 */
export function isLetterKeyAllowed(event: unknown): boolean {
  const key = keyOf(event);
  return /^[\p{L} ]$/u.test(key) || isEditingKey(key) || isShortcut(event);
}

/** Waitlist names as typed: letters only (000 §5). */
export function filterLetters(value: unknown): string {
  return asText(value).replace(/[^\p{L}\p{M}]/gu, '');
}

/** Letters and spaces only, the as-you-type form of the letter filter (000 §5). */
export function filterLettersAndSpaces(value: unknown): string {
  return asText(value).replace(/[^\p{L}\p{M} ]/gu, '');
}

/** Waitlist zip as typed: up to 5 digits (000 §5). */
export function filterZipInput(value: unknown): string {
  return asText(value)
    .replace(/[^0-9]/g, '')
    .slice(0, ZIP_DIGITS);
}
