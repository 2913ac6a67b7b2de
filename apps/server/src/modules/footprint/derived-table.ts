/**
 * The shape of a table derived from the footprint (derived.ts lists them; each filler, such as
 * street-words.ts, implements it). Kept apart so fillers and the list do not import each other.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

interface DerivedContext {
  dialect: 'sqlite' | 'postgres';
  /** The import replaced the whole footprint (else it added and updated addresses). */
  replace: boolean;
}

export interface DerivedTable {
  /** For the import's progress report. */
  name: string;
  fill(trx: Kysely<Database>, ctx: DerivedContext): Promise<void>;
}
