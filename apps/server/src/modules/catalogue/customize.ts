/**
 * The catalogue as the storefront reads it (pure): GetCustomizeProductsNew (001 §3 "Plan
 * (catalogue)", packages/domain/src/wire/cart.ts customizeProductsResponse) and the internet
 * plans the qualification lists. Prices are formatted from cents here; nothing is computed
 * beyond the 001 rules (router buy price over 12 months, BDV equipment price / 12, joint offer).
 */
import {
  BDV_EQUIPMENT_MONTHS,
  CONTRACT,
  PLAN_PRICE_FINE_PRINT,
  ROUTER_BUY_MONTHS,
} from '@bizline/domain/constants';
import type {
  Bundle,
  CatalogueDocument,
  CatalogueRouter,
  InternetPlan,
  ServiceKind,
  TermPrice,
} from '@bizline/domain/catalogue/schema';
import { isOneGigName, parseTvKeywords, routerTypeOf } from '@bizline/domain/catalogue/rules';
import { dollarsToCents, formatCents, installmentCents } from '@bizline/domain/pricing/money';
import type {
  CartSelections,
  ContractValue,
  CustomizePlan,
  CustomizeProduct,
  CustomizeProductsResponse,
} from '@bizline/domain/wire/cart';
import type { JointOffer, YesNo } from '@bizline/domain/wire/entry';
import { staticIpChoice } from '@bizline/domain/validators/forms-001';
import { imagePath } from './images';

type InternetServiceType = InternetPlan['serviceType'];
export type Availability = { fiber: YesNo; hsi: YesNo; tv: YesNo; phone: YesNo; bdv: YesNo };

const yn = (b: boolean): YesNo => (b ? 'Y' : 'N');

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

/** What a router costs a month: buy is paid over 12 months. */
function routerMonthlyCents(r: CatalogueRouter): number {
  const type = routerTypeOf(r.name);
  if (type === 'buy') return installmentCents(r.oneTimeCents, ROUTER_BUY_MONTHS);
  return type === 'rent' ? r.monthlyCents : 0;
}

/** The single-service bundle of a service kind under a contract ('' when the catalogue has none). */
export function singleBundleId(
  doc: CatalogueDocument,
  kind: ServiceKind,
  contract: ContractValue,
): string {
  const b = doc.bundles.find(
    (x) =>
      x.type === 'single' &&
      x.Contract === contract &&
      x.services.length === 1 &&
      x.services[0] === kind,
  );
  return b?.BID ?? '';
}

export interface CustomizeProductsInput {
  doc: CatalogueDocument;
  /** What the cart's address can get (the qualification's LQPost flags). */
  availability: Availability;
  selections: CartSelections;
  /** The qualification's joint offer (Qualify/GetJointOffer). */
  jointOffer: JointOffer;
  cartId: string;
  /** The address's footprint speed type: faster internet tiers are left out. */
  speedType?: string | null;
}

/** A credit on the wire ('-40.00') in cents; 0 when absent or not an amount. */
function creditCents(text: string): number {
  try {
    return text ? dollarsToCents(text) : 0;
  } catch {
    return 0;
  }
}

const emptyPlan: Omit<CustomizePlan, 'ProductId' | 'ProductName' | 'Price' | 'Contract'> = {
  PackageId: '',
  DataProductId: '',
  DataPackageId: '',
  BundleId: '',
  PriceMonthToMonth: '0.00',
  PriceTwoYears: '0.00',
  ServiceType: '',
  Flowtype: 'NEW',
  IPType: '',
  LineType: '',
  IsSelected: 'N',
  BDVId: '',
  TVPackageId: '',
  TVProductId: '',
  Description: '',
  SpeedMbps: 0,
  UpSpeedMbps: 0,
  BestForPlan: '',
  PlanIncluded: [],
  APPFBPriceText: PLAN_PRICE_FINE_PRINT,
  fccLabel: null,
  JointOfferPrice: '',
  PrepaidCardOffer: 'N',
  RentRouterInclude: 'N',
  IsOneGig: 'N',
  MaxLines: 0,
  TVKeywords: [],
  TVPlanType: '',
};

const termPrices = (price: TermPrice, contract: ContractValue) => ({
  Contract: contract,
  Price: formatCents(price[contract]),
  PriceMonthToMonth: formatCents(price[CONTRACT.monthToMonth]),
  PriceTwoYears: formatCents(price[CONTRACT.twoYears]),
});

const emptyProduct: Omit<CustomizeProduct, 'PrdID' | 'PrdName' | 'Price' | 'PriceType'> = {
  Description: '',
  MonthlyPrice: '',
  Installments: 0,
  MaxQuantity: 1,
  IsSelected: 'N',
  Quantity: 0,
  PrdSubCat: '',
  ProductSubChoice: '',
  Image: '',
  Features: [],
  Code: '',
  IsDefault: 'N',
};

type Chosen = { quantity: number } | null;
/** Quantity chosen of an id from a list of selections; null when not chosen. */
const fromList =
  (list: readonly { id: string; quantity: number }[] | undefined) =>
  (id: string): Chosen => {
    const q = list?.find((x) => x.id === id)?.quantity ?? 0;
    return q > 0 ? { quantity: q } : null;
  };
/** A single chosen id (quantity 1). */
const fromId =
  (chosen: string | undefined | null) =>
  (id: string): Chosen =>
    chosen && chosen === id ? { quantity: 1 } : null;
const fromIds =
  (chosen: readonly string[] | undefined) =>
  (id: string): Chosen =>
    chosen?.includes(id) ? { quantity: 1 } : null;

function chosenFields(c: Chosen) {
  return { IsSelected: yn(c !== null), Quantity: c?.quantity ?? 0 };
}

function monthlyProducts(
  items: readonly {
    id: string;
    name: string;
    description: string;
    monthlyCents: number;
    maxQuantity?: number;
    maxLicenses?: number;
    maxLines?: number;
    code?: string;
  }[],
  chosen: (id: string) => Chosen,
): CustomizeProduct[] {
  return items.map((i) => ({
    ...emptyProduct,
    PrdID: i.id,
    PrdName: i.name,
    Description: i.description,
    Price: formatCents(i.monthlyCents),
    PriceType: 'monthly',
    MaxQuantity: i.maxQuantity ?? i.maxLicenses ?? i.maxLines ?? 1,
    Code: i.code ?? '',
    ...chosenFields(chosen(i.id)),
  }));
}

function oneTimeProducts(
  items: readonly {
    id: string;
    name: string;
    description: string;
    oneTimeCents: number;
    installments: number;
    maxQuantity?: number;
    isDefault?: boolean;
  }[],
  chosen: (id: string) => Chosen,
  defaultInstallments = 0,
): CustomizeProduct[] {
  return items.map((i) => {
    const months = i.installments || defaultInstallments;
    return {
      ...emptyProduct,
      PrdID: i.id,
      PrdName: i.name,
      Description: i.description,
      Price: formatCents(i.oneTimeCents),
      PriceType: 'oneTime',
      MonthlyPrice: months > 1 ? formatCents(installmentCents(i.oneTimeCents, months)) : '',
      Installments: months > 1 ? months : 0,
      MaxQuantity: i.maxQuantity ?? 1,
      IsDefault: yn(i.isDefault ?? false),
      ...chosenFields(chosen(i.id)),
    };
  });
}

function bundleSummaries(bundles: readonly Bundle[]) {
  return bundles.map((b) => ({
    BID: b.BID,
    Name: b.name,
    Type: b.type,
    Services: [...b.services],
    Contract: b.Contract,
    BundleRC: formatCents(b.BundleRC),
  }));
}

/** GET PrdSelection/GetCustomizeProductsNew: the catalogue for this cart (pure). */
export function customizeProductsFor(input: CustomizeProductsInput): CustomizeProductsResponse {
  const { doc, availability: a, selections: s } = input;
  const contract = s.contract;
  const joint = input.jointOffer;
  const jointOn = joint.JointOfferStatus === 'Y';
  const can: Record<ServiceKind, boolean> = {
    data: a.fiber === 'Y',
    hsi: a.hsi === 'Y',
    tv: a.tv === 'Y',
    phone: a.phone === 'Y',
    bdv: a.bdv === 'Y',
  };
  const net = s.internet;
  const selectedStatic = doc.internet.staticIp.find((p) => p.id === net?.staticIpId);

  const internetPlan = (p: InternetPlan): CustomizePlan => {
    const price = p.price[contract];
    const oneGig = isOneGigName(p.name);
    // The joint offer's credit: the 1 gig credit for a 1 gig plan, the other one otherwise.
    const credit = creditCents(oneGig ? joint.OneGigSpeedPrice : joint.JointOfferPrice);
    return {
      ...emptyPlan,
      ...termPrices(p.price, contract),
      ProductId: p.id,
      PackageId: p.packageId,
      DataProductId: p.dataProductId,
      DataPackageId: p.dataPackageId,
      BundleId: singleBundleId(doc, p.serviceType === 'FIOS' ? 'data' : 'hsi', contract),
      ServiceType: p.serviceType,
      IPType: staticIpChoice(selectedStatic ? [selectedStatic.name] : []),
      LineType: p.serviceType === 'FIOS' ? 'FIBER' : 'COPPER',
      IsSelected: yn(net?.planId === p.id),
      ProductName: p.name,
      Description: p.description,
      SpeedMbps: p.downMbps,
      UpSpeedMbps: p.upMbps,
      BestForPlan: p.bestFor,
      PlanIncluded: p.included.map((i) => ({ Name: i.Name, toolTip: i.toolTip })),
      fccLabel: {
        typicalDownMbps: p.fccLabel.typicalDownMbps,
        typicalUpMbps: p.fccLabel.typicalUpMbps,
        typicalLatencyMs: p.fccLabel.typicalLatencyMs,
        monthlyPrice: formatCents(price),
        oneTimeFees: formatCents(p.fccLabel.oneTimeFeesCents),
        uniqueId: p.fccLabel.uniqueId,
      },
      JointOfferPrice: jointOn ? formatCents(Math.max(0, price + Math.min(0, credit))) : '',
      PrepaidCardOffer: yn(p.prepaidCardOffer),
      RentRouterInclude: yn(p.rentRouterIncluded),
      IsOneGig: yn(oneGig),
      Badge: p.badge,
    };
  };

  const routers = (serviceType: InternetServiceType) =>
    routersFor(doc, serviceType).map((r) => ({
      PrdID: r.id,
      PrdName: r.name,
      IsRecomd: yn(r.recommended),
      IsSelected: yn(net?.routerId === r.id),
      Price: formatCents(routerPriceCents(r)),
      RouterType: routerTypeOf(r.name) ?? 'own',
      MonthlyPrice: formatCents(routerMonthlyCents(r)),
    }));

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
  const internetSection = (serviceType: InternetServiceType, available: boolean) =>
    available
      ? {
          Plans: internetPlansFor(doc, serviceType, input.speedType ?? null).map(internetPlan),
          Routers: routers(serviceType),
          Products: internetExtras(),
        }
      : { Plans: [], Routers: [], Products: noInternetExtras() };

  // TV
  const tv = s.tv;
  const tvPlans: CustomizePlan[] = can.tv
    ? doc.tv.plans.map((p) => {
        const { tokens, planType } = parseTvKeywords(p.keywords);
        return {
          ...emptyPlan,
          ...termPrices(p.price, contract),
          ProductId: p.id,
          PackageId: p.packageId,
          BundleId: singleBundleId(doc, 'tv', contract),
          ServiceType: 'TV',
          IsSelected: yn(tv?.planId === p.id),
          ProductName: p.name,
          TVPackageId: p.packageId,
          TVProductId: p.id,
          Description: p.description,
          TVKeywords: tokens,
          TVPlanType: planType,
        };
      })
    : [];
  const pack = doc.tv.movieChannelsPack;
  const tvProducts = can.tv
    ? {
        viewingOptions: monthlyProducts(doc.tv.viewingOptions, fromId(tv?.viewingOptionId)),
        equipment: monthlyProducts(doc.tv.equipment, fromList(tv?.equipment)),
        premiumChannels: monthlyProducts(doc.tv.premiumChannels, fromIds(tv?.premiumChannelIds)),
        movieChannelsPack: pack
          ? monthlyProducts([pack], () =>
              pack.channelIds.every((c) => tv?.premiumChannelIds.includes(c))
                ? { quantity: 1 }
                : null,
            )
          : [],
        recording: monthlyProducts(doc.tv.recording, fromId(tv?.recordingId)),
      }
    : {
        viewingOptions: [],
        equipment: [],
        premiumChannels: [],
        movieChannelsPack: [],
        recording: [],
      };

  // Standard phone
  const ph = s.phone;
  const phonePlans: CustomizePlan[] = can.phone
    ? doc.phone.plans.map((p) => ({
        ...emptyPlan,
        ...termPrices(p.price, contract),
        ProductId: p.id,
        BundleId: singleBundleId(doc, 'phone', contract),
        ServiceType: 'VOICE',
        LineType: 'COPPER',
        IsSelected: yn(ph?.planId === p.id),
        ProductName: p.name,
        Description: p.description,
        MaxLines: p.maxLines,
      }))
    : [];
  const phoneProducts = can.phone
    ? {
        equipment: oneTimeProducts(doc.phone.equipment, fromList(ph?.equipment)),
        directoryListing: monthlyProducts(
          doc.phone.directoryListing,
          fromId(ph?.directoryListingId),
        ),
        powerReserve: doc.phone.powerReserve
          ? oneTimeProducts([doc.phone.powerReserve], () =>
              ph?.powerReserve ? { quantity: 1 } : null,
            )
          : [],
        battery: oneTimeProducts(doc.phone.battery, fromId(ph?.batteryId)),
        maintenance: monthlyProducts(doc.phone.maintenance, fromId(ph?.maintenanceId)),
        faxLine: doc.phone.faxLine
          ? monthlyProducts([doc.phone.faxLine], () =>
              ph && ph.faxLines > 0 ? { quantity: ph.faxLines } : null,
            )
          : [],
        premiumSupport: monthlyProducts(doc.phone.premiumSupport, fromId(ph?.premiumSupportId)),
      }
    : {
        equipment: [],
        directoryListing: [],
        powerReserve: [],
        battery: [],
        maintenance: [],
        faxLine: [],
        premiumSupport: [],
      };

  // Business digital voice
  const bdv = s.bdv;
  const bdvPlans: CustomizePlan[] = can.bdv
    ? doc.bdv.plans.map((p) => ({
        ...emptyPlan,
        ...termPrices(p.price, contract),
        ProductId: p.id,
        BundleId: singleBundleId(doc, 'bdv', contract),
        ServiceType: 'BDV',
        LineType: 'VOIP',
        IsSelected: yn(bdv?.planId === p.id),
        ProductName: p.name,
        BDVId: p.id,
        Description: p.description,
        MaxLines: p.maxLines,
      }))
    : [];
  const bdvEquipmentChosen = fromList(bdv?.equipment);
  const bdvProducts = can.bdv
    ? {
        // 001 §3: BDV equipment's monthly price is its price / 12.
        equipment: oneTimeProducts(doc.bdv.equipment, bdvEquipmentChosen, BDV_EQUIPMENT_MONTHS).map(
          (p, k) => {
            const e = doc.bdv.equipment[k]!;
            return {
              ...p,
              PrdSubCat: e.subCategory,
              ProductSubChoice: e.subChoice,
              Image: imagePath(e.image),
              Features: [...e.features],
            };
          },
        ),
        features: monthlyProducts(doc.bdv.features, fromIds(bdv?.featureIds)),
        faxLine: doc.bdv.faxLine
          ? monthlyProducts([doc.bdv.faxLine], () =>
              bdv && bdv.faxLines > 0 ? { quantity: bdv.faxLines } : null,
            )
          : [],
        directoryListing: monthlyProducts(
          doc.bdv.directoryListing,
          fromId(bdv?.directoryListingId),
        ),
        maintenance: monthlyProducts(doc.bdv.maintenance, fromId(bdv?.maintenanceId)),
        // The video-meeting licences are the internet section's, chosen for BDV here.
        videoMeeting: monthlyProducts(doc.internet.videoMeeting, (id) =>
          bdv?.videoMeeting?.id === id ? { quantity: bdv.videoMeeting.licenses } : null,
        ),
      }
    : {
        equipment: [],
        features: [],
        faxLine: [],
        directoryListing: [],
        maintenance: [],
        videoMeeting: [],
      };

  // Bundles the address can get: every service of the bundle is available.
  const sellable = doc.bundles.filter((b) => b.services.every((k) => can[k]));
  const has = (b: Bundle, k: ServiceKind) => b.services.includes(k);

  return {
    Status: 'SUCCESS',
    EPSessionID: input.cartId,
    Contract: contract,
    Availability: { ...a },
    jointOfferAvailResponse: {
      JointofferStatus: joint.JointOfferStatus,
      OneGigSpeedPrice: joint.OneGigSpeedPrice,
      JointOfferPrice: joint.JointOfferPrice,
    },
    DataInfo: internetSection('FIOS', can.data),
    HSIBundleInfo: internetSection('DSL', can.hsi),
    FiosTVInfo: { Plans: tvPlans, Routers: [], Products: tvProducts },
    PhoneInfo: { Plans: phonePlans, Routers: [], Products: phoneProducts },
    BDVInfo: { Plans: bdvPlans, Routers: [], Products: bdvProducts },
    FlexInfo: {
      Bundles: bundleSummaries(sellable.filter((b) => b.type === 'doubleFlex')),
      FlexDiscount: doc.flexDiscount,
    },
    BDVFIOSDP: {
      Bundles: bundleSummaries(
        sellable.filter((b) => b.type === 'double' && has(b, 'data') && has(b, 'bdv')),
      ),
    },
    BDVFIOSTP: { Bundles: bundleSummaries(sellable.filter((b) => b.type === 'triple')) },
    Bundles: bundleSummaries(sellable),
  };
}
