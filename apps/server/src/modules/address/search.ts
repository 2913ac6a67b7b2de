/**
 * Street typeahead matching (pure). The SQL side (repo.ts) fetches candidates by prefix ranges
 * of the normalised keys (decision 004); this file decides which candidates match what the
 * visitor typed and in which order. It makes a trailing city, state or ZIP narrow the list
 * rather than break it: "123 Main Boston", "123 Main St 02108", "123 Main St, Boston,
 * Massachusetts" all find 123 N Main St, Boston, MA 02108, while "123 Main St Chicago" does not.
 *
 * A candidate's key is "H STREET CITY ST ZIP" (search_key) or the same without the street's
 * directionals (search_key_alt); street_key ("H STREET") tells where the place part starts.
 */
import { US_STATES } from '@bizline/domain/constants';
import { USPS_UNIT_DESIGNATORS } from './units';
import {
  DIRECTIONALS,
  foldToken,
  normalizeText,
  searchPrefixes,
  tokenize,
} from '../footprint/normalize';

export interface ParsedTerm {
  /** Tokenised and folded (normalize.ts), e.g. ['123', 'N', 'MAIN', 'ST', 'BOSTON']. */
  tokens: string[];
  /** The last token is complete (the text ends with a space or comma). */
  lastComplete: boolean;
  /** A 5-digit token after the house number and street (the ZIP typed at the end), if any. */
  zip: string | null;
  /** Key prefixes the last token may stand for when half typed ("STRE" -> "ST ", "STRE"). */
  lastExpansions: string[];
}

export function parseTerm(input: string): ParsedTerm {
  const tokens = tokenize(input).map(foldToken);
  const lastComplete = /[\s,]$/.test(input);
  let zip: string | null = null;
  for (let i = tokens.length - 1; i >= 2; i--) {
    if (/^\d{5}$/.test(tokens[i]!)) {
      zip = tokens[i]!;
      break;
    }
  }
  const last = tokens[tokens.length - 1];
  return { tokens, lastComplete, zip, lastExpansions: last ? searchPrefixes(last) : [] };
}

/** Candidate columns the matcher reads (normalised keys of a building row). */
export interface KeyedCandidate {
  search_key: string | null;
  search_key_alt: string | null;
  street_key: string | null;
}

/**
 * Unit designators (folded): a unit typed in the address ("Suite 5", "#12") is not part of the
 * search key, so it is set aside. FL is a floor only when a value other than a ZIP follows it
 * ("FL 3"); otherwise it is Florida.
 */
const UNIT_DESIGNATORS = new Set<string>([...USPS_UNIT_DESIGNATORS, 'BLDG', 'FL']);
/** Country words that may end a pasted address. */
const COUNTRY_WORDS = new Set(['US', 'USA']);

/** Full state names, normalised, to their USPS code ("NEW JERSEY" -> NJ, "MASSACHUSETTS" -> MA). */
const STATE_NAMES: ReadonlyMap<string, string> = new Map(
  US_STATES.map((s) => [normalizeText(s.name), s.abbr] as const),
);
const LONGEST_STATE_NAME = Math.max(...[...STATE_NAMES.keys()].map((k) => k.split(' ').length));

function isUnitDesignatorAt(tokens: readonly string[], i: number): boolean {
  const t = tokens[i]!;
  if (!UNIT_DESIGNATORS.has(t)) return false;
  if (t !== 'FL') return true;
  const next = tokens[i + 1];
  return next !== undefined && !/^\d{5}$/.test(next);
}

/**
 * Tokens with a unit (designator and value) set aside, state names as codes, country words and
 * ZIP+4 extensions dropped. Tokens before `from` are kept as they are (the house number and
 * first street word are never a unit).
 */
function withoutExtras(tokens: readonly string[], from = 0): string[] {
  const out = tokens.slice(0, from);
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (isUnitDesignatorAt(tokens, i)) {
      const next = tokens[i + 1];
      if (next !== undefined && !UNIT_DESIGNATORS.has(next)) i++; // and its value
      continue;
    }
    if (COUNTRY_WORDS.has(t)) continue;
    if (/^\d{4}$/.test(t) && /^\d{5}$/.test(out[out.length - 1] ?? '')) continue;
    let matchedState = false;
    for (let len = Math.min(LONGEST_STATE_NAME, tokens.length - i); len >= 1; len--) {
      const abbr = STATE_NAMES.get(tokens.slice(i, i + len).join(' '));
      if (abbr) {
        out.push(abbr);
        i += len - 1;
        matchedState = true;
        break;
      }
    }
    if (!matchedState) out.push(t);
  }
  return out;
}

/** The place words typed after the street, reduced to what a candidate's city, state and ZIP
 * can be compared with (see withoutExtras). */
export function placeWords(rest: readonly string[]): string[] {
  return withoutExtras(rest);
}

/**
 * The typed text without its extras (a unit, "#12", a state name, a country, a ZIP+4), as text
 * to look up again when the text as typed finds nothing; null when there is nothing to remove.
 * The last word stays "being typed" only if it is the one the visitor was typing.
 */
export function cleanedText(input: string): string | null {
  const tokens = tokenize(input.replace(/#\s*/g, ' UNIT ')).map(foldToken);
  const cleaned = withoutExtras(tokens, 2);
  if (cleaned.length === tokens.length && cleaned.every((t, i) => t === tokens[i])) return null;
  if (!cleaned.length) return null;
  const lastKept = cleaned[cleaned.length - 1] === tokens[tokens.length - 1];
  return `${cleaned.join(' ')}${lastKept && !/[\s,]$/.test(input) ? '' : ' '}`;
}

/**
 * `typed` is a prefix of `key` token by token. With `lastExpansions` (the term's last token,
 * still being typed), the last typed token may be the start of the key's token or of a long
 * form that folds to it ("STRE" matches ST).
 */
function isTokenPrefix(
  typed: readonly string[],
  key: readonly string[],
  lastExpansions: readonly string[] | null,
): boolean {
  if (typed.length > key.length) return false;
  for (let i = 0; i < typed.length; i++) {
    const t = typed[i]!;
    const k = key[i]!;
    if (t === k) continue;
    if (i === typed.length - 1 && lastExpansions) {
      if (k.startsWith(t) || lastExpansions.some((p) => `${k} `.startsWith(p))) continue;
    }
    return false;
  }
  return true;
}

function placeMatches(
  rest: readonly string[],
  place: readonly string[],
  lastPartial: boolean,
  restEndsTyped: boolean,
): boolean {
  const words = placeWords(rest);
  return words.every((w, i) => {
    if (place.includes(w)) return true;
    const isLast = i === words.length - 1 && restEndsTyped;
    return isLast && lastPartial && place.some((p) => p.startsWith(w));
  });
}

/**
 * How a candidate matches the typed text: 0 = the text is a prefix of its key; 1 = the text
 * starts with (part of) its house number and street and the rest names its city, state or ZIP;
 * null = no match.
 */
export function matchRank(term: ParsedTerm, c: KeyedCandidate): 0 | 1 | null {
  if (!c.search_key || !c.street_key || !term.tokens.length) return null;
  const T = term.tokens;
  const full = c.search_key.split(' ');
  const streetLen = c.street_key.split(' ').length;
  const place = full.slice(streetLen);
  const keys: string[][] = [full];
  if (c.search_key_alt) keys.push(c.search_key_alt.split(' '));

  const partial = term.lastComplete ? null : term.lastExpansions;
  for (const key of keys) if (isTokenPrefix(T, key, partial)) return 0;

  // Narrowing: T = head (a prefix of the street part) + rest (place words).
  for (const key of keys) {
    const street = key.slice(0, key.length - place.length);
    for (let k = Math.min(T.length - 1, street.length); k >= 1; k--) {
      if (!isTokenPrefix(T.slice(0, k), street, null)) continue;
      if (placeMatches(T.slice(k), place, !term.lastComplete, true)) return 1;
    }
  }
  return null;
}

/** The street part of a candidate, with and without its directionals ("123 N MAIN ST",
 * "123 MAIN ST"). */
export function streetForms(c: KeyedCandidate): string[] {
  if (!c.street_key || !c.search_key) return [];
  const forms = [c.street_key];
  if (c.search_key_alt) {
    const placeCount = c.search_key.split(' ').length - c.street_key.split(' ').length;
    const alt = c.search_key_alt.split(' ');
    forms.push(alt.slice(0, alt.length - placeCount).join(' '));
  }
  return forms;
}

/** The first token is the house number: a candidate with exactly that number ranks first. */
export function houseNumberExact(term: ParsedTerm, c: KeyedCandidate): boolean {
  const house = term.tokens[0];
  if (!house || !c.street_key) return false;
  return c.street_key === house || c.street_key.startsWith(`${house} `);
}

/**
 * The prefixes to try when the whole text matched nothing: the text cut before each of its last
 * words ("123 MAIN ST BOSTON MA" -> "123 MAIN ST BOSTON ", "123 MAIN ST ", "123 MAIN "), longest
 * first, keeping at least the house number and one word other than a directional, at most `max`
 * of them.
 */
export function narrowingHeads(term: ParsedTerm, max = 5): string[] {
  const heads: string[] = [];
  for (let k = term.tokens.length - 1; k >= 2 && heads.length < max; k--) {
    // A house number and directionals alone ("92 N ") name no street: hundreds of buildings to
    // read for nothing when the next word is misspelt.
    if (term.tokens.slice(1, k).every((t) => DIRECTIONALS.has(t))) continue;
    heads.push(`${term.tokens.slice(0, k).join(' ')} `);
  }
  return heads;
}

/** Range prefix on street_key for a zip-scoped search: the house number typed. */
export function housePrefix(term: ParsedTerm): string | null {
  const house = term.tokens[0];
  if (!house) return null;
  return term.tokens.length > 1 || term.lastComplete ? `${house} ` : house;
}

/** Order and trim matched candidates: better rank, exact house number, then key order. */
export function rankCandidates<T extends KeyedCandidate & { address_id: string }>(
  term: ParsedTerm,
  rows: readonly T[],
  limit: number,
): T[] {
  const seen = new Set<string>();
  const scored: { row: T; rank: number; exact: boolean; key: string }[] = [];
  for (const row of rows) {
    if (seen.has(row.address_id)) continue;
    seen.add(row.address_id);
    const rank = matchRank(term, row);
    if (rank === null) continue;
    scored.push({ row, rank, exact: houseNumberExact(term, row), key: row.search_key ?? '' });
  }
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.exact) - Number(a.exact) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.address_id < b.row.address_id ? -1 : 1),
  );
  return scored.slice(0, limit).map((s) => s.row);
}
