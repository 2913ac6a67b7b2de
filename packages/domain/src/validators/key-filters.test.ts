import { describe, expect, it } from 'vitest';
import {
  filterLetters,
  filterLettersAndSpaces,
  filterZipInput,
  isLetterKeyAllowed,
  isNumericKeyAllowed,
} from './key-filters';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('numeric key filter (000 §5)', () => {
  it('allows digits (main row and numpad report 0-9)', () => {
    for (const d of '0123456789') expect(isNumericKeyAllowed(key(d))).toBe(true);
  });

  it('allows backspace, tab, arrows and delete', () => {
    for (const k of [
      'Backspace',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Delete',
    ]) {
      expect(isNumericKeyAllowed(key(k))).toBe(true);
    }
  });

  it('allows ctrl/alt combinations', () => {
    expect(isNumericKeyAllowed(key('v', { ctrlKey: true }))).toBe(true);
    expect(isNumericKeyAllowed(key('x', { altKey: true }))).toBe(true);
    expect(isNumericKeyAllowed(key('c', { metaKey: true }))).toBe(true);
  });

  it('blocks letters, symbols and space', () => {
    for (const k of ['a', 'Z', '-', ' ', '.', 'Enter', 'e']) {
      expect(isNumericKeyAllowed(key(k))).toBe(false);
    }
    expect(isNumericKeyAllowed(null)).toBe(false);
  });
});

describe('letter key filter (000 §5)', () => {
  it('allows letters and spaces', () => {
    for (const k of ['a', 'Z', ' ', 'é']) expect(isLetterKeyAllowed(key(k))).toBe(true);
  });

  it('lets editing keys and shortcuts through', () => {
    expect(isLetterKeyAllowed(key('Backspace'))).toBe(true);
    expect(isLetterKeyAllowed(key('1', { ctrlKey: true }))).toBe(true);
  });

  it('blocks digits and symbols', () => {
    for (const k of ['1', '-', "'", '.', '@']) expect(isLetterKeyAllowed(key(k))).toBe(false);
  });
});

describe('as-you-type filters (000 §5)', () => {
  it('keeps letters only for waitlist names', () => {
    expect(filterLetters("Ana-María 2'")).toBe('AnaMaría');
    expect(filterLettersAndSpaces('Ana María 2')).toBe('Ana María ');
  });

  it('keeps up to 5 digits for the zip', () => {
    expect(filterZipInput('07a1-02999')).toBe('07102');
    expect(filterZipInput(null)).toBe('');
  });
});
