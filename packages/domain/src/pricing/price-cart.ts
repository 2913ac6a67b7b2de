/**
 * The one pricing function (issue 4, decision 010): catalogue + selections + contract + state ->
 * the floating cart (001 §3 "Cart response"). The server calls it on every cart read; the
 * storefront only renders its answer. Money is integer cents throughout; text ('99.99') only at
 * the edge (`planDetailsOf`).
 *
 * Buckets (each subtotal is exactly the sum of its lines):
 * - services: the plans (internet plan, TV plan, each phone or BDV line).
 * - otherServices: every other monthly line (internet extras, rented router, installment shares,
 *   video meeting, TV services and the Movie Channels Pack, phone services, fax lines).
 * - offers: credits, negative (bundle BundleRC, flex discount, joint offer).
 * - Totalmonthlycharges = services + otherServices + offers, never below 0 (credits are cut
 *   back, last first, so the sum still holds).
 * - taxes: the state's rate on Totalmonthlycharges (half-up to the cent) plus fixed fees.
 * - one-time: equipment and charges; those paid at once make equipmentAndOnetimeChargesTotal,
 *   those in installments are listed at full price with their months and bill a monthly share.
 *
 * A selection naming an id that the catalogue does not have where it is used throws
 * `UnknownProductError`; a quantity out of range throws a plain Error. Nothing is priced silently.
 */
import {
  CONTRACT,
  DEFAULT_LINE_COUNT,
  FLEX_PRICE_INDEX,
  ROUTER_BUY_MONTHS,
  TV_EQUIPMENT_NONE_CODE,
  TV_RECORDING_NONE,
  type Contract,
} from '../constants';
import { indexCatalogue, sameServiceSet, UnknownProductError } from '../catalogue/lookup';
import type { Bundle, CatalogueDocument, ServiceKind } from '../catalogue/schema';
import type { CartSelections, PlanDetails } from '../wire/cart';
import { applyBasisPoints, dollarsToCents, formatCents, installmentCents, sumCents } from './money';

export interface PriceCartInput {
  catalogue: CatalogueDocument;
  selections: CartSelections;
  /** Two-letter state of the service address: picks the tax rule. */
  state: string;
  /** The qualification's joint offer: a monthly credit in cents when status is 'Y'. */
  jointOffer?: { status: 'Y' | 'N' | 'Not Eligible'; creditCents: number };
  /** Saved-cart offer (issue 6). */
  savedCartOfferApplied?: boolean;
}

/** A priced line in cents. `description` is the ProdOfferDesc shown under the name. */
export interface PricedLine {
  name: string;
  description: string;
  cents: number;
}

/** Equipment or a one-time charge: full price, and the monthly share when in installments. */
export interface OneTimeLine {
  name: string;
  /** Full price (unit price x quantity). */
  cents: number;
  /** Months when paid in installments (> 1), 0 when paid at once. */
  installments: number;
  /** Billed every month while in installments (also an otherServices line), else 0. */
  monthlyCents: number;
  type: 'router' | 'installation' | 'equipment' | 'oneTime';
}

export interface PricedVoiceLine {
  tn: string;
  planName: string;
  cents: number;
}

export type FlowType = '' | 'standalone' | 'double' | 'triple' | 'doubleFlex';

/** The cart in cents: every subtotal is the sum of its lines, the total the sum of subtotals. */
export interface PricedCart {
  contract: Contract;
  /** Services in the cart: internet as 'data' (fiber) or 'hsi', then tv, phone, bdv. */
  services: ServiceKind[];
  ftype: FlowType;
  /** The last non-internet service added (TV, BDV or VOICE), '' when none. */
  selectedService: '' | 'TV' | 'BDV' | 'VOICE';
  serviceType: '' | 'FIOS' | 'DSL';
  title: string;
  internetPlan: PricedLine | null;
  tvPlan: PricedLine | null;
  voice: { kind: 'phone' | 'bdv'; planName: string; lines: PricedVoiceLine[] } | null;
  /** The bundle whose BundleRC was applied. */
  bundle: Bundle | null;
  rentRouterIncluded: boolean;
  flexDiscountCents: number;

  serviceLines: PricedLine[];
  otherServices: PricedLine[];
  tvServices: PricedLine[];
  movieChannelsPack: { channels: string[]; cents: number } | null;
  phoneServices: PricedLine[];
  faxLines: PricedLine[];
  offers: PricedLine[];
  oneTime: OneTimeLine[];
  taxes: PricedLine[];
  taxName: string;

  subtotals: {
    servicesCents: number;
    otherServicesCents: number;
    /** Sum of offers (0 or negative). */
    offersCents: number;
    /** Totalmonthlycharges: services + otherServices + offers (>= 0). */
    monthlyCents: number;
    /** services + otherServices, before offers (headerInfo.BundlePrice). */
    beforeOffersCents: number;
    taxCents: number;
    /** monthlyCents + taxCents (Totalmonthlychargesprice). */
    totalCents: number;
    /** One-time charges paid at once (equipmentAndOnetimeChargesTotal). */
    oneTimeCents: number;
  };
  /** Same as subtotals.monthlyCents (what '{price}/mo' shows). */
  monthlyTotalCents: number;
}

export const STANDARD_PHONE_TITLE = 'Standard phone';
export const BDV_TITLE = 'Business Digital Voice';

const line = (name: string, cents: number, description = ''): PricedLine => ({
  name,
  description,
  cents,
});

function checkQuantity(q: number, max: number, what: string): void {
  if (!Number.isInteger(q) || q < 0 || q > max) {
    throw new Error(`${what}: quantity ${q} must be a whole number from 0 to ${max}`);
  }
}

function distinct(ids: readonly string[], what: string): string[] {
  const set = new Set(ids);
  if (set.size !== ids.length) throw new Error(`${what}: the same product is chosen twice`);
  return [...set];
}

/** Router kind and display name from 'Name|rent' (001 §2). */
function routerParts(name: string): { base: string; kind: string } {
  const at = name.lastIndexOf('|');
  return { base: name.slice(0, at), kind: name.slice(at + 1) };
}

export function priceCart(input: PriceCartInput): PricedCart {
  const { catalogue: doc, selections: sel } = input;
  const lookup = indexCatalogue(doc);
  const contract = sel.contract;

  const serviceLines: PricedLine[] = [];
  const otherServices: PricedLine[] = [];
  const tvServices: PricedLine[] = [];
  const phoneServices: PricedLine[] = [];
  const faxLines: PricedLine[] = [];
  const offers: PricedLine[] = [];
  const oneTime: OneTimeLine[] = [];
  let movieChannelsPack: PricedCart['movieChannelsPack'] = null;

  /** A one-time charge; in installments it also bills its monthly share as an other service. */
  const addOneTime = (
    name: string,
    unitCents: number,
    quantity: number,
    months: number,
    type: OneTimeLine['type'],
  ) => {
    const spread = months > 1;
    const monthlyCents = spread ? installmentCents(unitCents, months) * quantity : 0;
    oneTime.push({
      name: quantity > 1 ? `${name} (x${quantity})` : name,
      cents: unitCents * quantity,
      installments: spread ? months : 0,
      monthlyCents,
      type,
    });
    if (spread) {
      otherServices.push(
        line(
          name,
          monthlyCents,
          `${quantity > 1 ? `${quantity} x ` : ''}${formatCents(unitCents)} over ${months} months`,
        ),
      );
    }
  };

  const services: ServiceKind[] = [];

  // ---- Internet ---------------------------------------------------------------------------
  const net = sel.internet && sel.internet.planId !== '' ? sel.internet : null;
  let internetPlan: PricedLine | null = null;
  let serviceType: PricedCart['serviceType'] = '';
  let rentRouterIncluded = false;
  if (net) {
    const plan = lookup.find(net.planId, 'internet', 'plans');
    services.push(plan.serviceType === 'FIOS' ? 'data' : 'hsi');
    serviceType = plan.serviceType;
    rentRouterIncluded = plan.rentRouterIncluded;
    internetPlan = line(plan.name, plan.price[contract], plan.description);
    serviceLines.push(internetPlan);

    if (net.routerId !== '') {
      const router = lookup.find(net.routerId, 'internet', 'routers');
      if (!router.serviceTypes.includes(plan.serviceType)) {
        throw new UnknownProductError(router.id, `internet.routers for ${plan.serviceType}`);
      }
      const { base, kind } = routerParts(router.name);
      if (kind === 'rent') {
        otherServices.push(
          plan.rentRouterIncluded
            ? line(base, 0, 'Router rental included with your plan')
            : line(base, router.monthlyCents, router.description),
        );
      } else if (kind === 'buy') {
        addOneTime(base, router.oneTimeCents, 1, ROUTER_BUY_MONTHS, 'router');
      }
      // own: nothing to charge.
    }
    for (const [list, category] of [
      [net.extenders, 'extenders'],
      [net.additionalRouters, 'additionalRouters'],
    ] as const) {
      distinct(
        list.map((e) => e.id),
        `internet.${category}`,
      );
      for (const { id, quantity } of list) {
        const item = lookup.find(id, 'internet', category);
        checkQuantity(quantity, item.maxQuantity, item.name);
        if (quantity === 0) continue;
        otherServices.push(
          line(
            item.name,
            item.monthlyCents * quantity,
            `${quantity} x ${formatCents(item.monthlyCents)}`,
          ),
        );
      }
    }
    if (net.installationId !== '') {
      const item = lookup.find(net.installationId, 'internet', 'installation');
      addOneTime(item.name, item.oneTimeCents, 1, item.installments, 'installation');
    }
    for (const [id, category] of [
      [net.staticIpId, 'staticIp'],
      [net.techTeamId, 'techTeam'],
      [net.cloudStorageId, 'cloudStorage'],
      [net.premiumSupportId, 'premiumSupport'],
      [net.localListingId, 'localListing'],
    ] as const) {
      if (id === '') continue;
      const item = lookup.find(id, 'internet', category);
      otherServices.push(line(item.name, item.monthlyCents, item.description));
    }
  }
  const addVideoMeeting = (vm: { id: string; licenses: number } | null) => {
    if (!vm || vm.id === '') return;
    const item = lookup.find(vm.id, 'internet', 'videoMeeting');
    checkQuantity(vm.licenses, item.maxLicenses, `${item.name} video-meeting licences`);
    const cents = item.monthlyCents * vm.licenses;
    if (cents === 0) return; // 'Not needed' or no licence
    otherServices.push(
      line(
        `${item.name} video-meeting licences`,
        cents,
        `${vm.licenses} x ${formatCents(item.monthlyCents)}`,
      ),
    );
  };
  if (net) addVideoMeeting(net.videoMeeting);

  // ---- TV ---------------------------------------------------------------------------------
  const tv = sel.tv && sel.tv.planId !== '' ? sel.tv : null;
  let tvPlan: PricedLine | null = null;
  if (tv) {
    const plan = lookup.find(tv.planId, 'tv', 'plans');
    services.push('tv');
    tvPlan = line(plan.name, plan.price[contract], plan.description);
    serviceLines.push(tvPlan);
    if (tv.viewingOptionId !== '') {
      const item = lookup.find(tv.viewingOptionId, 'tv', 'viewingOptions');
      tvServices.push(line(item.name, item.monthlyCents, item.description));
    }
    distinct(
      tv.equipment.map((e) => e.id),
      'tv.equipment',
    );
    for (const { id, quantity } of tv.equipment) {
      const item = lookup.find(id, 'tv', 'equipment');
      checkQuantity(quantity, item.maxQuantity, item.name);
      if (item.code === TV_EQUIPMENT_NONE_CODE || quantity === 0) continue; // 001 §5
      tvServices.push(
        line(
          quantity > 1 ? `${item.name} (x${quantity})` : item.name,
          item.monthlyCents * quantity,
        ),
      );
    }
    if (tv.recordingId !== '') {
      const item = lookup.find(tv.recordingId, 'tv', 'recording');
      if (item.name !== TV_RECORDING_NONE) {
        tvServices.push(line(item.name, item.monthlyCents, item.description));
      }
    }
    const channels = distinct(tv.premiumChannelIds, 'tv.premiumChannels').map((id) =>
      lookup.find(id, 'tv', 'premiumChannels'),
    );
    const pack = doc.tv.movieChannelsPack;
    const inPack =
      pack && pack.channelIds.every((id) => channels.some((c) => c.id === id))
        ? new Set(pack.channelIds)
        : new Set<string>();
    if (pack && inPack.size > 0) {
      movieChannelsPack = {
        channels: channels.filter((c) => inPack.has(c.id)).map((c) => c.name),
        cents: pack.monthlyCents,
      };
    }
    for (const c of channels) {
      if (!inPack.has(c.id)) tvServices.push(line(c.name, c.monthlyCents, c.description));
    }
  }

  // ---- Standard phone and BDV ---------------------------------------------------------------
  const phone = sel.phone && sel.phone.planId !== '' ? sel.phone : null;
  const bdv = sel.bdv && sel.bdv.planId !== '' ? sel.bdv : null;
  if (phone && bdv)
    throw new Error('A cart holds standard phone or business digital voice, not both');
  let voice: PricedCart['voice'] = null;

  const priceLines = (
    section: 'phone' | 'bdv',
    planId: string,
    lines: readonly { tn: string; planId: string }[],
  ): PricedVoiceLine[] => {
    const plan = lookup.find(planId, section, 'plans');
    const chosen =
      lines.length > 0 ? lines : Array.from({ length: DEFAULT_LINE_COUNT }, () => null);
    if (chosen.length > plan.maxLines) {
      throw new Error(`${plan.name}: at most ${plan.maxLines} lines`);
    }
    return chosen.map((l, i) => {
      const p = l && l.planId !== '' ? lookup.find(l.planId, section, 'plans') : plan;
      const priced = { tn: l?.tn ?? '', planName: p.name, cents: p.price[contract] };
      serviceLines.push(line(`Line ${i + 1}: ${p.name}`, priced.cents, p.description));
      return priced;
    });
  };
  const monthlyPick = <
    C extends 'directoryListing' | 'maintenance' | 'premiumSupport' | 'features',
  >(
    section: 'phone' | 'bdv',
    category: C,
    id: string,
  ) => {
    if (id === '') return;
    const item = lookup.find(id, section, category as never) as {
      name: string;
      monthlyCents: number;
    };
    phoneServices.push(line(item.name, item.monthlyCents));
  };
  const addFax = (
    faxLine: CatalogueDocument['phone']['faxLine'],
    count: number,
    section: string,
  ) => {
    if (count === 0) return;
    if (!faxLine) throw new UnknownProductError('fax line', `${section}.faxLine`);
    checkQuantity(count, faxLine.maxLines, faxLine.name);
    for (let i = 0; i < count; i++) faxLines.push(line(faxLine.name, faxLine.monthlyCents));
  };

  if (phone) {
    services.push('phone');
    voice = {
      kind: 'phone',
      planName: STANDARD_PHONE_TITLE,
      lines: priceLines('phone', phone.planId, phone.lines),
    };
    monthlyPick('phone', 'maintenance', phone.maintenanceId);
    monthlyPick('phone', 'directoryListing', phone.directoryListingId);
    monthlyPick('phone', 'premiumSupport', phone.premiumSupportId);
    addFax(doc.phone.faxLine, phone.faxLines, 'phone');
    distinct(
      phone.equipment.map((e) => e.id),
      'phone.equipment',
    );
    for (const { id, quantity } of phone.equipment) {
      const item = lookup.find(id, 'phone', 'equipment');
      checkQuantity(quantity, item.maxQuantity, item.name);
      if (quantity > 0)
        addOneTime(item.name, item.oneTimeCents, quantity, item.installments, 'equipment');
    }
    if (phone.powerReserve) {
      const item = doc.phone.powerReserve;
      if (!item) throw new UnknownProductError('power reserve', 'phone.powerReserve');
      addOneTime(item.name, item.oneTimeCents, 1, item.installments, 'oneTime');
    }
    if (phone.batteryId !== '') {
      const item = lookup.find(phone.batteryId, 'phone', 'battery');
      addOneTime(item.name, item.oneTimeCents, 1, item.installments, 'equipment');
    }
  }
  if (bdv) {
    services.push('bdv');
    voice = { kind: 'bdv', planName: BDV_TITLE, lines: priceLines('bdv', bdv.planId, bdv.lines) };
    for (const id of distinct(bdv.featureIds, 'bdv.features')) monthlyPick('bdv', 'features', id);
    monthlyPick('bdv', 'directoryListing', bdv.directoryListingId);
    monthlyPick('bdv', 'maintenance', bdv.maintenanceId);
    addFax(doc.bdv.faxLine, bdv.faxLines, 'bdv');
    distinct(
      bdv.equipment.map((e) => e.id),
      'bdv.equipment',
    );
    for (const { id, quantity } of bdv.equipment) {
      const item = lookup.find(id, 'bdv', 'equipment');
      checkQuantity(quantity, item.maxQuantity, item.name);
      if (quantity > 0)
        addOneTime(item.name, item.oneTimeCents, quantity, item.installments, 'equipment');
    }
    addVideoMeeting(bdv.videoMeeting);
  }

  // ---- Offers -----------------------------------------------------------------------------
  let bundle: Bundle | null = null;
  if (sel.bundleId !== '') {
    const b = lookup.bundle(sel.bundleId);
    if (!b) throw new UnknownProductError(sel.bundleId, 'bundles');
    // A bundle left over from another contract or service mix gives no discount (decision 010).
    if (b.Contract === contract && sameServiceSet(b.services, services)) {
      bundle = b;
      if (b.BundleRC > 0) offers.push(line(`Bundle discount|${b.name}`, -b.BundleRC));
    }
  }
  const hasInternet = net !== null;
  let flexDiscountCents = 0;
  if (hasInternet && tv) {
    const parts = doc.flexDiscount.split(',');
    const index =
      contract === CONTRACT.twoYears ? FLEX_PRICE_INDEX.twoYears : FLEX_PRICE_INDEX.other;
    flexDiscountCents = dollarsToCents(parts[index] ?? '0');
    if (flexDiscountCents > 0) {
      offers.push(line('Flex discount|Internet and TV together', -flexDiscountCents));
    }
  }
  const joint = input.jointOffer;
  if (hasInternet && joint?.status === 'Y') {
    if (!Number.isSafeInteger(joint.creditCents) || joint.creditCents < 0) {
      throw new Error(`jointOffer.creditCents: ${joint.creditCents} is not whole cents`);
    }
    if (joint.creditCents > 0) {
      offers.push(line('Joint offer|Monthly credit with business wireless', -joint.creditCents));
    }
  }

  // ---- Subtotals ----------------------------------------------------------------------------
  const servicesCents = sumCents(serviceLines.map((l) => l.cents));
  const otherServicesCents =
    sumCents([...otherServices, ...tvServices, ...phoneServices, ...faxLines].map((l) => l.cents)) +
    (movieChannelsPack?.cents ?? 0);
  const beforeOffersCents = servicesCents + otherServicesCents;
  // Never below 0: cut credits back, last first, so the offers still sum to their subtotal.
  let excess = -(beforeOffersCents + sumCents(offers.map((o) => o.cents)));
  for (let i = offers.length - 1; i >= 0 && excess > 0; i--) {
    const o = offers[i]!;
    const cut = Math.min(excess, -o.cents);
    o.cents += cut;
    excess -= cut;
    if (o.cents === 0) offers.splice(i, 1);
  }
  const offersCents = sumCents(offers.map((o) => o.cents));
  const monthlyCents = beforeOffersCents + offersCents;

  // ---- Taxes --------------------------------------------------------------------------------
  const rule = doc.taxes.states[input.state.trim().toUpperCase()] ?? doc.taxes.default;
  const taxes: PricedLine[] =
    services.length === 0
      ? []
      : [
          line(rule.name, applyBasisPoints(monthlyCents, rule.rateBasisPoints)),
          ...doc.taxes.fees.map((f) => line(f.name, f.monthlyCents, f.description)),
        ];
  const taxCents = sumCents(taxes.map((t) => t.cents));
  const oneTimeCents = sumCents(oneTime.filter((o) => o.installments === 0).map((o) => o.cents));

  const selectedService = lastVoiceOrTv(sel.services, services);
  return {
    contract,
    services,
    ftype: flowType(services),
    selectedService,
    serviceType,
    title:
      bundle?.name ??
      [internetPlan?.name, tvPlan?.name, voice && titleOf(voice)].filter(Boolean).join(' + '),
    internetPlan,
    tvPlan,
    voice,
    bundle,
    rentRouterIncluded,
    flexDiscountCents,
    serviceLines,
    otherServices,
    tvServices,
    movieChannelsPack,
    phoneServices,
    faxLines,
    offers,
    oneTime,
    taxes,
    taxName: rule.name,
    subtotals: {
      servicesCents,
      otherServicesCents,
      offersCents,
      monthlyCents,
      beforeOffersCents,
      taxCents,
      totalCents: monthlyCents + taxCents,
      oneTimeCents,
    },
    monthlyTotalCents: monthlyCents,
  };
}

const titleOf = (voice: NonNullable<PricedCart['voice']>) =>
  voice.kind === 'bdv' ? BDV_TITLE : STANDARD_PHONE_TITLE;

function flowType(services: readonly ServiceKind[]): FlowType {
  if (services.length === 0) return '';
  if (services.length === 1) return 'standalone';
  if (services.length >= 3) return 'triple';
  const internet = services.includes('data') || services.includes('hsi');
  return internet && services.includes('tv') ? 'doubleFlex' : 'double';
}

const SELECTED_SERVICE: Partial<Record<string, PricedCart['selectedService']>> = {
  video: 'TV',
  flex: 'TV',
  reverseFlex: 'TV',
  tv: 'TV',
  bdv: 'BDV',
  phone: 'VOICE',
};

/** selectedService: the last TV / BDV / phone token of the services-in-cart value that is
 * really in the cart; failing that TV, then BDV, then VOICE. */
function lastVoiceOrTv(combination: string, services: readonly ServiceKind[]) {
  const present = new Set(services.map((s) => SELECTED_SERVICE[s]).filter(Boolean));
  const tokens = combination === '' ? [] : combination.split('+');
  for (let i = tokens.length - 1; i >= 0; i--) {
    const s = SELECTED_SERVICE[tokens[i]!];
    if (s && present.has(s)) return s;
  }
  for (const s of ['TV', 'BDV', 'VOICE'] as const) if (present.has(s)) return s;
  return '' as const;
}

/** The wire answer (001 §3 "Cart response") of a priced cart: dollars as text. */
export function planDetailsOf(priced: PricedCart, input: PriceCartInput): PlanDetails {
  const $ = formatCents;
  const st = priced.subtotals;
  const headerInfo: PlanDetails['headerInfo'] = {
    selectedService: priced.selectedService,
    Ftype: priced.ftype,
    Title: priced.title,
    DataTitle: priced.internetPlan?.name ?? '',
    TvTitle: priced.tvPlan?.name ?? '',
    Price: $(st.monthlyCents),
    BundlePrice: $(st.beforeOffersCents),
    ServiceType: priced.serviceType,
    contract: priced.contract,
    isStandalone: priced.services.length === 1 ? 'Y' : 'N',
    Term: priced.contract === CONTRACT.twoYears ? '24' : '0',
    FneDisc: $(priced.flexDiscountCents),
    PGDiscount: $(0),
    PGTerm: '',
  };
  const voice = priced.voice;
  return {
    headerInfo,
    dataInfo: {
      planName: priced.internetPlan?.name ?? '',
      planPrice: $(priced.internetPlan?.cents ?? 0),
    },
    phoneInfo: {
      planName: voice?.planName ?? '',
      planPrice: $(sumCents(voice?.lines.map((l) => l.cents) ?? [])),
      noOfLines: voice?.lines.length ?? 0,
      lines: (voice?.lines ?? []).map((l) => ({
        TN: l.tn,
        planName: l.planName,
        total: $(l.cents),
      })),
      FaxLine: priced.faxLines.map((f) => ({ keyWord: 'FAX', prdName: f.name, Price: $(f.cents) })),
      phoneServices: priced.phoneServices.map((s) => ({ Name: s.name, Rc: $(s.cents) })),
    },
    tvInfo: {
      planName: priced.tvPlan?.name ?? '',
      planPrice: $(priced.tvPlan?.cents ?? 0),
      tvServices: priced.tvServices.map((s) => ({ prdName: s.name, Price: $(s.cents) })),
      MovieChannelsPack: (priced.movieChannelsPack?.channels ?? []).map((channelName) => ({
        channelName,
      })),
      MoviechannelsPackPrice: $(priced.movieChannelsPack?.cents ?? 0),
      subTotalTvServices: $(
        sumCents(priced.tvServices.map((s) => s.cents)) + (priced.movieChannelsPack?.cents ?? 0),
      ),
    },
    otherServices: priced.otherServices.map((s) => ({
      Product: s.name,
      ProdOfferDesc: s.description,
      price: $(s.cents),
    })),
    offerInfo: priced.offers.map((o) => ({
      planName: o.name,
      planPrice: $(o.cents),
      otheroffer: '',
      otherofferPrice: $(0),
    })),
    equipmentAndOnetimeCharges: priced.oneTime.map((o) => ({
      offerName: o.name,
      price: $(o.cents),
      installmentOption: o.installments > 0 ? String(o.installments) : '',
      wavied: 'N',
      type: o.type,
    })),
    equipmentAndOnetimeChargesTotal: $(st.oneTimeCents),
    taxAndOtherCharges: {
      taxAndotherCharges: 'Taxes and other charges',
      Tax: priced.taxes.map((t) => ({ Name: t.name, price: $(t.cents) })),
      subTotalTaxCharges: $(st.taxCents),
    },
    subTotals: {
      services: { Name: 'Services', price: $(st.servicesCents) },
      otherServices: { Name: 'Other services', price: $(st.otherServicesCents) },
      Totalmonthlycharges: { Name: 'Total monthly charges', price: $(st.monthlyCents) },
      Totalmonthlychargesprice: { Name: 'Estimated monthly charges', price: $(st.totalCents) },
    },
    isSavedCartOfferApplied: input.savedCartOfferApplied ? 'Y' : 'N',
    RentRouterInclude: priced.rentRouterIncluded ? 'Y' : 'N',
  };
}
