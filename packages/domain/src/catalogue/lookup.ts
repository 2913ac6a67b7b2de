/**
 * Finding catalogue entries by id. `indexCatalogue(doc)` builds, once per document
 * object, a map from every product id to where it sits: section ('internet', 'tv', 'phone',
 * 'bdv'), category (the key inside the section: 'plans', 'routers', 'equipment',
 * 'premiumChannels', 'powerReserve'...) and the item itself. The server calls it per request; the
 * WeakMap makes repeated calls free and lets a replaced catalogue be collected.
 */
import { servicesOf, type ServicesValue } from '../cart/services';
import type { Contract } from '../constants';
import type { Bundle, CatalogueDocument, ServiceKind } from './schema';

type Sections = Pick<CatalogueDocument, 'internet' | 'tv' | 'phone' | 'bdv'>;
type CatalogueSection = keyof Sections;
type CategoryOf<S extends CatalogueSection> = keyof Sections[S] & string;
/** The item type of a category: the array's element, or the single entry (powerReserve...). */
type ItemOf<S extends CatalogueSection, C extends CategoryOf<S>> = Sections[S][C] extends
  readonly (infer T)[] | undefined
  ? T
  : NonNullable<Sections[S][C]>;

interface CatalogueEntry {
  section: CatalogueSection;
  category: string;
  item: { id: string; name: string };
}

/** Thrown when a selection names an id the catalogue does not have where it is used. */
export class UnknownProductError extends Error {
  constructor(
    readonly productId: string,
    readonly expected: string,
  ) {
    super(`'${productId}' is not a product of ${expected} in the catalogue`);
    this.name = 'UnknownProductError';
  }
}

export interface CatalogueLookup {
  /** Any product id; undefined when the catalogue has none. */
  get(id: string): CatalogueEntry | undefined;
  /** The product `id` of `section.category`; throws UnknownProductError otherwise. */
  find<S extends CatalogueSection, C extends CategoryOf<S>>(
    id: string,
    section: S,
    category: C,
  ): ItemOf<S, C>;
  /** The bundle with this BID, or undefined. */
  bundle(bid: string): Bundle | undefined;
}

const SECTIONS: readonly CatalogueSection[] = ['internet', 'tv', 'phone', 'bdv'];
const cache = new WeakMap<CatalogueDocument, CatalogueLookup>();

export function indexCatalogue(doc: CatalogueDocument): CatalogueLookup {
  const cached = cache.get(doc);
  if (cached) return cached;
  const entries = new Map<string, CatalogueEntry>();
  for (const section of SECTIONS) {
    for (const [category, value] of Object.entries(doc[section])) {
      const items: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
      for (const item of items) {
        const it = item as CatalogueEntry['item'];
        // First entry wins; catalogueProblems refuses a document with duplicate ids anyway.
        if (!entries.has(it.id)) entries.set(it.id, { section, category, item: it });
      }
    }
  }
  const bundles = new Map(doc.bundles.map((b) => [b.BID, b]));
  const lookup: CatalogueLookup = {
    get: (id) => entries.get(id),
    find(id, section, category) {
      const entry = entries.get(id);
      if (!entry || entry.section !== section || entry.category !== category) {
        throw new UnknownProductError(id, `${section}.${category}`);
      }
      return entry.item as never;
    },
    bundle: (bid) => bundles.get(bid),
  };
  cache.set(doc, lookup);
  return lookup;
}

const sameServices = (a: readonly ServiceKind[], b: readonly ServiceKind[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((s) => y.has(s));
};

/**
 * The catalogue bundle for a set of services under a contract (001 §4 "Contract switch"
 * re-selects it), or undefined when the catalogue sells no such bundle. `services` is a list of
 * service kinds or a 001 §4 combination ('data+bdv', 'flex', 'bdv+data+video').
 */
export function bundleFor(
  doc: CatalogueDocument,
  services: readonly ServiceKind[] | ServicesValue,
  contract: Contract,
): Bundle | undefined {
  const wanted = typeof services === 'string' ? servicesOf(services) : services;
  if (wanted.length === 0) return undefined;
  return doc.bundles.find((b) => b.Contract === contract && sameServices(b.services, wanted));
}

export { sameServices as sameServiceSet };
