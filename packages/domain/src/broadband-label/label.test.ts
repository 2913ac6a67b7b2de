import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument, catalogueProblems, type CatalogueDocument } from '../catalogue/schema';
import { CONTRACT } from '../constants';
import { formatCents } from '../pricing/money';
import { priceCart } from '../pricing/price-cart';
import { emptySelections, newInternet } from '../pricing/selections';
import { demoBrand } from '../test/brand';
import { broadbandLabels, internetPlanLabel, labelsById } from './label';
import { labelRow, labelsCsv, LABEL_COLUMNS } from './machine-readable';
import { brandLabelFields, foreignIdentifiers, planIdentifier } from './schema';

const demoDoc = catalogueDocument.parse(demo);

describe('the unique plan identifier', () => {
  it("is 'F', a 10-digit FRN and 1 to 15 characters A-Z or 0-9", () => {
    for (const ok of ['F0000012345A', 'F0000012345FIB3002Y', 'F0000012345ABCDEFGHIJKLMNO']) {
      expect(planIdentifier.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      'F0000012345', // no plan part
      'F000001234A1', // 9-digit FRN
      'F0000012345ABCDEFGHIJKLMNOP', // 16 characters: 27 in all
      'F0000012345fib300', // lower case
      'G0000012345FIB300',
      'F0000012345FIB-300',
    ]) {
      expect(planIdentifier.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('is unique across the plans: a second use names the first', () => {
    const doc = JSON.parse(JSON.stringify(demoDoc)) as typeof demoDoc;
    doc.wireless.fiveG[0]!.fccLabel.ids.MonthToMonth = doc.internet.plans[0]!.fccLabel.ids.TwoYears;
    expect(catalogueProblems(doc)).toContain(
      "wireless.fiveG[0].fccLabel.ids.MonthToMonth: 'F0000012345FIB3002Y' is already the identifier of internet.plans[0].fccLabel.ids.TwoYears",
    );
    expect(catalogueProblems(demoDoc)).toEqual([]);
  });

  it("must carry the provider's FRN", () => {
    expect(
      foreignIdentifiers(
        [
          { path: 'a', id: 'F0000012345X' },
          { path: 'b', id: 'F9999999999X' },
        ],
        '0000012345',
      ),
    ).toEqual(["b: 'F9999999999X' does not carry the provider's FRN 0000012345"]);
  });

  it('brand links are absolute https addresses', () => {
    const good = demoBrand.broadbandLabel;
    expect(brandLabelFields.safeParse(good).success).toBe(true);
    for (const url of [
      'http://www.example.com/privacy',
      '/privacy',
      'https://',
      'www.example.com',
    ]) {
      const r = brandLabelFields.safeParse({ ...good, privacyUrl: url });
      expect(r.success, url).toBe(false);
    }
  });

  it('speeds and latency are positive numbers', () => {
    const doc = JSON.parse(JSON.stringify(demo)) as typeof demo;
    doc.internet.plans[0]!.fccLabel.typicalLatencyMs = 0;
    const r = catalogueDocument.safeParse(doc);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['internet', 'plans', 0, 'fccLabel', 'typicalLatencyMs'],
      message: 'must be a positive number of milliseconds',
    });
  });
});

describe('the labels of the demo catalogue', () => {
  const labels = broadbandLabels(demoDoc, demoBrand);

  it('one label per plan as sold: each internet plan per contract, each wireless tier', () => {
    const plans = demoDoc.internet.plans.length;
    const wireless = demoDoc.wireless.fourG.length + demoDoc.wireless.fiveG.length;
    expect(labels).toHaveLength(plans * 2 + wireless);
    expect(new Set(labels.map((l) => l.id)).size).toBe(labels.length);
    expect(labelsById(demoDoc, demoBrand).size).toBe(labels.length);
  });

  it('the 300 Mbps fiber label on the two-year agreement, field by field', () => {
    const plan = demoDoc.internet.plans.find((p) => p.id === 'FIOS-300')!;
    expect(internetPlanLabel(demoDoc, demoBrand, plan, CONTRACT.twoYears)).toEqual({
      providerName: 'Bizline Communications',
      planName: 'Business Fiber 300 Mbps',
      technology: 'Fiber',
      monthlyPrice: '69.00',
      introductoryRate: null,
      contract: 'TwoYears',
      contractMonths: 24,
      contractTermsUrl: 'https://www.example.com/business/terms',
      monthlyFees: [{ name: 'Business Fiber Router rental', amount: '15.00' }],
      oneTimeFees: [
        { name: 'Professional installation', amount: '99.00' },
        { name: 'Business Fiber Router purchase', amount: '299.99' },
      ],
      earlyTerminationFee: '200.00',
      governmentTaxes: 'Varies by location',
      discountsUrl: 'https://www.example.com/business/offers',
      typicalDownMbps: 270,
      typicalUpMbps: 270,
      typicalLatencyMs: 9,
      dataIncludedGb: null,
      networkManagementUrl: 'https://www.example.com/business/network-management',
      privacyUrl: 'https://www.example.com/privacy',
      supportPhone: '800-555-0199',
      supportUrl: 'https://www.example.com/business/support',
      id: 'F0000012345FIB3002Y',
    });
  });

  it('a plan with the router rental included names no rental fee; month to month has no fee to leave', () => {
    const gig = demoDoc.internet.plans.find((p) => p.id === 'FIOS-1G')!;
    const label = internetPlanLabel(demoDoc, demoBrand, gig, CONTRACT.monthToMonth);
    expect(label.monthlyFees).toEqual([]);
    expect(label.earlyTerminationFee).toBe('0.00');
    expect(label.contractMonths).toBe(0);
    expect(label.id).toBe('F0000012345FIB1GM');
  });

  it('the machine-readable file: a header row and one row per label', () => {
    const lines = labelsCsv(labels).trimEnd().split('\r\n');
    expect(lines[0]).toBe(LABEL_COLUMNS.join(','));
    expect(lines).toHaveLength(labels.length + 1);
    expect(labelRow(labels[0]!).one_time_fees).toBe(
      'Professional installation: $99.00; Business Fiber Router purchase: $299.99',
    );
  });
});

// ---- property: every label figure is the pricing model's --------------------------------------

/** A copy of the catalogue with every internet plan, router and installation re-priced. */
function repriced(seed: number[]): CatalogueDocument {
  const doc = JSON.parse(JSON.stringify(demoDoc)) as typeof demoDoc;
  let i = 0;
  const next = () => seed[i++ % seed.length]!;
  for (const p of doc.internet.plans) {
    p.price.TwoYears = next();
    p.price.MonthToMonth = p.price.TwoYears + next();
  }
  for (const r of doc.internet.routers) {
    r.monthlyCents = next();
    r.oneTimeCents = next();
  }
  for (const item of doc.internet.installation) item.oneTimeCents = next();
  for (const t of [...doc.wireless.fourG, ...doc.wireless.fiveG]) t.monthlyCents = next();
  return doc;
}

describe('label figures are the cart figures for the plan alone (property)', () => {
  it('over the demo catalogue and random re-priced copies', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(null),
          fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 40 }),
        ),
        (seed) => {
          const doc = seed ? repriced(seed) : demoDoc;
          const byId = labelsById(doc, demoBrand);
          for (const plan of doc.internet.plans) {
            for (const contract of [CONTRACT.monthToMonth, CONTRACT.twoYears]) {
              const label = byId.get(plan.fccLabel.ids[contract])!;
              const cart = (over = {}) =>
                priceCart({
                  catalogue: doc,
                  selections: {
                    ...emptySelections(),
                    contract,
                    internet: newInternet(plan.id, over),
                  },
                  state: 'NY',
                });
              expect(label.monthlyPrice).toBe(formatCents(cart().subtotals.servicesCents));
              // Each fee the customer may be charged at purchase, at what the cart charges.
              const charged = [
                ...doc.internet.installation.map((x) => cart({ installationId: x.id })),
                ...doc.internet.routers
                  .filter((r) => r.serviceTypes.includes(plan.serviceType))
                  .map((r) => cart({ routerId: r.id })),
              ];
              const oneTime = charged
                .flatMap((c) => c.oneTime)
                .filter((l) => l.cents > 0)
                .map((l) => ({ name: l.name, amount: formatCents(l.cents) }));
              expect(label.oneTimeFees).toEqual(oneTime);
              // Recurring: a rented router (a bought one's monthly share is its one-time price).
              const monthly = doc.internet.routers
                .filter(
                  (r) => r.serviceTypes.includes(plan.serviceType) && r.name.endsWith('|rent'),
                )
                .flatMap((r) => cart({ routerId: r.id }).otherServices)
                .filter((l) => l.cents > 0)
                .map((l) => ({ name: l.name, amount: formatCents(l.cents) }));
              expect(label.monthlyFees).toEqual(monthly);
            }
          }
          for (const t of doc.wireless.fiveG) {
            expect(byId.get(t.fccLabel.ids.MonthToMonth)!.monthlyPrice).toBe(
              formatCents(t.monthlyCents),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
