/**
 * Address normalisation for search (pure: no I/O, no Node APIs, so it can move to
 * packages/domain when the storefront needs it).
 *
 * The same function folds both what the provider imports and what a visitor types, so
 * "123 Main Street, Boston MA" and "123 MAIN ST BOSTON MA" meet on one key. Rules (spec 000 §4:
 * ignore case, spaces and commas; issue 3: ST/STREET, N/NORTH... are the same):
 * - upper case, accents removed (Peñasco -> PENASCO);
 * - apostrophes and periods vanish (O'Brien -> OBRIEN, N.W. -> NW), any other character that is
 *   not a letter or digit separates tokens (commas, hyphens, #, slashes);
 * - each whole token is folded to its USPS abbreviation (Publication 28: street suffixes,
 *   directionals, unit designators, and SAINT/MOUNT/FORT which occur in street and city names).
 * Folding is token by token and applied everywhere (street, city, unit), so it is consistent
 * even where a token is ambiguous (CT is Court and Connecticut; both sides fold alike).
 *
 * See docs/decisions/004-footprint-search-schema.md for how the keys are indexed and queried.
 */

/** Long form (and common misspellings) -> USPS abbreviation. Tokens not listed stay as they are. */
// prettier-ignore
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  // directionals
  NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W',
  NORTHEAST: 'NE', NORTHWEST: 'NW', SOUTHEAST: 'SE', SOUTHWEST: 'SW',
  // street suffixes (USPS Publication 28, appendix C1: the common ones)
  ALLEY: 'ALY', ALLEE: 'ALY', ALLY: 'ALY',
  AVENUE: 'AVE', AV: 'AVE', AVEN: 'AVE', AVENU: 'AVE', AVN: 'AVE', AVNUE: 'AVE',
  BOULEVARD: 'BLVD', BOUL: 'BLVD', BOULV: 'BLVD', BLV: 'BLVD',
  BRIDGE: 'BRG', BYPASS: 'BYP', CAUSEWAY: 'CSWY', CENTER: 'CTR', CENTRE: 'CTR',
  CIRCLE: 'CIR', CIRC: 'CIR', CIRCL: 'CIR', COURT: 'CT', COVE: 'CV', CRESCENT: 'CRES',
  CREEK: 'CRK', CROSSING: 'XING', DRIVE: 'DR', DRIV: 'DR', DRV: 'DR', ESTATES: 'EST',
  EXPRESSWAY: 'EXPY', EXPRESS: 'EXPY', EXTENSION: 'EXT', FREEWAY: 'FWY', GARDENS: 'GDNS',
  GARDEN: 'GDN', GROVE: 'GRV', HARBOR: 'HBR', HEIGHTS: 'HTS', HIGHWAY: 'HWY', HIWAY: 'HWY',
  HIWY: 'HWY', HWAY: 'HWY', HILL: 'HL', HOLLOW: 'HOLW', ISLAND: 'IS', JUNCTION: 'JCT',
  LAKE: 'LK', LANDING: 'LNDG', LANE: 'LN', MEADOWS: 'MDWS', MILL: 'ML', MOUNTAIN: 'MTN',
  ORCHARD: 'ORCH', PARKWAY: 'PKWY', PARKWY: 'PKWY', PKWAY: 'PKWY', PKY: 'PKWY',
  PLACE: 'PL', PLAZA: 'PLZ', POINT: 'PT', RIDGE: 'RDG', ROAD: 'RD', ROUTE: 'RTE',
  SPRINGS: 'SPGS', SQUARE: 'SQ', STATION: 'STA', STREET: 'ST', STRT: 'ST', STR: 'ST',
  SUMMIT: 'SMT', TERRACE: 'TER', TRAIL: 'TRL', TURNPIKE: 'TPKE', VALLEY: 'VLY',
  VIADUCT: 'VIA', VIEW: 'VW', VILLAGE: 'VLG', VISTA: 'VIS',
  // words that start street and city names
  SAINT: 'ST', MOUNT: 'MT', FORT: 'FT',
  // secondary unit designators
  APARTMENT: 'APT', BASEMENT: 'BSMT', BUILDING: 'BLDG', DEPARTMENT: 'DEPT', FLOOR: 'FL',
  FRONT: 'FRNT', HANGAR: 'HNGR', LOBBY: 'LBBY', LOWER: 'LOWR', OFFICE: 'OFC',
  PENTHOUSE: 'PH', ROOM: 'RM', SPACE: 'SPC', SUITE: 'STE', TRAILER: 'TRLR', UPPER: 'UPPR',
};

export const DIRECTIONALS: ReadonlySet<string> = new Set([
  'N',
  'S',
  'E',
  'W',
  'NE',
  'NW',
  'SE',
  'SW',
]);
const ABBREVIATION_VALUES = new Set(Object.values(ABBREVIATIONS));

/** Every long form, for completing a half-typed last token ("STRE" -> ST). */
export const LONG_FORMS: readonly string[] = Object.keys(ABBREVIATIONS).sort();

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Upper case, no accents, apostrophes and periods dropped, other punctuation -> space. */
export function tokenize(input: string): string[] {
  // Unicode decomposition is slow; most addresses are plain ASCII and skip it.
  const ascii = PLAIN_ASCII.test(input)
    ? input
    : input.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const cleaned = ascii
    .toUpperCase()
    .replace(/['’‘`.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  return cleaned ? cleaned.split(' ') : [];
}

export function foldToken(token: string): string {
  return ABBREVIATIONS[token] ?? token;
}

/** Tokenised and folded, joined by single spaces: the canonical form of any address text. */
export function normalizeText(input: string): string {
  return tokenize(input).map(foldToken).join(' ');
}

/**
 * Street and city names repeat across a footprint (every house of a street), so an import of a
 * million rows folds each distinct name once. Bounded, so a long-running process cannot grow it.
 */
const foldedCache = new Map<string, string[]>();
function foldedTokens(text: string): string[] {
  let tokens = foldedCache.get(text);
  if (!tokens) {
    if (foldedCache.size >= 50_000) foldedCache.clear();
    tokens = tokenize(text).map(foldToken);
    foldedCache.set(text, tokens);
  }
  return tokens;
}

export interface AddressParts {
  houseNumber: string;
  streetName: string;
  city: string;
  state: string;
  zip: string;
}

export interface SearchColumns {
  /** "H STREET CITY ST ZIP": what a visitor types, in the order they type it. */
  searchKey: string;
  /**
   * searchKey with the street's leading and trailing directionals removed ("123 N MAIN ST NW"
   * -> "123 MAIN ST ..."), so a visitor who leaves them out still finds the address; null when
   * there are none to remove. A directional is kept when removing it would leave nothing but a
   * suffix ("E ST", "N AVE": the directional is the name).
   */
  searchKeyAlt: string | null;
  /** "H STREET": identifies a building within its zip (multiple-address check, zip-scoped search). */
  streetKey: string;
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

function withoutDirectionals(street: readonly string[]): string[] | null {
  let from = 0;
  let to = street.length;
  const canDrop = (remaining: readonly string[]) =>
    remaining.length >= 2 || (remaining.length === 1 && !ABBREVIATION_VALUES.has(remaining[0]!));
  if (DIRECTIONALS.has(street[from] ?? '') && canDrop(street.slice(from + 1, to))) from++;
  if (DIRECTIONALS.has(street[to - 1] ?? '') && canDrop(street.slice(from, to - 1))) to--;
  return from === 0 && to === street.length ? null : street.slice(from, to);
}

/** The normalised search columns of a building row (each part tokenised once). */
export function searchColumns(a: AddressParts): SearchColumns {
  const house = normalizeText(a.houseNumber);
  const street = foldedTokens(a.streetName);
  const place = join(foldedTokens(a.city).join(' '), normalizeText(a.state), a.zip);
  const streetKey = join(house, street.join(' '));
  const alt = withoutDirectionals(street);
  return {
    searchKey: join(streetKey, place),
    searchKeyAlt: alt ? join(house, alt.join(' '), place) : null,
    streetKey,
  };
}

export function streetKey(houseNumber: string, streetName: string): string {
  return join(normalizeText(houseNumber), foldedTokens(streetName).join(' '));
}

export function searchKey(a: AddressParts): string {
  return searchColumns(a).searchKey;
}

export function searchKeyAlt(a: AddressParts): string | null {
  return searchColumns(a).searchKeyAlt;
}

/** Unit text in canonical form: "Suite 200" -> "STE 200", "#12" -> "12". Empty when no unit. */
export function normalizeUnit(unit: string | null | undefined): string {
  return unit ? normalizeText(unit) : '';
}

/** Natural-order sort key for units: digit runs zero-padded, so STE 2 sorts before STE 10. */
export function unitSortKey(unitNorm: string): string {
  return unitNorm.replace(/\d+/g, (d) => d.replace(/^0+(?=\d)/, '').padStart(10, '0'));
}

/**
 * The exclusive upper bound of a prefix range: every string starting with `prefix` sorts in
 * [prefix, prefixUpperBound(prefix)). Keys are plain ASCII (A-Z, 0-9, space), so appending the
 * highest printable ASCII character is enough; this works on SQLite (BINARY) and on PostgreSQL
 * columns declared COLLATE "C", and uses a plain B-tree range scan on both.
 */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\x7f`;
}

/**
 * The key prefixes to look up for what a visitor has typed so far. The last token may be half
 * typed, so besides the folded text it also tries the abbreviation of every long form that token
 * begins ("123 main stre" -> "123 MAIN STRE", "123 MAIN ST "). Text ending with a space or comma
 * marks its last token complete. Prefixes covered by a shorter one are dropped; at most `max`.
 * Returns [] when nothing searchable was typed.
 */
export function searchPrefixes(input: string, max = 4): string[] {
  const tokens = tokenize(input);
  if (!tokens.length) return [];
  const lastComplete = /[\s,]$/.test(input);
  const head = tokens.slice(0, -1).map(foldToken);
  const last = tokens[tokens.length - 1]!;
  const join = (t: string) => [...head, t].join(' ');

  const candidates: string[] = [];
  if (lastComplete) {
    candidates.push(`${join(foldToken(last))} `);
  } else {
    candidates.push(join(foldToken(last)));
    if (foldToken(last) !== last) candidates.push(join(last));
    for (const long of LONG_FORMS) {
      if (long.length > last.length && long.startsWith(last)) {
        candidates.push(`${join(ABBREVIATIONS[long]!)} `);
      }
    }
  }
  const unique = [...new Set(candidates)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const kept: string[] = [];
  for (const c of unique) {
    if (!kept.some((k) => c.startsWith(k))) kept.push(c);
    if (kept.length === max) break;
  }
  return kept;
}
