import { describe, expect, it } from 'vitest';
import { choosePlanList, fiveGTiers, isYes } from './plan-list';

describe('plan list per address (000 §2)', () => {
  it.each([
    [{ Qualified4G: 'Y', QualifiedCBand: 'N', Qualified5G: 'N' }, { kind: '4g' }],
    [
      { Qualified4G: 'N', QualifiedCBand: 'Y', Qualified5G: 'Y' },
      { kind: '5g', labels: 'cband', fiveGQualified: true },
    ],
    [
      { Qualified4G: 'Y', QualifiedCBand: 'N', Qualified5G: 'Y' },
      { kind: '5g', labels: 'fiveGOnly', fiveGQualified: true },
    ],
    [
      { Qualified4G: 'N', QualifiedCBand: 'Y', Qualified5G: 'N' },
      { kind: '5g', labels: 'cband', fiveGQualified: false },
    ],
    [{ Qualified4G: 'N', QualifiedCBand: 'N', Qualified5G: 'N' }, { kind: '4g' }],
  ])('%o -> %o', (flags, choice) => {
    expect(choosePlanList(flags)).toEqual(choice);
  });

  it('gives the 4G list without flags (no bulk addresses)', () => {
    expect(choosePlanList(null)).toEqual({ kind: '4g' });
    expect(choosePlanList({})).toEqual({ kind: '4g' });
  });

  it("reads the availability response's 'true' like Y", () => {
    expect(isYes('true')).toBe(true);
    expect(isYes('false')).toBe(false);
    expect(choosePlanList({ QualifiedCBand: 'true', Qualified5G: 'false' })).toEqual({
      kind: '5g',
      labels: 'cband',
      fiveGQualified: false,
    });
  });

  it('lists 400 Mbps only with the 5G-qualified flag', () => {
    const tier = (speedMbps: number, requiresFiveGQualified: boolean) => ({
      speedMbps,
      monthlyCents: 6900,
      oneTimeDiscountCents: 0,
      requiresFiveGQualified,
      install: { cband: 'diy', fiveGOnly: 'professional' } as const,
      fccLabel: {
        typicalDownMbps: speedMbps,
        typicalUpMbps: 10,
        typicalLatencyMs: 30,
        ids: { MonthToMonth: `F00000123455G${speedMbps}` },
      },
    });
    const tiers = [tier(100, false), tier(200, false), tier(400, true)];
    expect(fiveGTiers(tiers, true).map((t) => t.speedMbps)).toEqual([100, 200, 400]);
    expect(fiveGTiers(tiers, false).map((t) => t.speedMbps)).toEqual([100, 200]);
  });
});
