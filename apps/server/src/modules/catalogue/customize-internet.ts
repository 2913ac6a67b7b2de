/**
 * The internet sections of GetCustomizeProductsNew (fiber: DataInfo, DSL: HSIBundleInfo) and the
 * internet plans and routers an address can get (also listed by the qualification). Pure; 001 §3:
 * a bought router is paid over 12 months; the joint offer's credit lowers the plan price.
 */
import { ROUTER_BUY_MONTHS } from '@bizline/domain/constants';
import type { Brand } from '@bizline/domain/app-config';
import { labelsById } from '@bizline/domain/broadband-label/label';
import type {
  CatalogueDocument,
  CatalogueRouter,
  InternetPlan,
} from '@bizline/domain/catalogue/schema';
import { isOneGigName, routerTypeOf } from '@bizline/domain/catalogue/rules';
import { dollarsToCents, formatCents, installmentPlan } from '@bizline/domain/pricing/money';
import type { CartSelections, CustomizePlan } from '@bizline/domain/wire/cart';
import type { JointOffer } from '@bizline/domain/wire/entry';
import { staticIpChoice } from '@bizline/domain/validators/forms-001';
import {
  fromId,
  fromList,
  monthlyProducts,
  oneTimeProducts,
  planBase,
  yn,
} from './customize-parts';

type InternetServiceType = InternetPlan['serviceType'];

/** '2G' -> 2000, '500M' -> 500, '1.5G' -> 1500; null when not a speed. */
export function speedTypeMbps(speedType: string | null | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([GM])/i.exec(speedType ?? '');
  if (!m) return null;
  return Number(m[1]) * (m[2]!.toUpperCase() === 'G' ? 1000 : 1);
}

/**
 * The internet plans of a service type an address can get: tiers up to its speed type (the
 * footprint's `speed_type`); an address slower than every tier still gets the slowest one.
 */
export function internetPlansFor(
  doc: CatalogueDocument,
  serviceType: InternetServiceType | null,
  speedType: string | null = null,
): InternetPlan[] {
  if (!serviceType) return [];
  const all = doc.internet.plans.filter((p) => p.serviceType === serviceType);
  const max = speedTypeMbps(speedType);
  const fit = max === null ? all : all.filter((p) => p.downMbps <= max);
  return fit.length ? fit : all.slice(0, 1);
}

/** Routers sold with a service type, in catalogue order. */
export function routersFor(
  doc: CatalogueDocument,
  serviceType: InternetServiceType,
): CatalogueRouter[] {
  return doc.internet.routers.filter((r) => r.serviceTypes.includes(serviceType));
}

/** The listed price of a router: monthly for rent, the purchase price for buy, 0 for own. */
export function routerPriceCents(r: CatalogueRouter): number {
  const type = routerTypeOf(r.name);
  return type === 'buy' ? r.oneTimeCents : type === 'rent' ? r.monthlyCents : 0;
}

/** What a router costs a month and its last payment: buy is paid over 12 months. */
function routerMonthly(r: CatalogueRouter): { monthlyCents: number; lastCents: number } {
  const type = routerTypeOf(r.name);
  if (type === 'buy') {
    const plan = installmentPlan(r.oneTimeCents, ROUTER_BUY_MONTHS);
    return { monthlyCents: plan.shareCents, lastCents: plan.lastCents };
  }
  const monthlyCents = type === 'rent' ? r.monthlyCents : 0;
  return { monthlyCents, lastCents: monthlyCents };
}

/** A credit on the wire ('-40.00') in cents; 0 when absent or not an amount. */
function creditCents(text: string): number {
  try {
    return text ? dollarsToCents(text) : 0;
  } catch {
    return 0;
  }
}

interface InternetSectionInput {
  doc: CatalogueDocument;
  selections: CartSelections;
  /** The qualification's joint offer (Qualify/GetJointOffer). */
  jointOffer: JointOffer;
  /** The address's footprint speed type: faster internet tiers are left out. */
  speedType?: string | null;
  /** The provider's part of each plan's broadband label. */
  brand: Brand;
}

/**
 * The plans, routers and extras of one internet service type ('FIOS' or 'DSL'); empty when the
 * address cannot get it.
 */
export function internetSection(
  input: InternetSectionInput,
  serviceType: InternetServiceType,
  available: boolean,
) {
  const { doc, selections: s } = input;
  const contract = s.contract;
  const joint = input.jointOffer;
  const jointOn = joint.JointOfferStatus === 'Y';
  const net = s.internet;
  const selectedStatic = doc.internet.staticIp.find((p) => p.id === net?.staticIpId);

  const internetPlan = (p: InternetPlan): CustomizePlan => {
    const price = p.price[contract];
    const oneGig = isOneGigName(p.name);
    // The joint offer's credit: the 1 gig credit for a 1 gig plan, the other one otherwise.
    const credit = creditCents(oneGig ? joint.OneGigSpeedPrice : joint.JointOfferPrice);
    return {
      ...planBase(doc, p.serviceType === 'FIOS' ? 'data' : 'hsi', contract, p, net?.planId),
      PackageId: p.packageId,
      DataProductId: p.dataProductId,
      DataPackageId: p.dataPackageId,
      ServiceType: p.serviceType,
      IPType: staticIpChoice(selectedStatic ? [selectedStatic.name] : []),
      LineType: p.serviceType === 'FIOS' ? 'FIBER' : 'COPPER',
      SpeedMbps: p.downMbps,
      UpSpeedMbps: p.upMbps,
      BestForPlan: p.bestFor,
      PlanIncluded: p.included.map((i) => ({ Name: i.Name, toolTip: i.toolTip })),
      fccLabel: labelsById(doc, input.brand).get(p.fccLabel.ids[contract]) ?? null,
      JointOfferPrice: jointOn ? formatCents(Math.max(0, price + Math.min(0, credit))) : '',
      PrepaidCardOffer: yn(p.prepaidCardOffer),
      RentRouterInclude: yn(p.rentRouterIncluded),
      IsOneGig: yn(oneGig),
      Badge: p.badge,
    };
  };

  const routers = (serviceType: InternetServiceType) =>
    routersFor(doc, serviceType).map((r) => {
      const { monthlyCents, lastCents } = routerMonthly(r);
      return {
        PrdID: r.id,
        PrdName: r.name,
        IsRecomd: yn(r.recommended),
        IsSelected: yn(net?.routerId === r.id),
        Price: formatCents(routerPriceCents(r)),
        RouterType: routerTypeOf(r.name) ?? 'own',
        MonthlyPrice: formatCents(monthlyCents),
        LastPrice: formatCents(lastCents),
      };
    });

  const i = doc.internet;
  const internetExtras = () => ({
    extenders: monthlyProducts(i.extenders, fromList(net?.extenders)),
    additionalRouters: monthlyProducts(i.additionalRouters, fromList(net?.additionalRouters)),
    installation: oneTimeProducts(i.installation, fromId(net?.installationId)),
    staticIp: monthlyProducts(i.staticIp, fromId(net?.staticIpId)),
    techTeam: monthlyProducts(i.techTeam, fromId(net?.techTeamId)),
    cloudStorage: monthlyProducts(i.cloudStorage, fromId(net?.cloudStorageId)),
    videoMeeting: monthlyProducts(i.videoMeeting, (id) =>
      net?.videoMeeting?.id === id ? { quantity: net.videoMeeting.licenses } : null,
    ),
    localListing: monthlyProducts(i.localListing, fromId(net?.localListingId)),
    premiumSupport: monthlyProducts(i.premiumSupport, fromId(net?.premiumSupportId)),
  });
  const noInternetExtras = () => ({
    extenders: [],
    additionalRouters: [],
    installation: [],
    staticIp: [],
    techTeam: [],
    cloudStorage: [],
    videoMeeting: [],
    localListing: [],
    premiumSupport: [],
  });
  return available
    ? {
        Plans: internetPlansFor(doc, serviceType, input.speedType ?? null).map(internetPlan),
        Routers: routers(serviceType),
        Products: internetExtras(),
      }
    : { Plans: [], Routers: [], Products: noInternetExtras() };
}
