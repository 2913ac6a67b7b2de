/**
 * The street-word dictionary of the forgiving typeahead: the footprint's street
 * words with their deletion strings (packages/domain/src/address/typos.ts), filled as addresses
 * are imported (derived.ts). A few thousand distinct words make up millions of addresses, so the
 * table stays small.
 */
import type { Kysely } from 'kysely';
import { isDictionaryWord, storedVariants } from '@bizline/domain/address/typos';
import type { Database } from '../../db/schema';
import { foldToken, tokenize } from './normalize';
import type { DerivedTable } from './derived-table';
import { STAGE_TABLE } from './repo';
import * as repo from './street-words-repo';

type Executor = Kysely<Database>;

/** The words of a street name the dictionary keeps ("Summer St" -> SUMMER). */
function dictionaryWords(streetName: string): string[] {
  return tokenize(streetName).map(foldToken).filter(isDictionaryWord);
}

/** Add the words of these street names (repeats welcome) to the dictionary. */
async function addStreetWords(db: Executor, streetNames: Iterable<string>): Promise<void> {
  const words = new Set<string>();
  for (const name of streetNames) for (const word of dictionaryWords(name)) words.add(word);
  const rows = [...words].flatMap((word) =>
    storedVariants(word).map((variant) => ({ variant, word })),
  );
  await repo.insertStreetWordVariants(db, rows);
}

/** Rebuild the dictionary from the footprint as it is (a database imported before it existed). */
export async function rebuildStreetWords(db: Executor): Promise<void> {
  await repo.deleteAllStreetWords(db);
  await addStreetWords(db, await repo.distinctStreetNames(db));
}

/**
 * The import's filler (derived.ts): a replaced footprint gets a dictionary afresh from its
 * streets; an added or updated part adds the words of the file's streets.
 */
export const STREET_WORDS_TABLE: DerivedTable = {
  name: 'street words',
  async fill(trx, { replace }) {
    if (replace) return rebuildStreetWords(trx);
    await addStreetWords(trx, await repo.distinctStagedStreetNames(trx, STAGE_TABLE));
  },
};
