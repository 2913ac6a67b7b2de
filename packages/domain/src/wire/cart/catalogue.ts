/**
 * Cart wire contract: the customise catalogue answer (GET PrdSelection/GetCustomizeProductsNew).
 */
import { z } from 'zod';
import { success } from '../answer';
import { planLine } from '../entry/availability';
import { yesNo } from '../entry/blocks';
import { id, money, shortText, contract, techTeamUser, businessListing } from './selections';
import { cartRouter } from './updates';
import { broadbandLabel } from '../broadband-label';

// ---------------------------------------------------------------------------------------------
// Catalogue answer (GET PrdSelection/GetCustomizeProductsNew, 001 §3 "Plan (catalogue)")
// ---------------------------------------------------------------------------------------------

/**
 * A plan tile. Price is the monthly price under the cart's contract; both contract prices are
 * given so the switch can show them. The storefront formats, it never computes (DESIGN.md).
 */
const customizePlan = z.object({
  ProductId: z.string(),
  PackageId: z.string(),
  DataProductId: z.string(),
  DataPackageId: z.string(),
  BundleId: z.string(),
  Contract: contract,
  Price: money,
  PriceMonthToMonth: money,
  PriceTwoYears: money,
  /** ServiceType: 'FIOS', 'DSL', 'TV', 'VOICE' or 'BDV'. */
  ...planLine,
  TVPackageId: z.string(),
  TVProductId: z.string(),
  Description: z.string(),
  /** Internet only (0 otherwise). */
  SpeedMbps: z.number(),
  UpSpeedMbps: z.number(),
  BestForPlan: z.string(),
  PlanIncluded: z.array(z.object({ Name: z.string(), toolTip: z.string() })),
  /** Fine-print text under the price (e.g. 'Plus taxes, fees & equip. charges.'). */
  APPFBPriceText: z.string(),
  /** The plan's broadband label under the cart's contract (broadband-label/label.ts); null for
   * non-internet plans. */
  fccLabel: broadbandLabel.nullable(),
  /** The price after the joint-offer reduction when JointofferStatus is 'Y', else ''. */
  JointOfferPrice: money,
  PrepaidCardOffer: yesNo,
  RentRouterInclude: yesNo,
  /** 'Y' when the name marks a 1 gig plan (001 §2: 940, gig or 20480). */
  IsOneGig: yesNo,
  /** The tile's tag from the catalogue ('2 Gig'); '' or absent shows none. */
  Badge: z.string().optional(),
  /** Per line for phone and BDV plans; max lines (0 for others). */
  MaxLines: z.number().int(),
  /** TV: the parsed keyword tokens and plan type (001 §3; LOCAL by default). */
  TVKeywords: z.array(z.string()),
  TVPlanType: z.string(),
});
export type CustomizePlan = z.infer<typeof customizePlan>;

/** Any other sellable item (extras, equipment, features, listings, fees). */
const customizeProduct = z.object({
  PrdID: z.string(),
  PrdName: z.string(),
  Description: z.string(),
  /** Monthly price for 'monthly', full price for 'oneTime'. */
  Price: money,
  PriceType: z.enum(['monthly', 'oneTime']),
  /** Price / Installments for one-time items sold in installments (BDV equipment: price / 12),
   * or '' when not sold in installments. */
  MonthlyPrice: money,
  Installments: z.number().int(),
  MaxQuantity: z.number().int(),
  IsSelected: yesNo,
  Quantity: z.number().int(),
  /** BDV equipment: PrdSubCat ('desktop', 'codless', 'accessories') and ProductSubChoice. */
  PrdSubCat: z.string(),
  ProductSubChoice: z.string(),
  /** Product image: a path under the API base ('images/<file>'), '' for none. */
  Image: z.string(),
  Features: z.array(z.string()),
  /** TV equipment code ('000' is none), '' otherwise. */
  Code: z.string(),
  IsDefault: yesNo,
});
export type CustomizeProduct = z.infer<typeof customizeProduct>;

const customizeRouter = cartRouter.extend({
  /** 'rent', 'buy' or 'own' (from the name after '|'). */
  RouterType: z.enum(['rent', 'buy', 'own']),
  /** Buy: price over 12 months; rent: the monthly price; own: '0.00'. */
  MonthlyPrice: money,
  /** Buy: the last of the 12 payments (what is left, so they add up to the price to the cent);
   * rent and own: MonthlyPrice. */
  LastPrice: money,
});

const section = <T extends z.ZodRawShape>(products: T) =>
  z.object({
    Plans: z.array(customizePlan),
    Routers: z.array(customizeRouter),
    Products: z.object(products),
  });
const products = z.array(customizeProduct);

const bundleSummary = z.object({
  BID: z.string(),
  Name: z.string(),
  Type: z.enum(['single', 'double', 'triple', 'doubleFlex']),
  Services: z.array(z.string()),
  Contract: contract,
  BundleRC: money,
});

/** Internet plans with every internet extra (fiber and DSL alike). */
const internetSection = section({
  extenders: products,
  additionalRouters: products,
  installation: products,
  staticIp: products,
  techTeam: products,
  cloudStorage: products,
  videoMeeting: products,
  localListing: products,
  premiumSupport: products,
});

export const customizeProductsResponse = success({
  EPSessionID: z.string(),
  Contract: contract,
  /** What the cart's address can get (the entry stage's LQPost flags). */
  Availability: z.object({ fiber: yesNo, hsi: yesNo, tv: yesNo, phone: yesNo, bdv: yesNo }),
  jointOfferAvailResponse: z.object({
    JointofferStatus: z.enum(['Y', 'N', 'Not Eligible']),
    OneGigSpeedPrice: money,
    JointOfferPrice: money,
  }),
  /** Fiber plans with every internet extra. */
  DataInfo: internetSection,
  /** HSI (DSL) plans, same extras. */
  HSIBundleInfo: internetSection,
  FiosTVInfo: section({
    viewingOptions: products,
    equipment: products,
    premiumChannels: products,
    movieChannelsPack: products,
    recording: products,
  }),
  PhoneInfo: section({
    equipment: products,
    directoryListing: products,
    powerReserve: products,
    battery: products,
    maintenance: products,
    faxLine: products,
    premiumSupport: products,
  }),
  BDVInfo: section({
    equipment: products,
    features: products,
    faxLine: products,
    directoryListing: products,
    maintenance: products,
    videoMeeting: products,
  }),
  /** Bundles by kind: flex (data + TV), fiber + BDV doubles, triples. */
  FlexInfo: z.object({ Bundles: z.array(bundleSummary), FlexDiscount: z.string() }),
  BDVFIOSDP: z.object({ Bundles: z.array(bundleSummary) }),
  BDVFIOSTP: z.object({ Bundles: z.array(bundleSummary) }),
  Bundles: z.array(bundleSummary),
});
export type CustomizeProductsResponse = z.infer<typeof customizeProductsResponse>;

/** GET PrdSelection/GetTVPlans */
export const tvPlansResponse = z.object({
  Plans: z.array(customizePlan.extend({ TVView: z.string() })),
  TVView: z.string(),
});

/** POST PrdSelection/AddTechTeamUsers. */
export const addTechTeamUsersRequest = techTeamUser.extend({
  SessionId: shortText(100).optional(),
  VasId: id,
  VasProdId: id,
});
/** POST PrdSelection/ListingDuplicateCheck */
export const listingDuplicateCheckRequest = businessListing;
export const listingDuplicateCheckResponse = z.object({
  success: z.boolean(),
  potentialDuplicate: z.boolean(),
  /** 'Listing Approved' or 'Paid listing already exists for this business location'. */
  message: z.string(),
});
export const businessCategoriesResponse = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const yellowPageHeadingsResponse = z.object({ headings: z.array(z.string()) });
