import { describe, expect, it } from 'vitest';
import { backoffMs } from './queue';

describe('job retry backoff', () => {
  it('doubles from the base up to the cap, with up to half of each wait random', () => {
    for (let i = 0; i < 200; i++) {
      const base = 10_000;
      const waits = [1, 2, 3, 4, 12, 20].map((attempt) => backoffMs(attempt, base, 3_600_000));
      const full = [10_000, 20_000, 40_000, 80_000, 3_600_000, 3_600_000];
      waits.forEach((w, n) => {
        expect(w).toBeGreaterThanOrEqual(full[n]! / 2);
        expect(w).toBeLessThanOrEqual(full[n]!);
      });
    }
  });

  it('spreads retries of jobs that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => backoffMs(3, 10_000, 3_600_000)));
    expect(waits.size).toBeGreaterThan(10);
  });
});
