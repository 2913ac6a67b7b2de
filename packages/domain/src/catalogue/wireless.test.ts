import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument } from './schema';
import { wirelessSection } from './wireless';

const doc = catalogueDocument.parse(demo);

describe('wireless plans and offer terms are the demo catalogue data (000 §9)', () => {
  it('has the 4G plans in cents, self install', () => {
    expect(
      doc.wireless.fourG.map((p) => [
        p.speedMbps,
        p.monthlyCents,
        p.oneTimeDiscountCents,
        p.employees,
      ]),
    ).toEqual([
      [10, 6900, 0, '1-2'],
      [25, 9900, 9900, '2-5'],
      [50, 19900, 19900, 'up to 10'],
    ]);
    expect(doc.wireless.fourG.map((p) => p.install)).toEqual(['self', 'self', 'self']);
    expect(doc.wireless.lteMonthlyDataGb).toBe(300);
  });

  it('has the 5G tiers in cents, 400 only with the 5G-qualified flag, installs per list', () => {
    expect(
      doc.wireless.fiveG.map((t) => [
        t.speedMbps,
        t.monthlyCents,
        t.oneTimeDiscountCents,
        t.requiresFiveGQualified,
      ]),
    ).toEqual([
      [100, 6900, 0, false],
      [200, 9900, 9900, false],
      [400, 19900, 19900, true],
    ]);
    expect(doc.wireless.fiveG.map((t) => t.install.cband)).toEqual(['diy', 'diy', 'professional']);
    expect(doc.wireless.fiveG.map((t) => t.install.fiveGOnly)).toEqual([
      'professional',
      'professional',
      'professional',
    ]);
  });

  it('has the promotion terms on the offers', () => {
    const terms = (kind: string) => doc.offers.find((o) => o.kind === kind);
    expect(terms('prepaidCard')).toMatchObject({
      terms: {
        maxCents: 50000,
        onlineOrderBonusCents: 10000,
        serviceDaysRequired: 60,
        noPastDueDays: 65,
        mailedWithinDays: 90,
      },
    });
    expect(terms('jointOffer')).toMatchObject({
      terms: {
        monthlyCreditWithProCents: 8000,
        monthlyCreditOtherwiseCents: 4000,
        appearsWithinBillingCycles: '1-2',
      },
    });
  });

  it('refuses a price that is not whole cents, an unknown install and a speed listed twice', () => {
    const fccLabel = {
      typicalDownMbps: 8,
      typicalUpMbps: 2,
      typicalLatencyMs: 45,
      ids: { MonthToMonth: 'F0000012345LTE10' },
    };
    const plan = { speedMbps: 10, monthlyCents: 6900, employees: '1-2', install: 'self', fccLabel };
    const problems = (w: unknown) =>
      wirelessSection.safeParse(w).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ fourG: [{ ...plan, monthlyCents: 69.5 }] })).toEqual([
      'fourG.0.monthlyCents: must be whole cents',
    ]);
    expect(problems({ fourG: [{ ...plan, install: 'drone' }] })).toEqual([
      'fourG.0.install: must be one of self, diy, professional',
    ]);
    expect(problems({ fourG: [plan, plan] })).toEqual([
      'fourG.1.speedMbps: must be unique in the list',
    ]);
    expect(wirelessSection.parse({})).toEqual({ fourG: [], fiveG: [] });
  });

  it('refuses an offer without the terms its kind promises', () => {
    const offer = { id: 'P', kind: 'prepaidCard', startsOn: '2026-01-01', endsOn: '2026-12-31' };
    const parsed = catalogueDocument.shape.offers.safeParse([offer]);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.terms']);
  });
});
