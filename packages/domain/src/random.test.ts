import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

describe('seededRandom', () => {
  it('repeats a sequence for a seed and differs between seeds, in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(seededRandom(8)()).not.toBe(first[0]);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom('bench')()).toBe(seededRandom('bench')());
    expect(seededRandom('bench')()).not.toBe(seededRandom('bench2')());
  });
});
