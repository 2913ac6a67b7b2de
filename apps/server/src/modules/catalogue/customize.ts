/**
 * The catalogue as the storefront reads it (pure): GetCustomizeProductsNew (001 §3 "Plan
 * (catalogue)", packages/domain/src/wire/cart.ts customizeProductsResponse), assembled from one
 * section per service: ./customize-internet.ts (also the internet plans the qualification lists),
 * ./customize-tv.ts, ./customize-voice.ts (phone and BDV), on the blocks of ./customize-parts.ts.
 * Prices are formatted from cents; nothing is computed beyond the 001 rules (router buy price
 * over 12 months, BDV equipment price / 12, joint offer).
 */
import { LRUCache } from 'lru-cache';
import type { Brand } from '@bizline/domain/app-config';
import type { Bundle, CatalogueDocument, ServiceKind } from '@bizline/domain/catalogue/schema';
import { formatCents } from '@bizline/domain/pricing/money';
import type { CartSelections, CustomizeProductsResponse } from '@bizline/domain/wire/cart';
import type { JointOffer, YesNo } from '@bizline/domain/wire/entry';
import { internetSection } from './customize-internet';
import { tvSection } from './customize-tv';
import { bdvSection, phoneSection } from './customize-voice';

export type Availability = { fiber: YesNo; hsi: YesNo; tv: YesNo; phone: YesNo; bdv: YesNo };

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
  /** The provider's part of each plan's broadband label (the process's configuration). */
  brand: Brand;
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

/**
 * The most customise views kept per catalogue version (about 40 KB of JSON each, so about 10-20
 * MB at most); past it the least recently used go first.
 */
const KEPT_VIEWS = 200;
const keptViews = new WeakMap<CatalogueDocument, LRUCache<string, CustomizeProductsResponse>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The customise page's products for a cart: a function of the catalogue version and of the
 * cart's availability, selections, joint offer and speed type only, so each process keeps the
 * answers it built (per catalogue version, KEPT_VIEWS at most) and a cart change with the same
 * inputs reuses one: building it was about half a cart change's CPU (issue 13). Carts with the
 * same picks share a view; a cart with numbers of its own (voice lines) builds its own. Kept
 * answers are frozen: a caller cannot change another request's.
 */
export function customizeProductsFor(input: CustomizeProductsInput): CustomizeProductsResponse {
  let kept = keptViews.get(input.doc);
  if (!kept) keptViews.set(input.doc, (kept = new LRUCache({ max: KEPT_VIEWS })));
  const key = JSON.stringify([
    input.availability,
    input.selections,
    input.jointOffer,
    input.speedType ?? null,
  ]);
  let view = kept.get(key);
  if (!view) {
    view = deepFreeze(buildCustomizeProducts({ ...input, cartId: '' }));
    kept.set(key, view);
  }
  return { ...view, EPSessionID: input.cartId };
}

/** GET PrdSelection/GetCustomizeProductsNew: the catalogue for this cart (pure). */
function buildCustomizeProducts(input: CustomizeProductsInput): CustomizeProductsResponse {
  const { doc, availability: a, selections: s } = input;
  const contract = s.contract;
  const joint = input.jointOffer;
  const can: Record<ServiceKind, boolean> = {
    data: a.fiber === 'Y',
    hsi: a.hsi === 'Y',
    tv: a.tv === 'Y',
    phone: a.phone === 'Y',
    bdv: a.bdv === 'Y',
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
    DataInfo: internetSection(input, 'FIOS', can.data),
    HSIBundleInfo: internetSection(input, 'DSL', can.hsi),
    FiosTVInfo: tvSection(doc, s, can.tv),
    PhoneInfo: phoneSection(doc, s, can.phone),
    BDVInfo: bdvSection(doc, s, can.bdv),
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
