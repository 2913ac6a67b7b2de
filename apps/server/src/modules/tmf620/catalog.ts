/**
 * TMF620's resources from the catalogue versions (docs/integration.md "TMF620"): the active
 * version's entries are `Active`, each valid from the loading of the first version that had its
 * id; an id the active version no longer has is `Retired` (answered by id only, from the newest
 * version that had it, valid until the next version was loaded). Parsed documents are kept by
 * checksum, the index by the set of versions: an import is seen on the next call.
 */
import { catalogueDocument } from '@bizline/domain/catalogue/schema';
import { TMF620_BASE } from '@bizline/domain/wire/tmf620';
import type { AppContext } from '../../context';
import { getActiveCatalogue } from '../catalogue/service';
import { categoryName, entriesOf, type Entry, type PriceEntry } from './entries';
import * as repo from './repo';

type Status = 'Active' | 'Retired';

interface Known {
  entry: Entry;
  status: Status;
  start: string;
  end: string | null;
  /** The catalogue version (provider's text) the entry is read from. */
  version: string;
  lastUpdate: string;
}

interface Index {
  key: string;
  /** The active version's entries, in the document's order. */
  active: Known[];
  /** Every id ever listed: the active entry, else the newest retired one. */
  byId: Map<string, Known>;
  prices: Map<string, { price: PriceEntry; of: Known }>;
  categories: string[];
}

const parsedByChecksum = new Map<string, Map<string, Entry>>();
const indexes = new WeakMap<object, Index>();

async function entriesByVersion(ctx: AppContext) {
  const db = ctx.db.kysely;
  // Loads the default catalogue into a database that has none yet.
  await getActiveCatalogue(ctx);
  const versions = await repo.versionsMeta(db);
  const missing = versions.filter((v) => !parsedByChecksum.has(v.checksum));
  for (const row of await repo.documentsOf(
    db,
    missing.map((v) => Number(v.id)),
  )) {
    const v = missing.find((m) => Number(m.id) === Number(row.id))!;
    const doc = catalogueDocument.parse(JSON.parse(row.document));
    parsedByChecksum.set(v.checksum, new Map(entriesOf(doc).map((e) => [e.id, e])));
  }
  return versions.map((v) => ({ ...v, entries: parsedByChecksum.get(v.checksum)! }));
}

async function indexOf(ctx: AppContext): Promise<Index> {
  const versions = await entriesByVersion(ctx);
  const key = versions.map((v) => `${v.id}:${v.active}`).join(',');
  const known = indexes.get(ctx.db.kysely);
  if (known?.key === key) return known;
  const activeAt = versions.findLastIndex((v) => Number(v.active) === 1);
  const active = versions[activeAt]!;
  const firstSeen = new Map<string, string>();
  for (const v of versions)
    for (const id of v.entries.keys()) {
      if (!firstSeen.has(id)) firstSeen.set(id, v.loaded_at);
    }
  const byId = new Map<string, Known>();
  const activeList: Known[] = [];
  for (const entry of active.entries.values()) {
    const k: Known = {
      entry,
      status: 'Active',
      start: firstSeen.get(entry.id)!,
      end: null,
      version: active.version,
      lastUpdate: active.loaded_at,
    };
    byId.set(entry.id, k);
    activeList.push(k);
  }
  // Retired: the newest other version that had the id, until the version after it.
  for (let i = versions.length - 1; i >= 0; i--) {
    if (i === activeAt) continue;
    const v = versions[i]!;
    for (const entry of v.entries.values()) {
      if (byId.has(entry.id)) continue;
      byId.set(entry.id, {
        entry,
        status: 'Retired',
        start: firstSeen.get(entry.id)!,
        end: versions[i + 1]?.loaded_at ?? active.loaded_at,
        version: v.version,
        lastUpdate: v.loaded_at,
      });
    }
  }
  const prices = new Map<string, { price: PriceEntry; of: Known }>();
  for (const k of byId.values())
    for (const price of k.entry.prices) prices.set(price.id, { price, of: k });
  const categories = [
    ...new Set(activeList.flatMap((k) => [k.entry.category.split('.')[0]!, k.entry.category])),
  ];
  const index: Index = { key, active: activeList, byId, prices, categories };
  indexes.set(ctx.db.kysely, index);
  return index;
}

const href = (ctx: AppContext, kind: string, id: string) =>
  `${ctx.config.publicUrl}${TMF620_BASE}/${kind}/${encodeURIComponent(id)}`;
const ref = (ctx: AppContext, kind: string, id: string, name: string) => ({
  id,
  href: href(ctx, kind, id),
  name,
});
const validFor = (k: Known) => ({
  startDateTime: k.start,
  ...(k.end ? { endDateTime: k.end } : {}),
});
const dollars = (cents: number) => Math.round(cents) / 100;
const valueType = (v: unknown) =>
  typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';

/** What an offering and its specification both say of the entry. */
function described(ctx: AppContext, kind: CatalogResource, k: Known) {
  const e = k.entry;
  return {
    id: e.id,
    href: href(ctx, kind, e.id),
    name: e.name,
    ...(e.description ? { description: e.description } : {}),
    version: k.version,
    lastUpdate: k.lastUpdate,
    lifecycleStatus: k.status,
    validFor: validFor(k),
    isBundle: e.isBundle,
  };
}

function offering(ctx: AppContext, k: Known) {
  const e = k.entry;
  return {
    ...described(ctx, 'productOffering', k),
    isSellable: k.status === 'Active',
    category: [ref(ctx, 'category', e.category, categoryName(e.category))],
    productSpecification: {
      ...ref(ctx, 'productSpecification', e.id, e.name),
      '@referredType': 'ProductSpecification',
    },
    productOfferingPrice: e.prices.map((p) => ref(ctx, 'productOfferingPrice', p.id, p.name)),
    '@type': 'ProductOffering',
  };
}

function specification(ctx: AppContext, k: Known) {
  const e = k.entry;
  return {
    ...described(ctx, 'productSpecification', k),
    productSpecCharacteristic: Object.entries(e.traits).map(([name, value]) => ({
      name,
      valueType: valueType(value),
      configurable: false,
      productSpecCharacteristicValue: [{ value, valueType: valueType(value), isDefault: true }],
    })),
    '@type': 'ProductSpecification',
  };
}

const TERM_MONTHS = { MonthToMonth: 1, TwoYears: 24 } as const;

function price(ctx: AppContext, p: PriceEntry, of: Known) {
  return {
    id: p.id,
    href: href(ctx, 'productOfferingPrice', p.id),
    name: `${of.entry.name}: ${p.name}`,
    version: of.version,
    lastUpdate: of.lastUpdate,
    lifecycleStatus: of.status,
    validFor: validFor(of),
    isBundle: false,
    priceType: p.priceType,
    ...(p.priceType === 'recurring'
      ? { recurringChargePeriodType: 'month', recurringChargePeriodLength: 1 }
      : {}),
    price: { unit: 'USD', value: dollars(p.cents) },
    ...(p.term
      ? {
          productOfferingTerm: [
            { name: p.term, duration: { amount: TERM_MONTHS[p.term], units: 'month' } },
          ],
        }
      : {}),
    '@type': 'ProductOfferingPrice',
  };
}

function category(ctx: AppContext, index: Index, id: string) {
  const [root, list] = id.split('.');
  const members = index.active.filter((k) => k.entry.category === id);
  const children = list ? [] : index.categories.filter((c) => c.startsWith(`${root}.`));
  return {
    id,
    href: href(ctx, 'category', id),
    name: categoryName(id),
    lastUpdate: index.active[0]?.lastUpdate,
    lifecycleStatus: 'Active',
    isRoot: !list,
    ...(list ? { parentId: root } : {}),
    ...(children.length
      ? { subCategory: children.map((c) => ref(ctx, 'category', c, categoryName(c))) }
      : {}),
    ...(members.length
      ? {
          productOffering: members.map((k) =>
            ref(ctx, 'productOffering', k.entry.id, k.entry.name),
          ),
        }
      : {}),
    '@type': 'Category',
  };
}

export type CatalogResource =
  'productOffering' | 'productSpecification' | 'productOfferingPrice' | 'category';

/** A list of the active catalogue's resources of one kind, filtered by category.id (a category or its root). */
export async function listResources(
  ctx: AppContext,
  kind: CatalogResource,
  filter: { categoryId?: string; lifecycleStatus?: string },
): Promise<object[]> {
  const index = await indexOf(ctx);
  if (filter.lifecycleStatus && filter.lifecycleStatus !== 'Active') return [];
  const inCategory = (k: Known) =>
    !filter.categoryId ||
    k.entry.category === filter.categoryId ||
    k.entry.category.startsWith(`${filter.categoryId}.`);
  const entries = index.active.filter(inCategory);
  switch (kind) {
    case 'productOffering':
      return entries.map((k) => offering(ctx, k));
    case 'productSpecification':
      return entries.map((k) => specification(ctx, k));
    case 'productOfferingPrice':
      return entries.flatMap((k) => k.entry.prices.map((p) => price(ctx, p, k)));
    case 'category':
      return index.categories
        .filter(
          (c) =>
            !filter.categoryId || c === filter.categoryId || c.startsWith(`${filter.categoryId}.`),
        )
        .map((c) => category(ctx, index, c));
  }
}

/** One resource by id (a retired offering, specification or price included), or null. */
export async function findResource(
  ctx: AppContext,
  kind: CatalogResource,
  id: string,
): Promise<object | null> {
  const index = await indexOf(ctx);
  switch (kind) {
    case 'productOffering': {
      const k = index.byId.get(id);
      return k ? offering(ctx, k) : null;
    }
    case 'productSpecification': {
      const k = index.byId.get(id);
      return k ? specification(ctx, k) : null;
    }
    case 'productOfferingPrice': {
      const p = index.prices.get(id);
      return p ? price(ctx, p.price, p.of) : null;
    }
    case 'category':
      return index.categories.includes(id) ? category(ctx, index, id) : null;
  }
}
