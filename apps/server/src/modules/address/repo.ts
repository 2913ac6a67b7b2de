/** SQL of the address calls: ZIP list and footprint reads (street search, units, locus...). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FootprintAddressesTable, ZipCodesTable } from '../../db/schema';

type Executor = Kysely<Database>;

/** ZIPs starting with `prefix` (digits), in order; `upper` is the prefix range's exclusive end. */
export async function findZipsByPrefix(
  db: Executor,
  prefix: string,
  upper: string,
  limit: number,
): Promise<Pick<ZipCodesTable, 'zip' | 'city' | 'alt_city' | 'state'>[]> {
  return db
    .selectFrom('zip_codes')
    .select(['zip', 'city', 'alt_city', 'state'])
    .where('zip', '>=', prefix)
    .where('zip', '<', upper)
    .orderBy('zip')
    .limit(limit)
    .execute();
}

export async function hasAnyZip(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('zip_codes').select('zip').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Insert ZIPs, leaving alone any that another process inserted first. */
export async function insertZips(db: Executor, rows: Insertable<ZipCodesTable>[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('zip_codes')
    .values(rows)
    .onConflict((oc) => oc.column('zip').doNothing())
    .execute();
}

// --- Footprint reads of the address and qualification calls ---------------------------------

export type FootprintRow = Selectable<FootprintAddressesTable>;

/** Columns of a building candidate for the street search. */
const CANDIDATE_COLUMNS = [
  'address_id',
  'base_address_id',
  'house_number',
  'street_name',
  'city',
  'state',
  'zip',
  'search_key',
  'search_key_alt',
  'street_key',
  'building_name',
  'zip4',
] as const;
export type CandidateRow = Pick<FootprintRow, (typeof CANDIDATE_COLUMNS)[number]>;

export interface KeyRange {
  column: 'search_key' | 'search_key_alt';
  lo: string;
  hi: string;
}

/**
 * Buildings whose search_key or search_key_alt lies in each of the ranges [lo, hi), the first
 * `limit` of each range in key order; one statement (a UNION ALL of index range scans).
 */
export async function findByKeyRanges(
  db: Executor,
  ranges: readonly KeyRange[],
  limit: number,
): Promise<CandidateRow[]> {
  const scans = ranges.map((r, i) =>
    db
      .selectFrom(
        db
          .selectFrom('footprint_addresses')
          .select(CANDIDATE_COLUMNS)
          .where(r.column, '>=', r.lo)
          .where(r.column, '<', r.hi)
          .orderBy(r.column)
          .limit(limit)
          .as(`r${i}`),
      )
      .selectAll(),
  );
  const [first, ...rest] = scans;
  if (!first) return [];
  return rest.reduce((q, scan) => q.unionAll(scan), first).execute();
}

/** Buildings of one ZIP whose street_key lies in [lo, hi), in key order. */
export async function findInZipByStreetRange(
  db: Executor,
  zip: string,
  lo: string,
  hi: string,
  limit: number,
): Promise<CandidateRow[]> {
  return db
    .selectFrom('footprint_addresses')
    .select(CANDIDATE_COLUMNS)
    .where('zip', '=', zip)
    .where('street_key', '>=', lo)
    .where('street_key', '<', hi)
    .orderBy('street_key')
    .limit(limit)
    .execute();
}

/** Per building: number of units and the sort keys of its first and last unit. */
export async function unitSummaries(
  db: Executor,
  baseIds: string[],
): Promise<{ base_address_id: string; n: number | string | bigint; lo: string; hi: string }[]> {
  if (!baseIds.length) return [];
  // unit_sort is '' on building rows: "> ''" keeps units and is answered from the index alone.
  return db
    .selectFrom('footprint_addresses')
    .select((eb) => [
      'base_address_id',
      eb.fn.countAll<number | string | bigint>().as('n'),
      eb.fn.min('unit_sort').as('lo'),
      eb.fn.max('unit_sort').as('hi'),
    ])
    .where('base_address_id', 'in', baseIds)
    .where('unit_sort', '>', '')
    .groupBy('base_address_id')
    .execute();
}

/** The text columns a footprint row is looked up by. */
type FootprintKey = 'address_id' | 'zip' | 'street_key' | 'base_address_id' | 'unit_norm';

/** Footprint rows equal to `where` in every column it names. */
function footprintWhere(db: Executor, where: Partial<Record<FootprintKey, string>>) {
  let q = db.selectFrom('footprint_addresses').selectAll();
  for (const [column, value] of Object.entries(where) as [FootprintKey, string][]) {
    q = q.where(column, '=', value);
  }
  return q;
}

export async function findAddress(
  db: Executor,
  addressId: string,
): Promise<FootprintRow | undefined> {
  return footprintWhere(db, { address_id: addressId }).executeTakeFirst();
}

/** How many buildings share a ZIP and street key (answered from the index alone). */
export async function countBuildingsAt(
  db: Executor,
  zip: string,
  streetKey: string,
): Promise<number> {
  const row = await db
    .selectFrom('footprint_addresses')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('zip', '=', zip)
    .where('street_key', '=', streetKey)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Building rows sharing a ZIP and street key (the multiple-address check). */
export async function findBuildingsAt(
  db: Executor,
  zip: string,
  streetKey: string,
): Promise<FootprintRow[]> {
  return footprintWhere(db, { zip, street_key: streetKey })
    .orderBy('address_id')
    .limit(50)
    .execute();
}

/** A building's unit by its normalised unit text. */
export async function findUnitByNorm(
  db: Executor,
  baseId: string,
  unitNorm: string,
): Promise<FootprintRow | undefined> {
  return footprintWhere(db, { base_address_id: baseId, unit_norm: unitNorm })
    .where('unit_sort', '>', '')
    .orderBy('unit_sort')
    .executeTakeFirst();
}

type UnitFilter = { baseId: string; term: string };

function unitWhere(db: Executor, f: UnitFilter) {
  let q = db
    .selectFrom('footprint_addresses')
    .where('base_address_id', '=', f.baseId)
    .where('unit_sort', '>', '');
  if (f.term) {
    // The unit starts with the term, or one of its words does ("12" finds STE 12, FL 12).
    // Normalised text is A-Z, 0-9 and single spaces: nothing to escape for LIKE.
    q = q.where((eb) =>
      eb.or([eb('unit_norm', 'like', `${f.term}%`), eb('unit_norm', 'like', `% ${f.term}%`)]),
    );
  }
  return q;
}

/**
 * A page of a building's units in natural order, each with how many units match in all
 * (`total`, a window count: the page and the count in one query).
 */
export async function findUnits(
  db: Executor,
  f: UnitFilter,
  limit: number,
  offset: number,
): Promise<
  (Pick<FootprintRow, 'address_id' | 'base_address_id' | 'unit' | 'unit_norm'> & {
    total: number | string | bigint;
  })[]
> {
  return unitWhere(db, f)
    .select(['address_id', 'base_address_id', 'unit', 'unit_norm'])
    .select((eb) => eb.fn.countAll<number | string | bigint>().over().as('total'))
    .orderBy('unit_sort')
    .orderBy('address_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countUnits(db: Executor, f: UnitFilter): Promise<number> {
  const row = await unitWhere(db, f)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Buildings with coordinates inside a box (reverse lookup), at most `limit`. */
export async function findBuildingsInBox(
  db: Executor,
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
  limit: number,
): Promise<FootprintRow[]> {
  return db
    .selectFrom('footprint_addresses')
    .selectAll()
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat)
    .where('longitude', '>=', box.minLon)
    .where('longitude', '<=', box.maxLon)
    .whereRef('address_id', '=', 'base_address_id')
    .limit(limit)
    .execute();
}

/** Whether any footprint address of the ZIP has fiber. */
export async function zipHasFiber(db: Executor, zip: string): Promise<boolean> {
  const row = await db
    .selectFrom('footprint_addresses')
    .select('address_id')
    .where('zip', '=', zip)
    .where('fiber', '=', 'Y')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Existing price quotes of the given addresses. */
export async function findQuotes(
  db: Executor,
  addressIds: string[],
): Promise<{ address_id: string; quote_number: string; mon: string }[]> {
  if (!addressIds.length) return [];
  return db
    .selectFrom('footprint_quotes')
    .select(['address_id', 'quote_number', 'mon'])
    .where('address_id', 'in', addressIds)
    .orderBy('quote_number')
    .execute();
}

/** Street words stored with any of the given deletion strings (the forgiving typeahead). */
export async function findStreetWords(
  db: Executor,
  variants: readonly string[],
): Promise<string[]> {
  if (!variants.length) return [];
  const rows = await db
    .selectFrom('street_word_variants')
    .select('word')
    .distinct()
    .where('variant', 'in', variants)
    .execute();
  return rows.map((r) => r.word);
}
