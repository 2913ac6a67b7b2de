/**
 * Properties of the pricing function for arbitrary valid selections, on the demo
 * catalogue and on random re-pricings of it: every subtotal is the sum of its lines to the cent
 * (in cents and again in the wire text), the total is the sum of the subtotals, money is whole
 * cents, month-to-month is never cheaper than two years, and a valid selection never throws;
 * with or without the checkout's installment choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { CONTRACT, type Contract } from '../constants';
import { INSTALLMENT_MONTH_OPTIONS } from '../checkout/installments';
import { bundleFor } from '../catalogue/lookup';
import {
  catalogueDocument,
  catalogueProblems,
  type CatalogueDocument,
  type ServiceKind,
} from '../catalogue/schema';
import { SERVICE_COMBINATIONS, planDetails, type CartSelections } from '../wire/cart';
import { cartFigures, monthlyLines } from './cart-figures';
import { dollarsToCents } from './money';
import { planDetailsOf } from './plan-details';
import { priceCart, type PriceCartInput, type PricedCart } from './price-cart';

const demoDoc = catalogueDocument.parse(demo);

// ---- catalogues ---------------------------------------------------------------------------

/** Small deterministic generator (mulberry32) so a failing seed replays the same catalogue. */
function prng(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % (max + 1);
  };
}

/** The demo catalogue with every price, tax rate, bundle credit and flex discount redrawn. */
const randomCatalogue: fc.Arbitrary<CatalogueDocument> = fc
  .record({
    seed: fc.integer(),
    flexA: fc.integer({ min: 0, max: 3000 }),
    flexB: fc.integer({ min: 0, max: 3000 }),
  })
  .map(({ seed, flexA, flexB }) => {
    const random = prng(seed);
    const next = () => random(50_000);
    const doc: CatalogueDocument = JSON.parse(JSON.stringify(demoDoc));
    const reprice = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(reprice);
      if (!value || typeof value !== 'object') return;
      const o = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(o)) {
        if (k === 'monthlyCents' || k === 'oneTimeCents') o[k] = next();
        else if (k === 'price' && v && typeof v === 'object' && 'TwoYears' in v) {
          const two = next();
          o[k] = { TwoYears: two, MonthToMonth: two + (next() % 2000) };
        } else if (k === 'rateBasisPoints') o[k] = next() % 2500;
        else reprice(v);
      }
    };
    reprice(doc);
    const rcs = new Map<string, number>();
    for (const b of doc.bundles) {
      const key = [...b.services].sort().join('+');
      if (!rcs.has(key)) rcs.set(key, next() % 6000);
      // Month-to-month credit never above the two-year one (catalogueProblems requires it).
      b.BundleRC = b.Contract === CONTRACT.twoYears ? rcs.get(key)! : Math.floor(rcs.get(key)! / 2);
    }
    const [lo, hi] = [Math.min(flexA, flexB), Math.max(flexA, flexB)];
    doc.flexDiscount = `${(lo / 100).toFixed(2)},${(hi / 100).toFixed(2)}`;
    return doc;
  });

// ---- selections ---------------------------------------------------------------------------

const idOf = (items: readonly { id: string }[]) =>
  items.length === 0
    ? fc.constant('')
    : fc.oneof(fc.constant(''), fc.constantFrom(...items.map((i) => i.id)));

const quantities = (items: readonly { id: string; maxQuantity: number }[]) =>
  fc
    .subarray([...items])
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((i) =>
          fc.integer({ min: 0, max: i.maxQuantity }).map((quantity) => ({ id: i.id, quantity })),
        ),
      ),
    );

const videoMeeting = (doc: CatalogueDocument) =>
  fc.option(
    fc
      .constantFrom(...doc.internet.videoMeeting)
      .chain((v) =>
        fc.integer({ min: 0, max: v.maxLicenses }).map((licenses) => ({ id: v.id, licenses })),
      ),
  );

const internetArb = (doc: CatalogueDocument) =>
  fc.constantFrom(...doc.internet.plans).chain((plan) =>
    fc.record({
      planId: fc.constant(plan.id),
      routerId: idOf(doc.internet.routers.filter((r) => r.serviceTypes.includes(plan.serviceType))),
      extenders: quantities(doc.internet.extenders),
      additionalRouters: quantities(doc.internet.additionalRouters),
      installationId: idOf(doc.internet.installation),
      staticIpId: idOf(doc.internet.staticIp),
      techTeamId: idOf(doc.internet.techTeam),
      techTeamUser: fc.constant(null),
      cloudStorageId: idOf(doc.internet.cloudStorage),
      premiumSupportId: idOf(doc.internet.premiumSupport),
      localListingId: idOf(doc.internet.localListing),
      businessListing: fc.constant(null),
      videoMeeting: videoMeeting(doc),
      jointOffer: fc.boolean(),
    }),
  );

const tvArb = (doc: CatalogueDocument) =>
  fc.record({
    planId: fc.constantFrom(...doc.tv.plans.map((p) => p.id)),
    viewingOptionId: idOf(doc.tv.viewingOptions),
    equipment: quantities(doc.tv.equipment),
    premiumChannelIds: fc.subarray(doc.tv.premiumChannels.map((c) => c.id)),
    recordingId: idOf(doc.tv.recording),
    channelType: fc.constant('Local TV'),
  });

const linesArb = (plans: readonly { id: string; maxLines: number }[], planId: string) => {
  const max = plans.find((p) => p.id === planId)!.maxLines;
  return fc.array(fc.oneof(fc.constant(''), fc.constantFrom(...plans.map((p) => p.id))), {
    maxLength: max,
  });
};

const phoneArb = (doc: CatalogueDocument) =>
  fc.constantFrom(...doc.phone.plans.map((p) => p.id)).chain((planId) =>
    fc.record({
      planId: fc.constant(planId),
      lines: linesArb(doc.phone.plans, planId).map((ids) =>
        ids.map((id, i) => ({ lineNo: i + 1, tn: '', planId: id })),
      ),
      equipment: quantities(doc.phone.equipment),
      directoryListingId: idOf(doc.phone.directoryListing),
      listingInfo: fc.constant(null),
      powerReserve: fc.boolean(),
      batteryId: idOf(doc.phone.battery),
      maintenanceId: idOf(doc.phone.maintenance),
      faxLines: fc.integer({ min: 0, max: doc.phone.faxLine?.maxLines ?? 0 }),
      premiumSupportId: idOf(doc.phone.premiumSupport),
    }),
  );

const bdvArb = (doc: CatalogueDocument) =>
  fc.constantFrom(...doc.bdv.plans.map((p) => p.id)).chain((planId) =>
    fc.record({
      planId: fc.constant(planId),
      lines: linesArb(doc.bdv.plans, planId).map((ids) =>
        ids.map((id, i) => ({
          lineNo: i + 1,
          tn: '',
          planId: id,
          subscriberType: 'desktop',
          email: '',
          isAdmin: (i === 0 ? 'Y' : 'N') as 'Y' | 'N',
        })),
      ),
      equipment: quantities(doc.bdv.equipment).map((list) =>
        list.map((e) => ({ ...e, addlHandset: 0 })),
      ),
      featureIds: fc.subarray(doc.bdv.features.map((f) => f.id)),
      faxLines: fc.integer({ min: 0, max: doc.bdv.faxLine?.maxLines ?? 0 }),
      directoryListingId: idOf(doc.bdv.directoryListing),
      listingInfo: fc.constant(null),
      maintenanceId: idOf(doc.bdv.maintenance),
      enhanced: fc.constant({ IsChecked: 'N' as const, IsAccepted: 'N' as const }),
      videoMeeting: videoMeeting(doc),
    }),
  );

type Sections = Pick<CartSelections, 'internet' | 'tv' | 'phone' | 'bdv'>;

const sectionsArb = (doc: CatalogueDocument): fc.Arbitrary<Sections> =>
  fc
    .record({
      internet: fc.option(internetArb(doc)),
      tv: fc.option(tvArb(doc)),
      voice: fc.oneof(
        fc.constant({ phone: null, bdv: null }),
        phoneArb(doc).map((phone) => ({ phone, bdv: null })),
        bdvArb(doc).map((bdv) => ({ phone: null, bdv })),
      ),
    })
    .map(({ internet, tv, voice }) => ({ internet, tv, ...voice }));

function servicesOf(doc: CatalogueDocument, s: Sections): ServiceKind[] {
  const out: ServiceKind[] = [];
  if (s.internet) {
    const plan = doc.internet.plans.find((p) => p.id === s.internet!.planId)!;
    out.push(plan.serviceType === 'FIOS' ? 'data' : 'hsi');
  }
  if (s.tv) out.push('tv');
  if (s.phone) out.push('phone');
  if (s.bdv) out.push('bdv');
  return out;
}

function combinationOf(services: ServiceKind[]): CartSelections['services'] {
  const name = services.map((s) => (s === 'tv' ? 'video' : s)).join('+');
  return (SERVICE_COMBINATIONS as readonly string[]).includes(name)
    ? (name as CartSelections['services'])
    : '';
}

const contractArb = fc.constantFrom<Contract>(CONTRACT.twoYears, CONTRACT.monthToMonth);
const stateArb = fc.constantFrom('MA', 'MD', 'NY', 'VA', 'DC', 'PA', 'DE', 'ZZ', 'ny');
const jointArb = fc.option(
  fc.record({
    status: fc.constantFrom('Y' as const, 'N' as const, 'Not Eligible' as const),
    creditCents: fc.integer({ min: 0, max: 20_000 }),
  }),
  { nil: undefined },
);

/** A catalogue (demo or random) with an arbitrary valid selection on it. */
/** The checkout's installment choice: none yet, or offered months per kind. */
const monthsArb = (kind: keyof typeof INSTALLMENT_MONTH_OPTIONS) =>
  fc.constantFrom(0, ...INSTALLMENT_MONTH_OPTIONS[kind]);
const installmentsArb = fc.option(
  fc.record({
    oneTime: monthsArb('oneTime'),
    equipment: monthsArb('equipment'),
    router: monthsArb('router'),
  }),
  { nil: undefined },
);

const inputArb: fc.Arbitrary<PriceCartInput> = fc
  .oneof(fc.constant(demoDoc), randomCatalogue)
  .chain((doc) =>
    fc.record({
      catalogue: fc.constant(doc),
      sections: sectionsArb(doc),
      contract: contractArb,
      bundleMode: fc.constantFrom('none', 'matching', 'any'),
      anyBundle: fc.constantFrom(...doc.bundles.map((b) => b.BID)),
      state: stateArb,
      jointOffer: jointArb,
      installments: installmentsArb,
    }),
  )
  .map(({ catalogue, sections, contract, bundleMode, anyBundle, state, jointOffer, ...rest }) => {
    const services = servicesOf(catalogue, sections);
    const bundleId =
      bundleMode === 'none'
        ? ''
        : bundleMode === 'any'
          ? anyBundle
          : (bundleFor(catalogue, services, contract)?.BID ?? '');
    const selections: CartSelections = {
      contract,
      bundleId,
      services: combinationOf(services),
      ...sections,
      contractAgreement: { IsChecked: 'N', IsAccepted: 'N' },
      ...(rest.installments ? { installments: rest.installments } : {}),
    };
    return { catalogue, selections, state, jointOffer };
  });

// ---- properties ----------------------------------------------------------------------------

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const cents = (text: string) => dollarsToCents(text);

function checkSums(p: PricedCart) {
  const st = p.subtotals;
  const all = [
    ...p.serviceLines,
    ...p.otherServices,
    ...p.tvServices,
    ...p.phoneServices,
    ...p.faxLines,
    ...p.offers,
    ...p.taxes,
  ].map((l) => l.cents);
  all.push(...p.oneTime.flatMap((o) => [o.cents, o.monthlyCents]));
  for (const c of [...all, ...Object.values(st)]) expect(Number.isSafeInteger(c)).toBe(true);
  expect(p.offers.every((o) => o.cents < 0)).toBe(true);
  expect(st.servicesCents).toBe(sum(p.serviceLines.map((l) => l.cents)));
  expect(st.otherServicesCents).toBe(
    sum(
      [...p.otherServices, ...p.tvServices, ...p.phoneServices, ...p.faxLines].map((l) => l.cents),
    ) + (p.movieChannelsPack?.cents ?? 0),
  );
  expect(st.offersCents).toBe(sum(p.offers.map((l) => l.cents)));
  expect(st.monthlyCents).toBe(st.servicesCents + st.otherServicesCents + st.offersCents);
  expect(st.monthlyCents).toBeGreaterThanOrEqual(0);
  expect(st.taxCents).toBe(sum(p.taxes.map((l) => l.cents)));
  expect(st.totalCents).toBe(st.monthlyCents + st.taxCents);
  expect(st.oneTimeCents).toBe(
    sum(p.oneTime.filter((o) => o.installments === 0).map((o) => o.cents)),
  );
  expect(p.monthlyTotalCents).toBe(st.monthlyCents);
}

function checkWire(input: PriceCartInput, p: PricedCart) {
  const d = planDetails.parse(planDetailsOf(p, input));
  const s = d.subTotals;
  const services =
    cents(d.dataInfo.planPrice) + cents(d.tvInfo.planPrice) + cents(d.phoneInfo.planPrice);
  expect(cents(s.services.price)).toBe(services);
  expect(cents(d.phoneInfo.planPrice)).toBe(sum(d.phoneInfo.lines.map((l) => cents(l.total))));
  expect(cents(d.tvInfo.subTotalTvServices)).toBe(
    sum(d.tvInfo.tvServices.map((t) => cents(t.Price))) + cents(d.tvInfo.MoviechannelsPackPrice),
  );
  const other =
    sum(d.otherServices.map((o) => cents(o.price))) +
    cents(d.tvInfo.subTotalTvServices) +
    sum(d.phoneInfo.phoneServices.map((o) => cents(o.Rc))) +
    sum(d.phoneInfo.FaxLine.map((o) => cents(o.Price)));
  expect(cents(s.otherServices.price)).toBe(other);
  const offers = sum(d.offerInfo.map((o) => cents(o.planPrice)));
  expect(cents(s.Totalmonthlycharges.price)).toBe(services + other + offers);
  expect(cents(d.headerInfo.Price)).toBe(cents(s.Totalmonthlycharges.price));
  expect(cents(d.taxAndOtherCharges.subTotalTaxCharges)).toBe(
    sum(d.taxAndOtherCharges.Tax.map((t) => cents(t.price))),
  );
  expect(cents(s.Totalmonthlychargesprice.price)).toBe(
    cents(s.Totalmonthlycharges.price) + cents(d.taxAndOtherCharges.subTotalTaxCharges),
  );
  expect(cents(d.equipmentAndOnetimeChargesTotal)).toBe(
    sum(
      d.equipmentAndOnetimeCharges
        .filter((e) => e.installmentOption === '')
        .map((e) => cents(e.price)),
    ),
  );
}

/**
 * The labeled figures (pricedCart) and what the views show (cartFigures) are the cart's own
 * subtotals, and every list a view shows adds up to the cent (issue 10 "one price truth").
 */
function checkFigures(input: PriceCartInput, p: PricedCart) {
  const d = planDetails.parse(planDetailsOf(p, input));
  const pc = d.pricedCart;
  const st = p.subtotals;
  // The summary is the priced cart's subtotals.
  expect(cents(pc.services)).toBe(st.servicesCents);
  expect(cents(pc.otherServices)).toBe(st.otherServicesCents);
  expect(cents(pc.monthly)).toBe(st.monthlyCents);
  expect(cents(pc.estimatedMonthly)).toBe(st.totalCents);
  // Before discounts + savings = monthly; services + other = before; monthly + taxes = estimated.
  expect(cents(pc.services) + cents(pc.otherServices)).toBe(cents(pc.monthlyBeforeSavings));
  expect(cents(pc.monthlyBeforeSavings) + cents(pc.savings)).toBe(cents(pc.monthly));
  expect(cents(pc.savings)).toBe(sum(d.offerInfo.map((o) => cents(o.planPrice))));
  expect(cents(pc.monthly) + cents(pc.taxes)).toBe(cents(pc.estimatedMonthly));
  // One-time: every line at full price; less what is paid in installments = due now.
  const lines = d.equipmentAndOnetimeCharges.map((c) => cents(c.price));
  expect(cents(pc.oneTimeCharges)).toBe(sum(lines));
  expect(cents(pc.oneTimeCharges) + cents(pc.paidInInstallments)).toBe(cents(pc.oneTimeDueNow));
  expect(cents(pc.oneTimeDueNow)).toBe(cents(d.equipmentAndOnetimeChargesTotal));
  expect(0 - cents(pc.paidInInstallments)).toBe(sum(pc.installments.map((i) => cents(i.total))));
  expect(cents(pc.installmentsMonthly)).toBe(sum(pc.installments.map((i) => cents(i.monthly))));
  for (const i of pc.installments) {
    // The payments add up to the price; the text says the payments the cart bills.
    expect(cents(i.monthly) * (i.months - 1) + cents(i.last)).toBe(cents(i.total));
    expect(cents(i.last)).toBeGreaterThanOrEqual(0);
    expect(i.text).toMatch(/^\d+ monthly payments of \$\d+\.\d\d( \(last payment \$\d+\.\d\d\))?$/);
    expect(i.text).toContain(`$${i.monthly}`);
    // The monthly share is billed as an other-services line described in dollars.
    expect(
      d.otherServices.some(
        (o) => o.Product === i.name.replace(/ \(x\d+\)$/, '') && o.price === i.monthly,
      ),
    ).toBe(true);
  }
  for (const o of d.otherServices) expect(o.ProdOfferDesc).not.toMatch(/(^|[ x])\d+\.\d\d/);

  // What the views show.
  const f = cartFigures(d);
  const row = (key: string) => f.monthly.find((r) => r.key === key)?.amount;
  expect(f.header).toBe(d.headerInfo.Price);
  expect(row('monthly')).toBe(f.header); // header price == breakdown total monthly
  expect(row('monthly')).toBe(d.subTotals.Totalmonthlycharges.price);
  expect(row('estimatedMonthly')).toBe(d.subTotals.Totalmonthlychargesprice.price);
  expect(f.title.amount).toBe(d.headerInfo.BundlePrice);
  if (f.title.beforeDiscounts) {
    // The title is the price before discounts, and the savings line reconciles it.
    expect(row('beforeSavings')).toBe(f.title.amount);
    expect(cents(row('beforeSavings')!) + cents(row('savings')!)).toBe(cents(f.header));
    expect(cents(row('savings')!)).toBeLessThan(0);
  } else {
    expect(f.title.amount).toBe(f.header);
    expect(row('savings')).toBeUndefined();
  }
  // Each total row is the sum of the rows since the previous total (or the previous total).
  let running = 0;
  for (const r of f.monthly) {
    if (r.total) {
      expect(cents(r.amount)).toBe(running);
      running = cents(r.amount);
    } else running += cents(r.amount);
  }
  expect(f.monthly.at(-1)!.total).toBe(true);
  // One-time list: lines, less paid in installments, equals due now.
  expect(sum(f.oneTime.lines.map((l) => cents(l.amount)))).toBe(cents(f.oneTime.charges));
  expect(cents(f.oneTime.charges) + cents(f.oneTime.paidInInstallments ?? '0')).toBe(
    cents(f.oneTime.dueNow),
  );
  expect(f.oneTime.lines.filter((l) => l.note !== '').length).toBe(pc.installments.length);
  // The e-mail's monthly lines add up to the total monthly charges.
  expect(sum(monthlyLines(d).map((l) => cents(l.amount)))).toBe(cents(pc.monthly));
}

describe('priceCart properties', () => {
  it('random catalogues are valid catalogues', () => {
    fc.assert(
      fc.property(randomCatalogue, (doc) => {
        expect(catalogueDocument.safeParse(doc).success).toBe(true);
        expect(catalogueProblems(doc)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('never throws on a valid selection; subtotals are the sums of their lines, to the cent', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const priced = priceCart(input);
        checkSums(priced);
        checkWire(input, priced);
        checkFigures(input, priced);
      }),
      { numRuns: 400 },
    );
    // 400 carts take a few seconds; more on a busy machine.
  }, 30_000);

  it('month-to-month is never cheaper than two years for the same selection', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, withBundle) => {
        const at = (contract: Contract) => {
          const services = servicesOf(input.catalogue, input.selections);
          const bundleId = withBundle
            ? (bundleFor(input.catalogue, services, contract)?.BID ?? '')
            : '';
          return priceCart({ ...input, selections: { ...input.selections, contract, bundleId } });
        };
        const two = at(CONTRACT.twoYears);
        const mtm = at(CONTRACT.monthToMonth);
        // No item of these catalogues sets allowCheaperMonthToMonth.
        expect(mtm.subtotals.monthlyCents).toBeGreaterThanOrEqual(two.subtotals.monthlyCents);
        expect(mtm.subtotals.totalCents).toBeGreaterThanOrEqual(two.subtotals.totalCents);
        expect(mtm.subtotals.oneTimeCents).toBe(two.subtotals.oneTimeCents);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * What the priced cart bills in month `month` (1 = the first bill), from its lines in cents: every
 * monthly line, each installment's share until its last month (then its last payment, then
 * nothing), and the credits; never below zero.
 */
function billedInMonth(p: PricedCart, month: number): number {
  const lines = [...p.serviceLines, ...p.otherServices, ...p.tvServices]
    .concat(p.phoneServices, p.faxLines)
    .map((l) => l.cents);
  let before = sum(lines) + (p.movieChannelsPack?.cents ?? 0);
  for (const o of p.oneTime.filter((x) => x.installments > 0)) {
    if (month > o.installments) before -= o.monthlyCents;
    else if (month === o.installments) before -= o.monthlyCents - o.lastCents;
  }
  return Math.max(0, before + p.subtotals.offersCents);
}

describe('paymentTimelineOf (pricing/payment-timeline.ts) on random carts', () => {
  it('its amounts are what the pricing model bills, month by month, to the cent', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const priced = priceCart(input);
        const t = planDetails.parse(planDetailsOf(priced, input)).pricedCart.timeline!;
        const longest = Math.max(0, ...priced.oneTime.map((o) => o.installments));
        // Phases cover month 1 onwards without a gap; the last one is open; neighbours differ.
        expect(t.phases[0]!.fromMonth).toBe(1);
        t.phases.forEach((ph, i) => {
          const next = t.phases[i + 1];
          if (next) {
            expect(next.fromMonth).toBe(ph.toMonth! + 1);
            expect(next.monthly).not.toBe(ph.monthly);
          } else expect(ph.toMonth).toBeNull();
        });
        const shown = (month: number) =>
          cents(
            t.phases.find((ph) => ph.fromMonth <= month && (ph.toMonth ?? month) >= month)!.monthly,
          );
        for (let month = 1; month <= longest + 2; month++)
          expect(shown(month), `month ${month}`).toBe(billedInMonth(priced, month));
        expect(cents(t.firstBill)).toBe(billedInMonth(priced, 1));
        expect(cents(t.regularMonthly)).toBe(billedInMonth(priced, longest + 1));
        expect(t.regularFromMonth).toBeLessThanOrEqual(longest + 1);
        expect(cents(t.dueToday)).toBe(priced.subtotals.oneTimeCents);
        // Due today and every installment payment add up to the one-time charges.
        const spread = priced.oneTime.filter((o) => o.installments > 0);
        const paidOver = sum(
          spread.map((o) => o.monthlyCents * (o.installments - 1) + o.lastCents),
        );
        expect(cents(t.dueToday) + paidOver).toBe(priced.subtotals.oneTimeAllCents);
        // Over the installment months the bills are the regular monthly plus every payment,
        // when no credit had to be cut back to keep a bill at zero.
        const regularBefore =
          priced.subtotals.monthlyCents - priced.subtotals.installmentsMonthlyCents;
        if (regularBefore > 0 && spread.length > 0) {
          let billed = 0;
          for (let month = 1; month <= longest; month++) billed += shown(month);
          expect(billed).toBe(regularBefore * longest + paidOver);
        }
        expect(t.firstBillIncludes).toEqual(
          spread.map((o) => ({
            name: o.name,
            amount: (o.monthlyCents / 100).toFixed(2),
            months: o.installments,
          })),
        );
      }),
      { numRuns: 400 },
    );
  }, 30_000);
});
