/** Candidate reads of the street search: key prefix ranges, and a house number within a ZIP. */
import type { Db } from '../../db/index';
import { prefixUpperBound } from '../footprint/normalize';
import * as repo from './repo';
import { housePrefix, type ParsedTerm } from './search';

/** Candidates fetched per key range for a narrowing search; the matcher keeps and orders them. */
export const NARROWING_FETCH = 200;
const ZIP_FETCH = 500;

/** Buildings whose search_key or search_key_alt starts with one of the prefixes. */
export async function candidatesForPrefixes(
  db: Db,
  prefixes: readonly string[],
  limit: number,
): Promise<repo.CandidateRow[]> {
  const ranges = [...new Set(prefixes)].flatMap((p) =>
    (['search_key', 'search_key_alt'] as const).map((column) => ({
      column,
      lo: p,
      hi: prefixUpperBound(p),
    })),
  );
  return repo.findByKeyRanges(db.kysely, ranges, limit);
}

/** Buildings of a ZIP whose house number starts as the term's does. */
export async function candidatesInZip(
  db: Db,
  zip: string,
  term: ParsedTerm,
): Promise<repo.CandidateRow[]> {
  const prefix = housePrefix(term);
  if (!prefix) return [];
  return repo.findInZipByStreetRange(db.kysely, zip, prefix, prefixUpperBound(prefix), ZIP_FETCH);
}
