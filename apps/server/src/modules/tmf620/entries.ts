/**
 * What TMF620 lists of one catalogue document (docs/integration.md "TMF620"): every product the
 * storefront sells, as an entry with its stable id, its category and its prices.
 *
 * - Sections internet, tv, phone and bdv: every item of each list (or single item) is an offering
 *   whose id is the item's own catalogue id (ids are unique across the document), in category
 *   `<section>.<list>` (e.g. `internet.plans`) under the root category `<section>`.
 * - Bundles: an offering per bundle, id its BID, in `bundles`.
 * - Wireless plans have no id in the catalogue: `WIRELESS-4G-<speed>` and `WIRELESS-5G-<speed>`
 *   (speeds are unique in each list), in `wireless.fourG` / `wireless.fiveG`.
 * - Prices: a contract-dependent monthly price is two recurring prices, `<id>.MonthToMonth` and
 *   `<id>.TwoYears` (with the term); one monthly price `<id>.monthly`; a one-time charge
 *   `<id>.oneTime`; a bundle's monthly discount `<id>.discount` (negative).
 */
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';

export interface PriceEntry {
  id: string;
  name: string;
  priceType: 'recurring' | 'oneTime';
  cents: number;
  /** The contract term the price is for, or null (the same on any term). */
  term: 'MonthToMonth' | 'TwoYears' | null;
}

export interface Entry {
  id: string;
  name: string;
  description: string;
  /** `<section>.<list>`, e.g. internet.plans. */
  category: string;
  isBundle: boolean;
  prices: PriceEntry[];
  /** The item's other plain values (speeds, channels, quantities...): its characteristics. */
  traits: Record<string, string | number | boolean>;
}

const SECTIONS = ['internet', 'tv', 'phone', 'bdv'] as const;
/** Fields that are the entry itself or its prices, not characteristics. */
const NOT_TRAITS = new Set([
  'id',
  'name',
  'description',
  'price',
  'monthlyCents',
  'oneTimeCents',
  'BID',
  'BundleRC',
]);

const TERM_NAMES = { MonthToMonth: 'month to month', TwoYears: '2-year agreement' } as const;

function pricesOf(id: string, item: Record<string, unknown>): PriceEntry[] {
  const out: PriceEntry[] = [];
  const price = item.price as { MonthToMonth: number; TwoYears: number } | undefined;
  if (price && typeof price === 'object') {
    for (const term of ['MonthToMonth', 'TwoYears'] as const) {
      out.push({
        id: `${id}.${term}`,
        name: `Monthly, ${TERM_NAMES[term]}`,
        priceType: 'recurring',
        cents: price[term],
        term,
      });
    }
  }
  if (typeof item.monthlyCents === 'number') {
    out.push({
      id: `${id}.monthly`,
      name: 'Monthly',
      priceType: 'recurring',
      cents: item.monthlyCents,
      term: null,
    });
  }
  if (typeof item.oneTimeCents === 'number') {
    out.push({
      id: `${id}.oneTime`,
      name: 'One time',
      priceType: 'oneTime',
      cents: item.oneTimeCents,
      term: null,
    });
  }
  return out;
}

function traitsOf(item: Record<string, unknown>): Entry['traits'] {
  const traits: Entry['traits'] = {};
  for (const [k, v] of Object.entries(item)) {
    if (NOT_TRAITS.has(k)) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') traits[k] = v;
  }
  return traits;
}

function itemEntry(category: string, raw: unknown): Entry | null {
  const item = raw as Record<string, unknown>;
  if (!item || typeof item !== 'object' || typeof item.id !== 'string') return null;
  return {
    id: item.id,
    name: String(item.name ?? item.id),
    description: typeof item.description === 'string' ? item.description : '',
    category,
    isBundle: false,
    prices: pricesOf(item.id, item),
    traits: traitsOf(item),
  };
}

/** The entries of a catalogue document, in the document's order. */
export function entriesOf(doc: CatalogueDocument): Entry[] {
  const out: Entry[] = [];
  for (const section of SECTIONS) {
    for (const [list, value] of Object.entries(doc[section])) {
      for (const raw of Array.isArray(value) ? value : [value]) {
        const entry = itemEntry(`${section}.${list}`, raw);
        if (entry) out.push(entry);
      }
    }
  }
  for (const b of doc.bundles) {
    out.push({
      id: b.BID,
      name: b.name,
      description: `${b.services.join(' + ')}, ${TERM_NAMES[b.Contract]}`,
      category: 'bundles',
      isBundle: true,
      prices: b.BundleRC
        ? [
            {
              id: `${b.BID}.discount`,
              name: 'Monthly bundle discount',
              priceType: 'recurring',
              cents: -b.BundleRC,
              term: b.Contract,
            },
          ]
        : [],
      traits: { type: b.type, services: b.services.join(','), contract: b.Contract },
    });
  }
  const wireless = [
    ['fourG', '4G', '4G LTE'],
    ['fiveG', '5G', '5G'],
  ] as const;
  for (const [list, code, label] of wireless) {
    for (const plan of doc.wireless[list]) {
      const id = `WIRELESS-${code}-${plan.speedMbps}`;
      const { install, ...rest } = plan as typeof plan & { install: unknown };
      out.push({
        id,
        name: `Business wireless ${label} ${plan.speedMbps} Mbps`,
        description: '',
        category: `wireless.${list}`,
        isBundle: false,
        prices: pricesOf(id, rest),
        traits: {
          ...traitsOf(rest),
          ...(typeof install === 'string' ? { install } : {}),
        },
      });
    }
  }
  return out;
}

/** A category's name: its root section, or its list's words ('staticIp' -> 'Static ip'). */
export function categoryName(id: string): string {
  const ROOTS: Record<string, string> = {
    internet: 'Internet',
    tv: 'TV',
    phone: 'Phone',
    bdv: 'Business Digital Voice',
    bundles: 'Bundles',
    wireless: 'Business wireless',
  };
  const [root = '', list] = id.split('.');
  if (!list) return ROOTS[root] ?? root;
  const words = list.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${ROOTS[root] ?? root}: ${words.replace('four g', '4G LTE').replace('five g', '5G')}`;
}
