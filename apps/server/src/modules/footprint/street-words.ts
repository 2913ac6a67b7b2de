/**
 * The street-word dictionary of the forgiving typeahead (issue 13 §3): the footprint's street
 * words with their deletion strings (packages/domain/src/address/typos.ts), filled as addresses
 * are imported. A few thousand distinct words make up millions of addresses, so the table stays
 * small and each word is written once per import.
 */
import type { Kysely } from 'kysely';
import { isDictionaryWord, storedVariants } from '@bizline/domain/address/typos';
import type { Database } from '../../db/schema';
import { foldToken, tokenize } from './normalize';
import * as repo from './street-words-repo';

type Executor = Kysely<Database>;

/** The words of a street name the dictionary keeps ("Summer St" -> SUMMER). */
export function dictionaryWords(streetName: string): string[] {
  return tokenize(streetName).map(foldToken).filter(isDictionaryWord);
}

/**
 * Records the words of imported street names: call `add` with each batch's street names (any
 * order, repeats welcome); words already recorded by this recorder are skipped without a query.
 */
export class StreetWordRecorder {
  private readonly seenNames = new Set<string>();
  private readonly seenWords = new Set<string>();

  constructor(private readonly db: Executor) {}

  /** A recorder for an import; `replace` empties the dictionary first (the file is all of it). */
  static async start(db: Executor, options: { replace: boolean }): Promise<StreetWordRecorder> {
    if (options.replace) await repo.deleteAllStreetWords(db);
    return new StreetWordRecorder(db);
  }

  async add(streetNames: Iterable<string>): Promise<void> {
    const rows: { variant: string; word: string }[] = [];
    for (const name of streetNames) {
      if (this.seenNames.has(name)) continue;
      if (this.seenNames.size < 200_000) this.seenNames.add(name);
      for (const word of dictionaryWords(name)) {
        if (this.seenWords.has(word)) continue;
        this.seenWords.add(word);
        for (const variant of storedVariants(word)) rows.push({ variant, word });
      }
    }
    await repo.insertStreetWordVariants(this.db, rows);
  }
}

/** Rebuild the dictionary from the footprint as it is (a database imported before it existed). */
export async function rebuildStreetWords(db: Executor): Promise<void> {
  await repo.deleteAllStreetWords(db);
  await new StreetWordRecorder(db).add(await repo.distinctStreetNames(db));
}
