/**
 * The forgiving typeahead (issue 13 §3), tried when the text as typed finds nothing: street words
 * with the typos the rule forgives ('100 Sumer St', '100 Summre St': packages/domain/src/address/
 * typos.ts) are corrected to footprint street words found in the street-word dictionary by
 * symmetric deletes, and a directional the address does not have ('100 N Summer St' for 100
 * Summer St) is dropped; the corrected texts are then looked up like typed ones. The house number
 * stays exact. Fewest corrections first, exact house numbers before longer ones; the visitor
 * still chooses among the suggestions (spec 000).
 */
import {
  isForgivenTypo,
  lookupVariants,
  MAX_TYPOS,
  typoDistance,
} from '@bizline/domain/address/typos';
import type { Db } from '../../db/index';
import { DIRECTIONALS, searchPrefixes } from '../footprint/normalize';
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

/**
 * The texts the typed tokens may have meant, fewest corrections first (at most MAX_VARIANTS),
 * not including the tokens as typed. `near(word)` lists the dictionary words the rule lets
 * `word` stand for. The first token (the house number) is never changed.
 */
export function typoVariants(
  tokens: readonly string[],
  near: (word: string) => readonly string[],
): TypoVariant[] {
  const [house, ...rest] = tokens;
  if (house === undefined || !rest.length) return [];
  const options = rest.map((t) => {
    const fixes = near(t)
      .filter((w) => w !== t)
      .map((w) => ({ token: w as string | null, cost: typoDistance(t, w, MAX_TYPOS) }))
      .sort((a, b) => a.cost - b.cost || (a.token! < b.token! ? -1 : 1))
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

/** The dictionary words each typed word may stand for (one query for all the words). */
async function nearWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const lookups = [...new Set(words.flatMap(lookupVariants))];
  const found = await repo.findStreetWords(db.kysely, lookups);
  return new Map(words.map((t) => [t, found.filter((w) => w !== t && isForgivenTypo(t, w))]));
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
  const text = cleanedText(typed) ?? typed;
  const term = parseTerm(text);
  const near = await nearWords(db, term.tokens.slice(1));
  const variants = typoVariants(term.tokens, (w) => near.get(w) ?? []);
  if (!variants.length) return [];
  const ending = term.lastComplete ? ' ' : '';
  const corrected = variants.map((v) => {
    const t = `${v.tokens.join(' ')}${ending}`;
    return { term: parseTerm(t), text: t, cost: v.cost };
  });
  const zip = options.zip ?? term.zip;
  if (options.zip && zip)
    return pick(corrected, await candidatesInZip(db, zip, term), options.limit);

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
