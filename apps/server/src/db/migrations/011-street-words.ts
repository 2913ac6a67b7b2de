/**
 * Issue 13 §3 (a typeahead that forgives): the street-word dictionary, searched by symmetric
 * deletes (packages/domain/src/address/typos.ts). One row per word and deletion string; the
 * primary key (variant, word) is the lookup index. A footprint imported before this migration
 * gets its dictionary here; imports keep it filled from then on.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';
import type { Database } from '../schema';
import { rebuildStreetWords } from '../../modules/footprint/street-words';

export function up011StreetWords() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('street_word_variants')
      .addColumn('variant', 'text', (c) => c.notNull())
      .addColumn('word', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('street_word_variants_pk', ['variant', 'word'])
      .execute();
    // Data, not schema: the words of an existing footprint (none in a new database).
    await rebuildStreetWords(db as Kysely<Database>);
  };
}

export function down011StreetWords() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['street_word_variants']);
  };
}
