/**
 * orderItemsOf on arbitrary carts of the demo catalogue: every priced line becomes an item named
 * by a catalogue id, and the items add up to the priced cart's monthly and due-now totals to the
 * cent, whatever the services, quantities, installments, offers and contract.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { CONTRACT } from '../constants';
import { catalogueDocument } from '../catalogue/schema';
import { INSTALLMENT_MONTH_OPTIONS } from '../checkout/installments';
import type { CartSelections } from '../wire/cart';
import { orderItemsOf } from './order-items';
import { priceCart } from './price-cart';
import { emptySelections, newBdv, newInternet, newPhone, newTv } from './selections';

const doc = catalogueDocument.parse(demo);
const ids = (list: readonly { id: string }[]) => list.map((i) => i.id);
const pick = (list: readonly { id: string }[]) => fc.constantFrom('', ...ids(list));
const some = (list: readonly { id: string }[]) => fc.subarray(ids(list));
const counts = (list: readonly { id: string; maxQuantity: number }[], max = 3) =>
  fc.subarray([...list]).chain((chosen) =>
    fc.tuple(
      ...chosen.map((i) =>
        fc.integer({ min: 1, max: Math.min(max, i.maxQuantity) }).map((quantity) => ({
          id: i.id,
          quantity,
        })),
      ),
    ),
  );
const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ lineNo: i + 1, tn: `61755501${10 + i}`, planId: '' }));

const internet = fc
  .constantFrom(...doc.internet.plans)
  .chain((plan) =>
    fc.record({
      plan: fc.constant(plan.id),
      router: pick(doc.internet.routers.filter((r) => r.serviceTypes.includes(plan.serviceType))),
      extenders: counts(doc.internet.extenders),
      installation: pick(doc.internet.installation),
      staticIp: pick(doc.internet.staticIp),
      techTeam: pick(doc.internet.techTeam),
      joint: fc.boolean(),
    }),
  )
  .map((n) =>
    newInternet(n.plan, {
      routerId: n.router,
      extenders: n.extenders,
      installationId: n.installation,
      staticIpId: n.staticIp,
      techTeamId: n.techTeam,
      jointOffer: n.joint,
    }),
  );

const tv = fc
  .record({
    plan: fc.constantFrom(...ids(doc.tv.plans)),
    equipment: counts(doc.tv.equipment.filter((e) => e.code !== '000')),
    channels: some(doc.tv.premiumChannels),
    recording: pick(doc.tv.recording),
  })
  .map((t) =>
    newTv(t.plan, {
      equipment: t.equipment,
      premiumChannelIds: t.channels,
      recordingId: t.recording,
    }),
  );

const voice = fc.record({
  kind: fc.constantFrom('phone', 'bdv', 'none'),
  lines: fc.integer({ min: 1, max: 3 }),
  phoneEquipment: counts(doc.phone.equipment),
  bdvEquipment: counts(doc.bdv.equipment),
  features: some(doc.bdv.features),
  fax: fc.integer({ min: 0, max: 2 }),
});

const selections = fc
  .record({
    internet: fc.option(internet, { nil: null }),
    tv: fc.option(tv, { nil: null }),
    voice,
    contract: fc.constantFrom(CONTRACT.twoYears, CONTRACT.monthToMonth),
    installments: fc.option(
      fc.record({
        oneTime: fc.constantFrom(0, ...INSTALLMENT_MONTH_OPTIONS.oneTime),
        equipment: fc.constantFrom(0, ...INSTALLMENT_MONTH_OPTIONS.equipment),
        router: fc.constantFrom(0, ...INSTALLMENT_MONTH_OPTIONS.router),
      }),
      { nil: undefined },
    ),
  })
  .map((r): CartSelections => {
    const v = r.voice;
    return {
      ...emptySelections(),
      contract: r.contract,
      internet: r.internet,
      tv: r.tv,
      phone:
        v.kind === 'phone'
          ? newPhone('PH-UNLIMITED', {
              lines: lines(v.lines),
              equipment: v.phoneEquipment,
              faxLines: v.fax,
            })
          : null,
      bdv:
        v.kind === 'bdv'
          ? newBdv('BDV-UNLIMITED', {
              lines: lines(v.lines).map((l, i) => ({
                ...l,
                subscriberType: 'desktop',
                email: '',
                isAdmin: i === 0 ? ('Y' as const) : ('N' as const),
              })),
              equipment: v.bdvEquipment.map((e) => ({ ...e, addlHandset: 0 })),
              featureIds: v.features,
              faxLines: v.fax,
            })
          : null,
      ...(r.installments ? { installments: r.installments } : {}),
    };
  });

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('orderItemsOf on random carts', () => {
  it('names every item by a catalogue id and adds up to the totals to the cent', () => {
    const known = new Set(
      [doc.internet, doc.tv, doc.phone, doc.bdv].flatMap((s) =>
        Object.values(s).flatMap((v) =>
          (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []).map(
            (i) => (i as { id: string }).id,
          ),
        ),
      ),
    );
    fc.assert(
      fc.property(selections, fc.integer({ min: 0, max: 3000 }), (sel, joint) => {
        const priced = priceCart({
          catalogue: doc,
          selections: sel,
          state: 'MA',
          jointOffer: { status: 'Y', creditCents: joint },
        });
        const items = orderItemsOf({
          priced,
          selections: sel,
          catalogue: doc,
          poolNumbers: [],
          loa: null,
        });
        for (const i of items) expect(known.has(i.offeringId), i.offeringId).toBe(true);
        const credits = sum(items.flatMap((i) => i.credits.map((c) => c.cents)));
        expect(sum(items.map((i) => i.monthlyCents)) + credits).toBe(priced.subtotals.monthlyCents);
        expect(credits).toBe(priced.subtotals.offersCents);
        expect(sum(items.map((i) => i.oneTimeCents))).toBe(priced.subtotals.oneTimeCents);
        const spread = items.filter((i) => i.installments);
        expect(sum(spread.map((i) => i.installments!.totalCents))).toBe(
          priced.subtotals.inInstallmentsCents,
        );
      }),
      { numRuns: 300 },
    );
  });
});
