/**
 * The one pricing function (issue 4, decision 010; issue 10 "one price truth"): catalogue +
 * selections + contract + state -> the priced cart. The server calls it on every cart read and
 * change and keeps its answer in the order; the storefront, the order pages and the e-mail only
 * format it. Money is integer cents throughout; text only at the edge (`planDetailsOf`).
 *
 * Buckets (each subtotal is exactly the sum of its lines):
 * - services: the plans (internet plan, TV plan, each phone or BDV line).
 * - otherServices: every other monthly line (internet extras, rented router, installment shares,
 *   video meeting, TV services and the Movie Channels Pack, phone services, fax lines).
 * - offers: credits, negative (bundle BundleRC, flex discount, joint offer).
 * - Totalmonthlycharges = services + otherServices + offers, never below 0 (credits are cut
 *   back, last first, so the sum still holds).
 * - taxes: the state's rate on Totalmonthlycharges (half-up to the cent) plus fixed fees.
 * - one-time: equipment and charges; those paid at once make equipmentAndOnetimeChargesTotal
 *   (due now), those in installments are listed at full price with their monthly payments and
 *   bill a monthly share (an otherServices line). Their months are the catalogue's until the
 *   customer chooses at checkout (selections.installments: months per kind, 0 = at once).
 *
 * Per-service pricing sits beside this file: price-internet, price-tv, price-voice,
 * price-offers; the wire answer in plan-details.
 *
 * A selection naming an id that the catalogue does not have where it is used throws
 * `UnknownProductError`; a quantity out of range throws a plain Error. Nothing is priced silently.
 */
import type { Contract } from '../constants';
import { flowTypeOf, type FlowType } from '../cart/services';
import { indexCatalogue } from '../catalogue/lookup';
import type { Bundle, CatalogueDocument, ServiceKind } from '../catalogue/schema';
import type { CartSelections } from '../wire/cart';
import {
  cartLines,
  line,
  type OneTimeLine,
  type PricedLine,
  type PricedVoiceLine,
} from './cart-lines';
import { applyBasisPoints, sumCents } from './money';
import { priceInternet, type PricedInternet } from './price-internet';
import { capOffers, priceOffers } from './price-offers';
import { priceTv, type PricedTv } from './price-tv';
import { BDV_TITLE, priceBdv, pricePhone, STANDARD_PHONE_TITLE } from './price-voice';

export interface PriceCartInput {
  catalogue: CatalogueDocument;
  selections: CartSelections;
  /** Two-letter state of the service address: picks the tax rule. */
  state: string;
  /** The qualification's joint offer: a monthly credit in cents when status is 'Y'. */
  jointOffer?: { status: 'Y' | 'N' | 'Not Eligible'; creditCents: number };
  /** Saved-cart offer. */
  savedCartOfferApplied?: boolean;
}

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
  movieChannelsPack: PricedTv['movieChannelsPack'];
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
    /** One-time charges paid at once (equipmentAndOnetimeChargesTotal: due now). */
    oneTimeCents: number;
    /** Every one-time line at full price (paid at once or in installments). */
    oneTimeAllCents: number;
    /** Full prices of the lines paid in installments (oneTimeAllCents - oneTimeCents). */
    inInstallmentsCents: number;
    /** The monthly shares of those lines (part of otherServicesCents). */
    installmentsMonthlyCents: number;
  };
  /** Same as subtotals.monthlyCents (what '{price}/mo' shows). */
  monthlyTotalCents: number;
}

export function priceCart(input: PriceCartInput): PricedCart {
  const { catalogue: doc, selections: sel } = input;
  const contract = sel.contract;
  const c = cartLines(doc, indexCatalogue(doc), contract, sel.installments);
  const services: ServiceKind[] = [];

  const net = sel.internet && sel.internet.planId !== '' ? sel.internet : null;
  let internet: PricedInternet | null = null;
  if (net) {
    internet = priceInternet(c, net);
    services.push(internet.serviceType === 'FIOS' ? 'data' : 'hsi');
  }
  const tvSel = sel.tv && sel.tv.planId !== '' ? sel.tv : null;
  let tv: PricedTv | null = null;
  if (tvSel) {
    tv = priceTv(c, tvSel);
    services.push('tv');
  }
  const phone = sel.phone && sel.phone.planId !== '' ? sel.phone : null;
  const bdv = sel.bdv && sel.bdv.planId !== '' ? sel.bdv : null;
  if (phone && bdv)
    throw new Error('A cart holds standard phone or business digital voice, not both');
  let voice: PricedCart['voice'] = null;
  if (phone) {
    services.push('phone');
    voice = pricePhone(c, phone);
  }
  if (bdv) {
    services.push('bdv');
    voice = priceBdv(c, bdv);
  }

  const { offers, bundle, flexDiscountCents } = priceOffers(
    c,
    sel,
    services,
    { internet: net !== null, tv: tv !== null },
    input.jointOffer,
  );

  // ---- Subtotals ----------------------------------------------------------------------------
  const movieChannelsPack = tv?.movieChannelsPack ?? null;
  const servicesCents = sumCents(c.serviceLines.map((l) => l.cents));
  const otherServicesCents =
    sumCents(
      [...c.otherServices, ...c.tvServices, ...c.phoneServices, ...c.faxLines].map((l) => l.cents),
    ) + (movieChannelsPack?.cents ?? 0);
  const beforeOffersCents = servicesCents + otherServicesCents;
  capOffers(offers, beforeOffersCents);
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
  const spread = c.oneTime.filter((o) => o.installments > 0);
  const oneTimeCents = sumCents(c.oneTime.filter((o) => o.installments === 0).map((o) => o.cents));
  const inInstallmentsCents = sumCents(spread.map((o) => o.cents));

  const internetPlan = internet?.plan ?? null;
  const tvPlan = tv?.plan ?? null;
  return {
    contract,
    services,
    ftype: flowTypeOf(services),
    selectedService: lastVoiceOrTv(sel.services, services),
    serviceType: internet?.serviceType ?? '',
    title:
      bundle?.name ??
      [internetPlan?.name, tvPlan?.name, voice && titleOf(voice)].filter(Boolean).join(' + '),
    internetPlan,
    tvPlan,
    voice,
    bundle,
    rentRouterIncluded: internet?.rentRouterIncluded ?? false,
    flexDiscountCents,
    serviceLines: c.serviceLines,
    otherServices: c.otherServices,
    tvServices: c.tvServices,
    movieChannelsPack,
    phoneServices: c.phoneServices,
    faxLines: c.faxLines,
    offers,
    oneTime: c.oneTime,
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
      oneTimeAllCents: oneTimeCents + inInstallmentsCents,
      inInstallmentsCents,
      installmentsMonthlyCents: sumCents(spread.map((o) => o.monthlyCents)),
    },
    monthlyTotalCents: monthlyCents,
  };
}

const titleOf = (voice: NonNullable<PricedCart['voice']>) =>
  voice.kind === 'bdv' ? BDV_TITLE : STANDARD_PHONE_TITLE;

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
