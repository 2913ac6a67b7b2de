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

  it.each([
    // Deletion, insertion, substitution and a swap of neighbours: one typo each, forgiven in
    // SUMMER (6 letters); two forgiven in WASHINGTON (10 letters), none in MAIN (4 letters).
    ['SUMER', 'SUMMER', 1, true],
    ['SUMMMER', 'SUMMER', 1, true],
    ['SUMMAR', 'SUMMER', 1, true],
    ['SUMMRE', 'SUMMER', 1, true],
    ['SUMRE', 'SUMMER', 2, false],
    ['WASHINGTON', 'WASHINGTON', 0, true],
    ['WASHNIGTN', 'WASHINGTON', 2, true],
    ['WSHNIGTN', 'WASHINGTON', 3, false],
    ['MIAN', 'MAIN', 1, false],
    ['MAN', 'MAIN', 1, false],
  ])('counts %s for %s as %i typos, forgiven: %s', (typed, word, typos, forgiven) => {
    expect(typoDistance(typed, word)).toBe(typos);
    expect(isForgivenTypo(typed, word)).toBe(forgiven);
  });

  it('stops counting past the maximum', () => {
    expect(typoDistance('ABCDEFG', 'GFEDCBA', 2)).toBe(3);
    expect(typoDistance('MAIN', 'MAINSTREETS', 2)).toBe(3);
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
