import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import {
  CONTRACT,
  STATIC_IP_PRODUCTS,
  TV_EQUIPMENT_NONE_CODE,
  TV_RECORDING_NONE,
  VIDEO_MEETING_LICENSES,
} from '../constants';
import { bundleFor, indexCatalogue, UnknownProductError } from './lookup';
import { catalogueDocument, catalogueProblems } from './schema';
import type { ServiceCombination } from '../wire/cart';

const doc = catalogueDocument.parse(demo);

/** Figures of 001 §9 and 002 §9 the demo catalogue carries (the provider's data, not code). */
const SPEC = {
  wirelessRouter: { buyCents: 29_999, rentMonthlyCents: 1500 },
  powerReserveCents: 8900,
  bdvPerLineCents: 5900,
  bdvReducedLinePlanId: '2033437',
  bdvReducedPerLineCents: 2000,
  tvBundleIdFallback: '23851082',
  phoneEquipmentFromCents: 8500,
} as const;

describe('demo catalogue (data/catalogue/demo.json)', () => {
  it('passes the schema and the cross-entry checks', () => {
    const parsed = catalogueDocument.safeParse(demo);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(catalogueProblems(doc)).toEqual([]);
  });

  it('keeps the entry stage plans and routers', () => {
    const plans = doc.internet.plans.map((p) => [p.id, p.name, p.price.TwoYears, p.serviceType]);
    expect(plans).toEqual([
      ['FIOS-300', 'Business Fiber 300 Mbps', 6900, 'FIOS'],
      ['FIOS-500', 'Business Fiber 500 Mbps', 9900, 'FIOS'],
      ['FIOS-1G', 'Business Fiber 1 Gig', 12900, 'FIOS'],
      ['FIOS-2G', 'Business Fiber 2 Gig', 24900, 'FIOS'],
      ['HSI-10', 'High Speed Internet up to 10 Mbps', 4999, 'DSL'],
      ['HSI-15', 'High Speed Internet up to 15 Mbps', 5999, 'DSL'],
    ]);
    const routers = Object.fromEntries(
      doc.internet.routers.map((r) => [r.id, [r.name, r.monthlyCents, r.oneTimeCents]]),
    );
    expect(routers).toEqual({
      'RTR-FIOS-RENT': [
        'Business Fiber Router rental|rent',
        SPEC.wirelessRouter.rentMonthlyCents,
        0,
      ],
      'RTR-FIOS-BUY': ['Business Fiber Router purchase|buy', 0, SPEC.wirelessRouter.buyCents],
      'RTR-DSL-RENT': ['Business DSL Modem Router rental|rent', 1000, 0],
      'RTR-DSL-BUY': ['Business DSL Modem Router purchase|buy', 0, 14999],
      'RTR-OWN': ['Use my own router|own', 0, 0],
    });
  });

  it('carries the figures of 001 §9', () => {
    expect(doc.phone.powerReserve?.oneTimeCents).toBe(SPEC.powerReserveCents);
    const bdvPlans = Object.fromEntries(doc.bdv.plans.map((p) => [p.id, p.price.TwoYears]));
    expect(bdvPlans[SPEC.bdvReducedLinePlanId]).toBe(SPEC.bdvReducedPerLineCents);
    expect(Object.values(bdvPlans)).toContain(SPEC.bdvPerLineCents);
    // 'Not needed' is the page's own choice, not a catalogue item (one 'Not needed' on screen).
    expect(doc.internet.videoMeeting.map((v) => [v.name, v.monthlyCents])).toEqual(
      VIDEO_MEETING_LICENSES.filter((l) => l.monthlyCents > 0).map((l) => [
        l.label,
        l.monthlyCents,
      ]),
    );
    expect(doc.internet.staticIp.map((s) => s.name)).toEqual([...STATIC_IP_PRODUCTS]);
    expect(doc.tv.equipment.some((e) => e.code === TV_EQUIPMENT_NONE_CODE)).toBe(true);
    expect(doc.tv.recording.find((r) => r.name === TV_RECORDING_NONE)?.monthlyCents).toBe(0);
    expect(doc.phone.directoryListing.some((l) => l.name.includes('Non-published'))).toBe(true);
    expect(doc.bundles.some((b) => b.BID === SPEC.tvBundleIdFallback)).toBe(true);
  });

  it('has the ten desk-phone items of 001 §2, from $85, in 12 installments', () => {
    expect(doc.bdv.equipment).toHaveLength(10);
    const bySub = (s: string) => doc.bdv.equipment.filter((e) => e.subCategory === s).length;
    expect([bySub('desktop'), bySub('codless'), bySub('accessories')]).toEqual([4, 2, 4]);
    expect(Math.min(...doc.bdv.equipment.map((e) => e.oneTimeCents))).toBe(
      SPEC.phoneEquipmentFromCents,
    );
    expect(doc.bdv.equipment.every((e) => e.installments === 12)).toBe(true);
    expect(
      doc.bdv.equipment.filter((e) => e.subCategory === 'desktop').map((e) => e.subChoice),
    ).toEqual(['BDVIPPHONE', 'BDVIPPHONE', 'BDVIPPHONE', 'BDVIPPHONE']);
  });

  it('sells a bundle for every 001 §4 combination under both contracts', () => {
    const combos: ServiceCombination[] = [
      'data',
      'hsi',
      'video',
      'phone',
      'bdv',
      'data+bdv',
      'phone+data',
      'hsi+phone',
      'flex',
      'reverseFlex',
      'data+video',
      'phone+video',
      'bdv+video',
      'bdv+data+video',
      'phone+data+video',
    ];
    for (const combo of combos) {
      for (const contract of [CONTRACT.twoYears, CONTRACT.monthToMonth]) {
        expect(bundleFor(doc, combo, contract), `${combo} ${contract}`).toBeDefined();
      }
    }
    expect(bundleFor(doc, 'flex', CONTRACT.twoYears)?.type).toBe('doubleFlex');
    expect(bundleFor(doc, 'bdv+data+video', CONTRACT.twoYears)?.type).toBe('triple');
    expect(bundleFor(doc, ['data', 'bdv'], CONTRACT.twoYears)?.type).toBe('double');
    expect(bundleFor(doc, 'video', CONTRACT.twoYears)?.BID).toBe(SPEC.tvBundleIdFallback);
    expect(bundleFor(doc, ['hsi', 'tv'], CONTRACT.twoYears)).toBeUndefined();
    expect(bundleFor(doc, '', CONTRACT.twoYears)).toBeUndefined();
  });
});

describe('catalogue lookup', () => {
  it('finds any id with its section and category', () => {
    const lookup = indexCatalogue(doc);
    expect(lookup.get('RTR-FIOS-BUY')).toMatchObject({ section: 'internet', category: 'routers' });
    expect(lookup.get('TV-MOVIE-PACK')).toMatchObject({
      section: 'tv',
      category: 'movieChannelsPack',
    });
    expect(lookup.get('PWR-RESERVE')).toMatchObject({ section: 'phone', category: 'powerReserve' });
    expect(lookup.get(SPEC.bdvReducedLinePlanId)).toMatchObject({
      section: 'bdv',
      category: 'plans',
    });
    expect(lookup.get('nope')).toBeUndefined();
    expect(lookup.find('SIP-SINGLE', 'internet', 'staticIp').monthlyCents).toBe(1500);
    expect(lookup.bundle(SPEC.tvBundleIdFallback)?.services).toEqual(['tv']);
  });

  it('refuses an unknown id or one from another category', () => {
    const lookup = indexCatalogue(doc);
    expect(() => lookup.find('nope', 'internet', 'plans')).toThrow(UnknownProductError);
    expect(() => lookup.find('RTR-OWN', 'internet', 'plans')).toThrow(
      "'RTR-OWN' is not a product of internet.plans in the catalogue",
    );
  });

  it('is built once per document', () => {
    expect(indexCatalogue(doc)).toBe(indexCatalogue(doc));
    expect(indexCatalogue(catalogueDocument.parse(demo))).not.toBe(indexCatalogue(doc));
  });
});

describe('catalogueProblems', () => {
  it('names duplicate ids, duplicate bundles and cheaper month-to-month bundles', () => {
    const bad = catalogueDocument.parse(JSON.parse(JSON.stringify(demo)));
    bad.internet.extenders[0]!.id = 'FIOS-300';
    bad.bundles.push({ ...bad.bundles[0]!, BID: 'DUP-BUNDLE' });
    const mtm = bad.bundles.find((b) => b.Contract === 'MonthToMonth' && b.type === 'triple')!;
    mtm.BundleRC = 999_99;
    bad.flexDiscount = '20.00,15.00';
    const problems = catalogueProblems(bad);
    expect(problems).toContain(
      "internet.extenders[0].id: 'FIOS-300' is already used by internet.plans[0]",
    );
    expect(problems.some((p) => p.includes("'DUP-BUNDLE' sells the same services"))).toBe(true);
    expect(problems.some((p) => p.includes('must not be above the TwoYears bundle'))).toBe(true);
    expect(problems).toContain(
      'flexDiscount: the month-to-month discount must not be above the TwoYears one',
    );
  });
});
