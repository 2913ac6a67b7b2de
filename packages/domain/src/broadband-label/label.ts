/**
 * The FCC broadband consumer label ("Broadband Facts", fixed-broadband template) of every plan
 * as sold: each internet plan under each contract, each wireless tier (month to month). Built
 * from the catalogue's label data, the brand's and the one pricing model (docs/decisions/
 * 018-one-price-truth.md): the monthly price and every named fee are what `priceCart` charges
 * for a cart holding that plan alone, never a figure typed a second time.
 */
import { CONTRACT, type Contract } from '../constants';
import type { Brand } from '../app-config';
import type { CatalogueDocument, InternetPlan } from '../catalogue/schema';
import { routerTypeOf } from '../catalogue/rules';
import { formatCents } from '../pricing/money';
import { priceCart } from '../pricing/price-cart';
import { emptySelections, newInternet } from '../pricing/selections';
import type { CartSelections } from '../wire/cart';
import type { BroadbandLabel } from '../wire/broadband-label';

const CONTRACT_MONTHS: Record<Contract, number> = {
  [CONTRACT.monthToMonth]: 0,
  [CONTRACT.twoYears]: 24,
};

/** The brand's part of a label. */
function providerPart(brand: Brand) {
  const b = brand.broadbandLabel;
  return {
    providerName: brand.companyName,
    contractTermsUrl: b.contractTermsUrl,
    governmentTaxes: 'Varies by location' as const,
    discountsUrl: b.discountsUrl,
    networkManagementUrl: b.networkManagementUrl,
    privacyUrl: b.privacyUrl,
    supportPhone: brand.supportPhone,
    supportUrl: b.supportUrl,
  };
}

/** A cart holding the internet plan alone (plus one chosen router or installation). */
function cartOf(
  contract: Contract,
  planId: string,
  over: Partial<CartSelections['internet'] & object> = {},
) {
  const selections: CartSelections = {
    ...emptySelections(),
    contract,
    internet: newInternet(planId, over),
  };
  return selections;
}

/** The label of an internet plan sold under a contract. */
export function internetPlanLabel(
  doc: CatalogueDocument,
  brand: Brand,
  plan: InternetPlan,
  contract: Contract,
): BroadbandLabel {
  const price = (sel: CartSelections) => priceCart({ catalogue: doc, selections: sel, state: '' });
  const alone = price(cartOf(contract, plan.id));
  const oneTimeFees: { name: string; amount: string }[] = [];
  const monthlyFees: { name: string; amount: string }[] = [];
  for (const item of doc.internet.installation) {
    const line = price(cartOf(contract, plan.id, { installationId: item.id })).oneTime.find(
      (l) => l.type === 'installation',
    );
    if (line && line.cents > 0)
      oneTimeFees.push({ name: line.name, amount: formatCents(line.cents) });
  }
  for (const router of doc.internet.routers) {
    if (!router.serviceTypes.includes(plan.serviceType)) continue;
    const priced = price(cartOf(contract, plan.id, { routerId: router.id }));
    const type = routerTypeOf(router.name);
    if (type === 'buy') {
      const line = priced.oneTime.find((l) => l.type === 'router');
      if (line && line.cents > 0)
        oneTimeFees.push({ name: line.name, amount: formatCents(line.cents) });
    } else if (type === 'rent') {
      const line = priced.otherServices.find((l) => l.ref?.id === router.id);
      if (line && line.cents > 0)
        monthlyFees.push({ name: line.name, amount: formatCents(line.cents) });
    }
  }
  return {
    ...providerPart(brand),
    planName: plan.name,
    technology: plan.serviceType === 'FIOS' ? 'Fiber' : 'DSL',
    monthlyPrice: formatCents(alone.internetPlan?.cents ?? 0),
    introductoryRate: null,
    contract,
    contractMonths: CONTRACT_MONTHS[contract],
    monthlyFees,
    oneTimeFees,
    earlyTerminationFee: formatCents(
      contract === CONTRACT.twoYears ? plan.fccLabel.earlyTerminationFeeCents : 0,
    ),
    typicalDownMbps: plan.fccLabel.typicalDownMbps,
    typicalUpMbps: plan.fccLabel.typicalUpMbps,
    typicalLatencyMs: plan.fccLabel.typicalLatencyMs,
    dataIncludedGb: null,
    id: plan.fccLabel.ids[contract],
  };
}

type WirelessList = 'fourG' | 'fiveG';

/** The label of a wireless tier: month to month, its monthly price the catalogue's. */
function wirelessPlanLabel(
  doc: CatalogueDocument,
  brand: Brand,
  list: WirelessList,
  speedMbps: number,
): BroadbandLabel | null {
  const tier = doc.wireless[list].find((t) => t.speedMbps === speedMbps);
  if (!tier) return null;
  const lte = list === 'fourG';
  return {
    ...providerPart(brand),
    planName: `${lte ? '4G LTE' : '5G'} Business Internet ${tier.speedMbps} Mbps`,
    technology: lte ? '4G LTE fixed wireless' : '5G fixed wireless',
    monthlyPrice: formatCents(tier.monthlyCents),
    introductoryRate: null,
    contract: CONTRACT.monthToMonth,
    contractMonths: 0,
    monthlyFees: [],
    oneTimeFees: [],
    earlyTerminationFee: formatCents(0),
    typicalDownMbps: tier.fccLabel.typicalDownMbps,
    typicalUpMbps: tier.fccLabel.typicalUpMbps,
    typicalLatencyMs: tier.fccLabel.typicalLatencyMs,
    dataIncludedGb: lte ? (doc.wireless.lteMonthlyDataGb ?? null) : null,
    id: tier.fccLabel.ids.MonthToMonth,
  };
}

/** Every current label: each internet plan under each contract, then each wireless tier. */
export function broadbandLabels(doc: CatalogueDocument, brand: Brand): BroadbandLabel[] {
  return [
    ...doc.internet.plans.flatMap((p) =>
      [CONTRACT.monthToMonth, CONTRACT.twoYears].map((c) => internetPlanLabel(doc, brand, p, c)),
    ),
    ...(['fourG', 'fiveG'] as const).flatMap((list) =>
      doc.wireless[list].flatMap((t) => wirelessPlanLabel(doc, brand, list, t.speedMbps) ?? []),
    ),
  ];
}

/** Per catalogue version: the labels by identifier (building one prices a few carts). The brand
 * is the process's configuration, so it is kept beside them and a new brand rebuilds. */
const kept = new WeakMap<CatalogueDocument, { brand: Brand; byId: Map<string, BroadbandLabel> }>();

/** Every current label by its identifier, in `broadbandLabels` order. */
export function labelsById(
  doc: CatalogueDocument,
  brand: Brand,
): ReadonlyMap<string, BroadbandLabel> {
  let entry = kept.get(doc);
  if (!entry || entry.brand !== brand) {
    entry = { brand, byId: new Map(broadbandLabels(doc, brand).map((l) => [l.id, l])) };
    kept.set(doc, entry);
  }
  return entry.byId;
}
