import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  dollarsToCents,
  formatCents,
  formatDollars,
  installmentCents,
  installmentPlan,
  installmentText,
} from './money';

describe('money', () => {
  it.each([
    [9999, '99.99'],
    [-1500, '-15.00'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
  ])('formats %i cents as wire dollars %j', (cents, dollars) => {
    expect(formatCents(cents)).toBe(dollars);
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([
    ['12.49', 1249],
    ['15', 1500],
    ['0.5', 50],
  ])('reads wire dollars %j as %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses what is not whole cents or plain dollars', () => {
    expect(() => formatCents(1.5)).toThrow('not whole cents');
    expect(() => dollarsToCents('1.999')).toThrow();
    expect(() => dollarsToCents('$1')).toThrow();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => {
        expect(dollarsToCents(formatCents(c))).toBe(c);
      }),
    );
  });

  it('spreads a charge half-up to the cent', () => {
    expect(installmentCents(29999, 12)).toBe(2500);
    expect(installmentCents(9900, 3)).toBe(3300);
    expect(installmentCents(18999, 12)).toBe(1583);
    expect(installmentCents(150, 12)).toBe(13); // 12.5 -> 13
    // 18 over 12 is 1.5: rounding up would make 11 payments of 2 exceed 18, so it rounds down.
    expect(installmentCents(18, 12)).toBe(1);
    expect(installmentCents(500, 0)).toBe(500);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 2, max: 36 }), (t, m) => {
        const share = installmentCents(t, m);
        expect(share * m - t).toBeLessThanOrEqual(m / 2);
        expect(share * m - t).toBeGreaterThan(-m);
        // The payments add up to the total to the cent, the last one never negative.
        const plan = installmentPlan(t, m);
        expect(plan.shareCents * (m - 1) + plan.lastCents).toBe(t);
        expect(plan.lastCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('writes money and installments for customers', () => {
    expect(formatDollars(29999)).toBe('$299.99');
    expect(formatDollars(-1500)).toBe('-$15.00');
    expect(installmentText(installmentPlan(30000, 12))).toBe('12 monthly payments of $25.00');
    expect(installmentText(installmentPlan(29999, 12))).toBe(
      '12 monthly payments of $25.00 (last payment $24.99)',
    );
  });

  it('applies basis points half-up', () => {
    expect(applyBasisPoints(6900, 625)).toBe(431);
    expect(applyBasisPoints(200, 625)).toBe(13); // 12.5 -> 13
    expect(applyBasisPoints(0, 888)).toBe(0);
  });
});
