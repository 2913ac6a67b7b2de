/**
 * The forgiving typeahead, tried when the text as typed finds nothing: street words
 * with the typos the rule forgives ('100 Sumer St', '100 Summre St': packages/domain/src/address/
 * typos.ts) are corrected to footprint street words found in the street-word dictionary by
 * symmetric deletes, or to the long forms that fold to an abbreviation ('Stret'), and a directional the address does not have ('100 N Summer St' for 100
 * Summer St) is dropped; the corrected texts are then looked up like typed ones. The house number
 * stays exact. Fewest corrections first, exact house numbers before longer ones; the visitor
 * still chooses among the suggestions (spec 000).
 */
import {
  isDictionaryWord,
  isForgivenTypo,
  lookupVariants,
  MAX_TYPOS,
  typoDistance,
} from '@bizline/domain/address/typos';
import type { Db } from '../../db/index';
import { DIRECTIONALS, LONG_FORMS, foldToken, searchPrefixes } from '../footprint/normalize';
import { NARROWING_FETCH, candidatesForPrefixes, candidatesInZip } from './candidates';
import * as repo from './repo';
import {
  cleanedText,
  houseNumberExact,
  narrowingHeads,
  parseTerm,
  rankCandidates,
  type ParsedTerm,
} from './search';

/** Corrections kept per word (nearest first), words corrected per text, texts tried. */
const CORRECTIONS_PER_WORD = 3;
const MAX_CHANGED_WORDS = 2;
const MAX_VARIANTS = 8;

export interface TypoVariant {
  /** The corrected tokens, house number first. */
  tokens: string[];
  /** Typos corrected plus directionals dropped. */
  cost: number;
}

/** A word a typed word may stand for, folded as keys are ("RIDGE" -> RDG), with its typos. */
export interface Correction {
  token: string;
  cost: number;
}

/**
 * The texts the typed tokens may have meant, fewest corrections first (at most MAX_VARIANTS),
 * not including the tokens as typed. `near(word)` lists what the rule lets `word` stand for.
 * The first token (the house number) is never changed.
 */
export function typoVariants(
  tokens: readonly string[],
  near: (word: string) => readonly Correction[],
): TypoVariant[] {
  const [house, ...rest] = tokens;
  if (house === undefined || !rest.length) return [];
  const options = rest.map((t) => {
    const fixes: { token: string | null; cost: number }[] = near(t)
      .filter((c) => c.token !== t)
      .sort((a, b) => a.cost - b.cost || (a.token < b.token ? -1 : 1))
      .slice(0, CORRECTIONS_PER_WORD);
    if (DIRECTIONALS.has(t)) fixes.push({ token: null, cost: 1 });
    return fixes;
  });
  const out: TypoVariant[] = [];
  const walk = (i: number, acc: (string | null)[], cost: number, changed: number) => {
    if (i === rest.length) {
      if (changed) out.push({ tokens: [house, ...acc.filter((t) => t !== null)], cost });
      return;
    }
    walk(i + 1, [...acc, rest[i]!], cost, changed);
    if (changed >= MAX_CHANGED_WORDS) return;
    for (const o of options[i]!) walk(i + 1, [...acc, o.token], cost + o.cost, changed + 1);
  };
  walk(0, [], 0, 0);
  out.sort((a, b) => a.cost - b.cost);
  return out.slice(0, MAX_VARIANTS);
}

/** Long forms that fold to a USPS abbreviation and are long enough to carry a typo. */
const LONG_WORDS = LONG_FORMS.filter(isDictionaryWord);

/**
 * What each typed word may stand for: footprint street words (one dictionary query for all the
 * words) and long forms of abbreviations ('Stret' is STREET, so ST; 'Ridte' is RIDGE, so RDG).
 */
async function nearWords(db: Db, words: readonly string[]): Promise<Map<string, Correction[]>> {
  const lookups = [...new Set(words.flatMap(lookupVariants))];
  const found = await repo.findStreetWords(db.kysely, lookups);
  const near = (t: string, candidates: readonly string[]) =>
    candidates
      .filter((w) => w !== t && isForgivenTypo(t, w))
      .map((w) => ({ token: foldToken(w), cost: typoDistance(t, w, MAX_TYPOS) }));
  return new Map(words.map((t) => [t, [...near(t, found), ...near(t, LONG_WORDS)]]));
}

interface Corrected {
  term: ParsedTerm;
  text: string;
  cost: number;
}

/** Candidates matched by each corrected text: exact house numbers first, then fewest typos. */
function pick(
  corrected: readonly Corrected[],
  rows: readonly repo.CandidateRow[],
  limit: number,
): repo.CandidateRow[] {
  const seen = new Set<string>();
  const scored: { row: repo.CandidateRow; exact: boolean; cost: number; order: number }[] = [];
  for (const c of corrected) {
    for (const row of rankCandidates(c.term, rows, limit)) {
      if (seen.has(row.address_id)) continue;
      seen.add(row.address_id);
      const exact = houseNumberExact(c.term, row);
      scored.push({ row, exact, cost: c.cost, order: scored.length });
    }
  }
  scored.sort((a, b) => Number(b.exact) - Number(a.exact) || a.cost - b.cost || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.row);
}

/**
 * Buildings the typed text designates once its typos are forgiven (see above), best first; []
 * when no correction finds any. With `zip`, only that ZIP.
 */
export async function forgivingCandidates(
  db: Db,
  typed: string,
  options: { zip?: string; limit: number },
): Promise<repo.CandidateRow[]> {
  // As typed, and without a unit, country or ZIP+4, with state names as codes (search.ts): the
  // city of "..., Washington, DC" is also a state name.
  const cleaned = cleanedText(typed);
  const terms = [typed, ...(cleaned ? [cleaned] : [])].map(parseTerm);
  const term = terms[0]!;
  const near = await nearWords(db, [...new Set(terms.flatMap((t) => t.tokens.slice(1)))]);
  const corrected = terms.flatMap((t) => {
    const ending = t.lastComplete ? ' ' : '';
    return typoVariants(t.tokens, (w) => near.get(w) ?? []).map((v) => {
      const text = `${v.tokens.join(' ')}${ending}`;
      return { term: parseTerm(text), text, cost: v.cost };
    });
  });
  if (!corrected.length) return [];
  const zip = options.zip ?? term.zip;
  if (options.zip)
    return pick(corrected, await candidatesInZip(db, options.zip, term), options.limit);

  // 1. The corrected texts as key prefixes, in one statement.
  const prefixes = corrected.flatMap((c) => searchPrefixes(c.text, 2));
  let found = pick(
    corrected,
    await candidatesForPrefixes(db, prefixes, options.limit),
    options.limit,
  );
  if (found.length) return found;
  // 2. A ZIP typed at the end: the house number within that ZIP.
  if (zip) {
    found = pick(corrected, await candidatesInZip(db, zip, term), options.limit);
    if (found.length) return found;
  }
  // 3. Shorter heads of the likeliest corrections; the words cut off must name the place.
  const heads = corrected.slice(0, 3).flatMap((c) => narrowingHeads(c.term, 2));
  if (!heads.length) return [];
  return pick(corrected, await candidatesForPrefixes(db, heads, NARROWING_FETCH), options.limit);
}
