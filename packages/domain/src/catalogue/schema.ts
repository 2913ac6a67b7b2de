/**
 * The provider's catalogue as data: everything the customise stage sells,
 * with its prices in integer cents. A provider writes one JSON document (data/catalogue/demo.json
 * is the demo) and loads it with `npm run catalogue:import -- file.json`; the server validates it
 * with `catalogueDocument` and refuses a bad file naming the entry (zod path, e.g.
 * `internet.plans[3].price.TwoYears: must be whole cents`).
 *
 * Conventions
 * - Every id is a string, unique across the whole document (`catalogueProblems` checks it), so
 *   a cart line can name any product by id alone.
 * - Money is integer cents (`cents`), never floats. Monthly prices that depend on the contract are
 *   `termPrice` ({ MonthToMonth, TwoYears }); the schema refuses a month-to-month price below the
 *   two-year one unless the item says `allowCheaperMonthToMonth: true`.
 * - `oneTimeCents` is charged once (equipment bought, installation); the pricing function spreads
 *   it over `installments` months when the item allows installments.
 * - Names follow the spec where it names them ('Static IP Single', routers 'Name|rent').
 */
import { z } from 'zod';
import { CONTRACT, ROUTER_TYPES } from '../constants';
import { routerDisplayName } from './rules';
import { catalogueOffer } from './offers';
import { wirelessSection } from './wireless';
import {
  duplicateIdentifiers,
  internetLabelFields,
  labelIdentifiers,
} from '../broadband-label/schema';
import {
  catalogueId,
  cents,
  maxCount,
  monthlyItem,
  msg,
  name,
  noCheaperMonthToMonth,
  oneTimeItem,
  priced,
  quantityItem,
  termPrice,
  type TermPrice,
} from './schema-parts';

export type { TermPrice };

/**
 * A product image: a file name in the catalogue's image folder (CATALOGUE_IMAGES_DIR, default
 * data/catalogue/images), served at `{api}/images/<name>`. No folders, no '..': the server
 * serves exactly these names, and the import checks that each file exists.
 */
export const CATALOGUE_IMAGE_NAME =
  /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp)$/;
/** Content type of each image kind the catalogue may name. */
export const CATALOGUE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

// ---------------------------------------------------------------------------------------------
// Internet (DataInfo: fiber, HSIBundleInfo: DSL)
// ---------------------------------------------------------------------------------------------

/** Speeds named in a text, in Mbps: '2 Gig' -> [2000], 'up to 500 Mbps' -> [500]. */
export function speedsNamedIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(gig|gbps|mbps)\b/gi)) {
    out.push(Number(m[1]) * (m[2]!.toLowerCase() === 'mbps' ? 1 : 1000));
  }
  return out;
}

/** A badge must not name another speed than the plan's name and download speed. */
function badgeMatchesPlan(
  plan: { name: string; badge: string; downMbps: number },
  ctx: z.RefinementCtx,
) {
  const named = speedsNamedIn(plan.name);
  for (const speed of speedsNamedIn(plan.badge)) {
    if (speed !== plan.downMbps || (named.length > 0 && !named.includes(speed))) {
      ctx.addIssue({
        code: 'custom',
        path: ['badge'],
        message: `'${plan.badge}' contradicts the plan '${plan.name}' (${plan.downMbps} Mbps)`,
      });
    }
  }
}

const internetPlan = z
  .object({
    ...priced,
    /** Catalogue ids of 001 §3 "Plan". */
    packageId: catalogueId,
    dataProductId: catalogueId,
    dataPackageId: catalogueId,
    /** 'FIOS' (fiber) or 'DSL' (HSI). */
    serviceType: z.enum(['FIOS', 'DSL']),
    /** Speeds in Mbps (001 §9: displayed speed is UP_SPEED x 1,000,000 bits). */
    downMbps: z.number().positive(),
    upMbps: z.number().positive(),
    price: termPrice,
    allowCheaperMonthToMonth: z.boolean().default(false),
    /** Tile texts (001 §2 plan tile). */
    bestFor: z.string().max(200).default(''),
    included: z
      .array(z.object({ Name: z.string().max(120), toolTip: z.string().max(400).default('') }))
      .default([]),
    /** The broadband label's data (broadband-label/schema.ts); its prices come from pricing. */
    fccLabel: internetLabelFields,
    /** 'Y' when the router rental is included in this plan's price (RentRouterInclude). */
    rentRouterIncluded: z.boolean().default(false),
    /** Shows the prepaid-card offer text on the tile (500 Mbps, 1 Gig, 2 Gig; 001 §2). */
    prepaidCardOffer: z.boolean().default(false),
    /** A short tag on the tile ('2 Gig', 'Most popular'); a speed in it must be the plan's. */
    badge: z.string().trim().max(30).default(''),
  })
  .superRefine(noCheaperMonthToMonth)
  .superRefine(badgeMatchesPlan);
export type InternetPlan = z.infer<typeof internetPlan>;

const router = z.object({
  ...priced,
  /** 'Name|rent', 'Name|buy' or 'Name|own' (001 §2: router type follows the '|'). */
  name: z
    .string()
    .regex(
      new RegExp(`\\|(${ROUTER_TYPES.join('|')})$`),
      "must end with '|rent', '|buy' or '|own'",
    ),
  serviceTypes: z.array(z.enum(['FIOS', 'DSL'])).min(1),
  /** rent: monthly; buy: one-time (spread over 12 months, 001 §2); own: 0. */
  monthlyCents: cents.default(0),
  oneTimeCents: cents.default(0),
  recommended: z.boolean().default(false),
});
export type CatalogueRouter = z.infer<typeof router>;

const internetSection = z.object({
  plans: z.array(internetPlan).min(1),
  routers: z.array(router).min(1),
  extenders: z.array(quantityItem).default([]),
  additionalRouters: z.array(quantityItem).default([]),
  /** Self or professional installation; `installType` is what the checkout schedules (a self
   * install ships the equipment, a tech install books a technician): one choice, in the cart. */
  installation: z
    .array(
      oneTimeItem.extend({
        isDefault: z.boolean().default(false),
        installType: z.enum(['self', 'tech']),
      }),
    )
    .min(1),
  /** 'Static IP Single', 'Static IP Block of 5'; none chosen means Dynamic. */
  staticIp: z.array(monthlyItem).default([]),
  /** Value-added services sold with internet (VasProdInfo by CategoryName, 001 §3). */
  techTeam: z.array(monthlyItem.extend({ vasId: catalogueId })).default([]),
  cloudStorage: z.array(monthlyItem).default([]),
  /** Per licence, no contract (001 §9: Standard 12.49, Pro 17.49, 'not needed' 0). */
  videoMeeting: z.array(monthlyItem.extend({ maxLicenses: maxCount(500) })).default([]),
  localListing: z.array(monthlyItem).default([]),
  premiumSupport: z.array(monthlyItem).default([]),
});

// ---------------------------------------------------------------------------------------------
// TV (FiosTVInfo)
// ---------------------------------------------------------------------------------------------

const tvPlan = z
  .object({
    ...priced,
    packageId: catalogueId,
    /** Pipe-separated tokens: 'Tier|PREFERRED', 'FLEXCHOICE|SPORTSNEWS'... */
    keywords: z.string().max(200),
    channels: z.number().int().min(0),
    price: termPrice,
    allowCheaperMonthToMonth: z.boolean().default(false),
  })
  .superRefine(noCheaperMonthToMonth);

const tvSection = z.object({
  plans: z.array(tvPlan).default([]),
  viewingOptions: z.array(monthlyItem).default([]),
  /** TV equipment; code '000' means none. */
  equipment: z.array(quantityItem.extend({ code: z.string().max(10) })).default([]),
  premiumChannels: z.array(monthlyItem.extend({ movie: z.boolean().default(false) })).default([]),
  /** The Movie Channels Pack of the cart panel: a price for a set of premium channels. */
  movieChannelsPack: monthlyItem.extend({ channelIds: z.array(catalogueId).min(1) }).optional(),
  /** Recording choices; "I don't want" (0) is the reset value. */
  recording: z.array(monthlyItem).default([]),
});

// ---------------------------------------------------------------------------------------------
// Standard phone (PhoneInfo) and business digital voice (BDVInfo)
// ---------------------------------------------------------------------------------------------

const phonePlan = z
  .object({
    ...priced,
    /** Monthly price per line. */
    price: termPrice,
    allowCheaperMonthToMonth: z.boolean().default(false),
    maxLines: z.number().int().min(1).max(99),
  })
  .superRefine(noCheaperMonthToMonth);

const phoneSection = z.object({
  plans: z.array(phonePlan).default([]),
  /** Phone jacks and other equipment (Jacks: PrdID, CountInCart). */
  equipment: z
    .array(oneTimeItem.extend({ maxQuantity: z.number().int().min(1).max(99) }))
    .default([]),
  /** Directory listing choices; a name containing 'Non-published' omits listing info. */
  directoryListing: z.array(monthlyItem).default([]),
  /** Power reserve: $89 once when chosen. */
  powerReserve: oneTimeItem.optional(),
  battery: z.array(oneTimeItem).default([]),
  maintenance: z.array(monthlyItem).default([]),
  /** Fax line, per line per month. */
  faxLine: monthlyItem.extend({ maxLines: maxCount(20) }).optional(),
  premiumSupport: z.array(monthlyItem).default([]),
});

/** The ten desk-phone items of 001 §2 and their sub-categories (PrdSubCat). */
const bdvEquipment = oneTimeItem.extend({
  /** PrdSubCat as the spec spells it: 'desktop', 'codless' or 'accessories'. */
  subCategory: z.enum(['desktop', 'codless', 'accessories']),
  /** ProductSubChoice; 'BDVIPPHONE' is desktop. */
  subChoice: z.string().max(30),
  /** Product image (catalogueImage); '' shows none. */
  image: z
    .string(msg('must be text'))
    .max(100, 'must be at most 100 characters')
    .refine((v) => v === '' || CATALOGUE_IMAGE_NAME.test(v), {
      message:
        "must be a file name in the image folder ending in .svg, .png, .jpg, .jpeg or .webp (no '/')",
    })
    .default(''),
  features: z.array(z.string().max(120)).default([]),
  maxQuantity: z.number().int().min(1).max(99),
});

const bdvSection = z.object({
  /** Per-line plans: 59 per line, 20 for plan id 2033437. */
  plans: z.array(phonePlan).default([]),
  equipment: z.array(bdvEquipment).default([]),
  /** Calling features, monthly. */
  features: z.array(monthlyItem).default([]),
  faxLine: monthlyItem.extend({ maxLines: maxCount(20) }).optional(),
  directoryListing: z.array(monthlyItem).default([]),
  maintenance: z.array(monthlyItem).default([]),
});

// ---------------------------------------------------------------------------------------------
// Bundles, taxes, the document
// ---------------------------------------------------------------------------------------------

/** What a cart combines. */
const serviceKind = z.enum(['data', 'hsi', 'tv', 'phone', 'bdv']);
export type ServiceKind = z.infer<typeof serviceKind>;

/**
 * A bundle: a service combination under one contract. BundleRC is the bundle's monthly
 * recurring charge adjustment in cents: a discount, shown as an offer line and taken off the
 * monthly total (decision 010). Single-service bundles usually carry 0.
 */
const bundle = z.object({
  BID: catalogueId,
  name,
  type: z.enum(['single', 'double', 'triple', 'doubleFlex']),
  services: z.array(serviceKind).min(1).max(3),
  Contract: z.enum([CONTRACT.monthToMonth, CONTRACT.twoYears]),
  /** Monthly discount in cents (>= 0). */
  BundleRC: cents,
});
export type Bundle = z.infer<typeof bundle>;

const taxRule = z.object({
  /** Shown in 'Taxes and other charges'. */
  name,
  /** Rate on monthly charges in basis points (625 = 6.25 %). */
  rateBasisPoints: z.number().int().min(0).max(5000),
});
const taxTable = z.object({
  /** Used for a state not listed. */
  default: taxRule,
  /** Two-letter state -> rule. */
  states: z.record(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state'), taxRule),
  /** Fixed monthly surcharges shown with the taxes (e.g. regulatory recovery fee). */
  fees: z.array(monthlyItem).default([]),
});

export const catalogueDocument = z.object({
  /** Free text the provider uses to tell versions apart ('2026-11 demo'). */
  version: z.string().trim().min(1).max(60),
  currency: z.literal('USD'),
  /** Flex discount: 'MonthToMonth,TwoYears' in dollars, e.g. '10.00,15.00'; index 1 for
   * two years, otherwise index 0. */
  flexDiscount: z.string().regex(/^\d+(\.\d{2})?,\d+(\.\d{2})?$/, "must be 'a.bb,c.dd'"),
  internet: internetSection,
  tv: tvSection,
  phone: phoneSection,
  bdv: bdvSection,
  bundles: z.array(bundle).min(1),
  taxes: taxTable,
  /** Business categories for the local business listing (GetBusinessCategoryList). */
  businessCategories: z.array(z.object({ id: catalogueId, name })).default([]),
  /** Yellow-page headings for the directory listing (GetYPH). */
  yellowPageHeadings: z.array(name).default([]),
  /** Offers with the days they run (offers.ts): none is shown or applied outside them. */
  offers: z.array(catalogueOffer).default([]),
  /** The wireless plans of the entry pages (wireless.ts). */
  wireless: wirelessSection.default({ fourG: [], fiveG: [] }),
});
export type CatalogueDocument = z.infer<typeof catalogueDocument>;

/**
 * Cross-entry checks a schema cannot express: ids unique across the document, bundle services
 * that exist, movie pack channels that exist. Returns problems as 'path: message'.
 */
export function catalogueProblems(doc: CatalogueDocument): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${path}[${i}]`));
    } else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      const id = typeof o.id === 'string' ? o.id : typeof o.BID === 'string' ? o.BID : null;
      if (id !== null && path !== 'businessCategories' && !path.startsWith('businessCategories[')) {
        const first = seen.get(id);
        if (first) problems.push(`${path}.id: '${id}' is already used by ${first}`);
        else seen.set(id, path);
      }
      for (const [k, v] of Object.entries(o)) visit(v, path ? `${path}.${k}` : k);
    }
  };
  visit(doc, '');
  problems.push(...duplicateNames(doc));
  problems.push(...duplicateIdentifiers(labelIdentifiers(doc)));
  const pack = doc.tv.movieChannelsPack;
  if (pack) {
    const channels = new Set(doc.tv.premiumChannels.map((c) => c.id));
    pack.channelIds.forEach((c, i) => {
      if (!channels.has(c))
        problems.push(`tv.movieChannelsPack.channelIds[${i}]: '${c}' is not a premium channel`);
    });
  }
  // One bundle per service set and contract, so the contract switch finds exactly one; and no
  // month-to-month bundle discount above the two-year one (month-to-month is never cheaper).
  const bundleKey = (services: readonly string[], contract: string) =>
    `${[...new Set(services)].sort().join('+')}@${contract}`;
  const bundleAt = new Map<string, { index: number; rc: number }>();
  doc.bundles.forEach((b, i) => {
    const key = bundleKey(b.services, b.Contract);
    const first = bundleAt.get(key);
    if (first) {
      problems.push(
        `bundles[${i}]: '${b.BID}' sells the same services under the same contract as bundles[${first.index}]`,
      );
    } else bundleAt.set(key, { index: i, rc: b.BundleRC });
  });
  doc.bundles.forEach((b, i) => {
    if (b.Contract !== CONTRACT.monthToMonth) return;
    const two = bundleAt.get(bundleKey(b.services, CONTRACT.twoYears));
    if (two && b.BundleRC > two.rc) {
      problems.push(
        `bundles[${i}].BundleRC: must not be above the TwoYears bundle's BundleRC for the same services`,
      );
    }
  });
  const [flexOther, flexTwoYears] = doc.flexDiscount.split(',').map(Number);
  if ((flexOther ?? 0) > (flexTwoYears ?? 0)) {
    problems.push('flexDiscount: the month-to-month discount must not be above the TwoYears one');
  }
  return problems;
}

/**
 * Names a list shows side by side must differ (a visitor cannot tell two 'Business Fiber Router'
 * tiles apart): within each list of the document, compared without case and spacing. Routers
 * compare by display name (without '|rent'/'|buy'/'|own') among those of one service type.
 */
function duplicateNames(doc: CatalogueDocument): string[] {
  const problems: string[] = [];
  const key = (n: string) => n.trim().replace(/\s+/g, ' ').toLowerCase();
  const check = (path: string, items: readonly { name: string; groups?: readonly string[] }[]) => {
    const first = new Map<string, number>();
    items.forEach((item, i) => {
      for (const group of item.groups ?? ['']) {
        const k = `${group}\u0000${key(item.name)}`;
        const at = first.get(k);
        if (at === undefined) first.set(k, i);
        else {
          problems.push(
            `${path}[${i}].name: '${item.name}' is also the name of ${path}[${at}]; choices listed together need different names`,
          );
          break;
        }
      }
    });
  };
  const visit = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      if (path === 'internet.routers') {
        check(
          path,
          doc.internet.routers.map((r) => ({
            name: routerDisplayName(r.name),
            groups: r.serviceTypes,
          })),
        );
      } else if (value.every((v) => v && typeof v === 'object' && typeof v.name === 'string')) {
        check(path, value as { name: string }[]);
      }
      value.forEach((v, i) => visit(v, `${path}[${i}]`));
      return;
    }
    for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k);
  };
  visit(doc, '');
  return problems;
}
