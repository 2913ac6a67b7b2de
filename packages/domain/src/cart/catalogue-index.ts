/**
 * The catalogue by product id (over indexCatalogue), typed by the list each product sits in
 * ('internet.plans', 'tv.equipment'...). Cart rules use it to tell an unknown id from an id of
 * the wrong kind.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueDocument } from '../catalogue/schema';

type Doc = CatalogueDocument;
type ItemOf<T> = T extends readonly (infer I)[] ? I : NonNullable<T>;

/** Every list (or single item) of the catalogue a cart can select from. */
export interface CartCategories {
  'internet.plans': ItemOf<Doc['internet']['plans']>;
  'internet.routers': ItemOf<Doc['internet']['routers']>;
  'internet.extenders': ItemOf<Doc['internet']['extenders']>;
  'internet.additionalRouters': ItemOf<Doc['internet']['additionalRouters']>;
  'internet.installation': ItemOf<Doc['internet']['installation']>;
  'internet.staticIp': ItemOf<Doc['internet']['staticIp']>;
  'internet.techTeam': ItemOf<Doc['internet']['techTeam']>;
  'internet.cloudStorage': ItemOf<Doc['internet']['cloudStorage']>;
  'internet.videoMeeting': ItemOf<Doc['internet']['videoMeeting']>;
  'internet.localListing': ItemOf<Doc['internet']['localListing']>;
  'internet.premiumSupport': ItemOf<Doc['internet']['premiumSupport']>;
  'tv.plans': ItemOf<Doc['tv']['plans']>;
  'tv.viewingOptions': ItemOf<Doc['tv']['viewingOptions']>;
  'tv.equipment': ItemOf<Doc['tv']['equipment']>;
  'tv.premiumChannels': ItemOf<Doc['tv']['premiumChannels']>;
  'tv.movieChannelsPack': ItemOf<Doc['tv']['movieChannelsPack']>;
  'tv.recording': ItemOf<Doc['tv']['recording']>;
  'phone.plans': ItemOf<Doc['phone']['plans']>;
  'phone.equipment': ItemOf<Doc['phone']['equipment']>;
  'phone.directoryListing': ItemOf<Doc['phone']['directoryListing']>;
  'phone.powerReserve': ItemOf<Doc['phone']['powerReserve']>;
  'phone.battery': ItemOf<Doc['phone']['battery']>;
  'phone.maintenance': ItemOf<Doc['phone']['maintenance']>;
  'phone.faxLine': ItemOf<Doc['phone']['faxLine']>;
  'phone.premiumSupport': ItemOf<Doc['phone']['premiumSupport']>;
  'bdv.plans': ItemOf<Doc['bdv']['plans']>;
  'bdv.equipment': ItemOf<Doc['bdv']['equipment']>;
  'bdv.features': ItemOf<Doc['bdv']['features']>;
  'bdv.faxLine': ItemOf<Doc['bdv']['faxLine']>;
  'bdv.directoryListing': ItemOf<Doc['bdv']['directoryListing']>;
  'bdv.maintenance': ItemOf<Doc['bdv']['maintenance']>;
}
export type CartCategory = keyof CartCategories;

export interface CartLookup {
  /** The list an id sits in, or undefined for an id the catalogue does not have. */
  categoryOf(id: string): CartCategory | undefined;
  /** The item when it sits in that list, else undefined. */
  get<C extends CartCategory>(category: C, id: string): CartCategories[C] | undefined;
  /** Every item of a list. */
  list<C extends CartCategory>(category: C): CartCategories[C][];
  readonly doc: CatalogueDocument;
}

export function cartLookup(doc: CatalogueDocument): CartLookup {
  // indexCatalogue is cached per document: building a lookup per request is cheap.
  const index = indexCatalogue(doc);
  const categoryOf = (id: string) => {
    const entry = index.get(id);
    return entry ? (`${entry.section}.${entry.category}` as CartCategory) : undefined;
  };
  return {
    doc,
    categoryOf,
    get: <C extends CartCategory>(category: C, id: string) =>
      categoryOf(id) === category ? (index.get(id)!.item as CartCategories[C]) : undefined,
    list: <C extends CartCategory>(category: C) => {
      const [section, key] = category.split('.') as [keyof typeof doc, string];
      const value = (doc[section] as Record<string, unknown>)[key];
      return (Array.isArray(value) ? value : value ? [value] : []) as CartCategories[C][];
    },
  };
}
