import { describe, expect, it } from 'vitest';
import {
  deletionVariants,
  isDictionaryWord,
  isForgivenTypo,
  lookupVariants,
  maxTypos,
  storedVariants,
  typoDistance,
} from './typos';

describe('typos forgiven by word length (the Meilisearch rule)', () => {
  it('forgives none up to 4 letters, one from 5 to 8, two from 9', () => {
    expect([1, 4, 5, 8, 9, 14].map(maxTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts deletion, insertion, substitution and a swap of neighbours as one typo each', () => {
    expect(typoDistance('SUMER', 'SUMMER')).toBe(1);
    expect(typoDistance('SUMMMER', 'SUMMER')).toBe(1);
    expect(typoDistance('SUMMAR', 'SUMMER')).toBe(1);
    expect(typoDistance('SUMMRE', 'SUMMER')).toBe(1);
    expect(typoDistance('WASHINGTON', 'WASHINGTON')).toBe(0);
    expect(typoDistance('WASHNIGTN', 'WASHINGTON')).toBe(2);
  });

  it('stops counting past the maximum', () => {
    expect(typoDistance('ABCDEFG', 'GFEDCBA', 2)).toBe(3);
    expect(typoDistance('MAIN', 'MAINSTREETS', 2)).toBe(3);
  });

  it('forgives one typo in SUMMER, two in WASHINGTON, none in MAIN', () => {
    expect(isForgivenTypo('SUMER', 'SUMMER')).toBe(true);
    expect(isForgivenTypo('SUMMRE', 'SUMMER')).toBe(true);
    expect(isForgivenTypo('SUMRE', 'SUMMER')).toBe(false);
    expect(isForgivenTypo('WASHNIGTN', 'WASHINGTON')).toBe(true);
    expect(isForgivenTypo('WSHNIGTN', 'WASHINGTON')).toBe(false);
    expect(isForgivenTypo('MIAN', 'MAIN')).toBe(false);
    expect(isForgivenTypo('MAN', 'MAIN')).toBe(false);
  });
});

describe('symmetric deletes', () => {
  it('lists a word and what deleting up to depth letters leaves, once each', () => {
    expect(deletionVariants('ABB', 1).sort()).toEqual(['AB', 'ABB', 'BB']);
    expect(deletionVariants('ABC', 2).sort()).toEqual(['A', 'AB', 'ABC', 'AC', 'B', 'BC', 'C']);
  });

  it('keeps only letter words long enough to carry a typo in the dictionary', () => {
    expect(['SUMMER', 'MAIN', '42ND', 'OBRIEN'].map(isDictionaryWord)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('finds every forgiven typo through a shared deletion string', () => {
    const words = ['SUMMER', 'WASHINGTON', 'CHESTNUT', 'ELMER'];
    const typed = ['SUMER', 'SUMMRE', 'SUMMEER', 'WASHNIGTN', 'WAHSINGTONN', 'CHESNUT', 'ELMRE'];
    for (const t of typed) {
      const lookups = new Set(lookupVariants(t));
      const found = words.filter((w) => storedVariants(w).some((v) => lookups.has(v)));
      const forgiven = words.filter((w) => isForgivenTypo(t, w));
      expect(found).toEqual(expect.arrayContaining(forgiven));
      expect(forgiven.length).toBeGreaterThan(0);
    }
  });

  it('looks up nothing for a word too short or with digits', () => {
    expect(lookupVariants('ELM')).toEqual([]);
    expect(lookupVariants('42ND')).toEqual([]);
  });
});
