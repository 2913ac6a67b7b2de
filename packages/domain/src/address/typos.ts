/**
 * Which typos the street typeahead forgives (issue 13 §3, the Meilisearch rule): a street word
 * of 1-4 letters must be typed exactly, one of 5-8 letters may carry one typo, one of 9 or more
 * two. A typo is a deleted, inserted or substituted letter, or two neighbours swapped (optimal
 * string alignment distance, "Damerau-Levenshtein" as most search engines count it).
 *
 * The search finds the words near a typed one with symmetric deletes: every street word is stored
 * with the strings left by deleting up to maxTypos(word) of its letters; a typed word looks up
 * the strings left by deleting up to MAX_TYPOS of its own. Two words within k typos always share
 * one such string, so a small indexed lookup replaces a scan of the dictionary; the candidates
 * are then checked with typoDistance.
 */

/** The most typos any word may carry. */
export const MAX_TYPOS = 2;

/** Words shorter than this are never corrected (and need no deletion strings). */
const MIN_FORGIVING_LENGTH = 5;

/** Typos forgiven in a street word of `length` letters: 0 up to 4, 1 up to 8, 2 from 9. */
export function maxTypos(length: number): number {
  if (length < MIN_FORGIVING_LENGTH) return 0;
  return length < 9 ? 1 : 2;
}

/**
 * Optimal string alignment distance between a and b, or `max + 1` as soon as it is known to
 * exceed `max` (rows whose smallest cell is over max end the work early).
 */
export function typoDistance(a: string, b: string, max = MAX_TYPOS): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Whether `typed` is `word` with no more typos than the rule forgives for `word`. */
export function isForgivenTypo(typed: string, word: string): boolean {
  const max = maxTypos(word.length);
  return typoDistance(typed, word, max) <= max;
}

/** `word` and every string left by deleting up to `depth` of its letters (no duplicates). */
export function deletionVariants(word: string, depth: number): string[] {
  const out = new Set([word]);
  let level = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of level) {
      for (let i = 0; i < w.length; i++) {
        const v = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(v)) {
          out.add(v);
          next.push(v);
        }
      }
    }
    level = next;
  }
  return [...out];
}

/** A street word the dictionary keeps: letters only, long enough to carry a typo. */
export function isDictionaryWord(word: string): boolean {
  return word.length >= MIN_FORGIVING_LENGTH && /^[A-Z]+$/.test(word);
}

/** The deletion strings stored for a dictionary word (the word itself included). */
export function storedVariants(word: string): string[] {
  return deletionVariants(word, maxTypos(word.length));
}

/**
 * The deletion strings a typed word looks up; [] when no dictionary word can be within its
 * forgiven typos of it (too short: a 5-letter word with a letter deleted has 4).
 */
export function lookupVariants(typed: string): string[] {
  if (typed.length < MIN_FORGIVING_LENGTH - 1 || !/^[A-Z]+$/.test(typed)) return [];
  // Every stored string has at least MIN_FORGIVING_LENGTH - 1 letters (5 letters, one deleted).
  return deletionVariants(typed, MAX_TYPOS).filter((v) => v.length >= MIN_FORGIVING_LENGTH - 1);
}
