/**
 * Tables derived from the footprint (for instance the street-word dictionary of the forgiving
 * typeahead, issue 13 §3). The import refills them inside its own transaction once the addresses
 * are written, so readers see the footprint and what is derived from it change together. A
 * filler works in SQL over footprint_addresses (or in bounded batches): an import of millions of
 * rows never holds them in memory. While the fillers run, the file's rows are still in the staging
 * table (repo.STAGE_TABLE, valid rows only, with address_id, street_name, base_address_id...):
 * without --replace, that is what the import added or changed. Add a filler to DERIVED_TABLES.
 */
import type { DerivedTable } from './derived-table';
import { STREET_WORDS_TABLE } from './street-words';

export const DERIVED_TABLES: DerivedTable[] = [STREET_WORDS_TABLE];
