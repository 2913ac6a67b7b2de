/**
 * Address calls of the entry stage: the ZIP list (reference data loaded from
 * data/zips/zips.csv when the table is empty), the zip lookups, the street typeahead, units,
 * the reverse lookup, and the footprint reads the qualification and bulk modules go through.
 * Search design: docs/decisions/004-footprint-search-schema.md and 008-entry-stage-api.md.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import type { ZipCodesTable } from '../../db/schema';
import { fromRepoRoot } from '../../paths';
import {
  LOCUS_MAX_DISTANCE_METERS,
  UNIT_PAGE_SIZE,
  type AddressSuggestion,
  type FiberQualifiedZipResponse,
  type LocusAddressInfo,
  type UnitDetail,
  type ZipListEntry,
} from '@bizline/domain/wire/entry';
import { badRequest } from '../../http-errors';
import { keptFootprintRead } from '../footprint/cache';
import { normalizeUnit, prefixUpperBound, searchPrefixes } from '../footprint/normalize';
import * as repo from './repo';
import { NARROWING_FETCH, candidatesForPrefixes, candidatesInZip } from './candidates';
import { forgivingCandidates } from './forgiving';
import { cleanedText, narrowingHeads, parseTerm, rankCandidates, streetForms } from './search';
import { parseUnitQuery, unitKinds } from './units';

export type FootprintAddress = repo.FootprintRow;

const ZIP_LIST_FILE = fromRepoRoot('data/zips/zips.csv');

type Logger = { info(obj: object, msg?: string): void };

/** ZIP list entries whose ZIP starts with `zipPrefix` (1-5 digits), lowest first. */
export async function lookupZips(
  db: Db,
  zipPrefix: string,
  limit: number,
): Promise<ZipListEntry[]> {
  const rows = await repo.findZipsByPrefix(
    db.kysely,
    zipPrefix,
    prefixUpperBound(zipPrefix),
    limit,
  );
  return rows.map((r) => ({ zip: r.zip, city: r.city, altCity: r.alt_city, state: r.state }));
}

const optionalNumber = (v: string | undefined) =>
  v && Number.isFinite(Number(v)) ? Number(v) : null;

/**
 * Read a ZIP list CSV (header zip,city,state,latitude,longitude[,alt_city]). Throws naming the
 * line of the first bad row: the file ships with the code, so a bad one is a build error.
 */
function readZipList(file: string = ZIP_LIST_FILE): Insertable<ZipCodesTable>[] {
  const records = parse(fs.readFileSync(file), {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string | undefined>[];
  return records.map((r, i) => {
    const zip = r.zip ?? '';
    const state = (r.state ?? '').toUpperCase();
    if (!/^\d{5}$/.test(zip) || !/^[A-Z]{2}$/.test(state) || !r.city) {
      throw new Error(`${file} line ${i + 2}: expected a 5-digit zip, a city and a 2-letter state`);
    }
    return {
      zip,
      city: r.city,
      alt_city: r.alt_city || null,
      state,
      latitude: optionalNumber(r.latitude),
      longitude: optionalNumber(r.longitude),
    };
  });
}

/** Parsed ZIP lists by file: tests start many servers in one process. */
const parsedZipLists = new Map<string, Insertable<ZipCodesTable>[]>();

/**
 * Start-up: load the ZIP list into an empty zip_codes table (reference data, loaded whatever
 * SEED_DEMO says). Returns the number of ZIPs loaded, or null when the table had some.
 */
export async function seedZipsIfEmpty(
  ctx: { db: Db; log: Logger },
  file: string = ZIP_LIST_FILE,
): Promise<number | null> {
  if (await repo.hasAnyZip(ctx.db.kysely)) return null;
  const rows = parsedZipLists.get(file) ?? readZipList(file);
  parsedZipLists.set(file, rows);
  const batch = 5000; // 6 values a row: under SQLite's 32,766 bound parameters
  await inTransaction(ctx.db, async (trx) => {
    for (let i = 0; i < rows.length; i += batch)
      await repo.insertZips(trx, rows.slice(i, i + batch));
  });
  ctx.log.info({ zips: rows.length }, 'loaded the ZIP list');
  return rows.length;
}

// --- Fiber-qualified zip --------------------------------------------------------------------

export async function fiberQualifiedZip(db: Db, zip: string): Promise<FiberQualifiedZipResponse> {
  return { zip, IsFiberQualified: (await repo.zipHasFiber(db.kysely, zip)) ? 'Y' : 'N' };
}

// --- Formatting -------------------------------------------------------------------------------

type AddressText = Pick<
  FootprintAddress,
  'house_number' | 'street_name' | 'city' | 'state' | 'zip'
> & { unit?: string | null };

/** "100 Summer St, Boston, MA 02110" (with the unit after the street when there is one). */
export function formatAddress(a: AddressText): string {
  const street = [a.house_number, a.street_name, a.unit ?? ''].filter(Boolean).join(' ');
  return `${street}, ${a.city}, ${a.state} ${a.zip}`;
}

// --- Street search ----------------------------------------------------------------------------

/**
 * Buildings matching what the visitor typed (house number first), best first: exact house
 * numbers before longer ones, then key order. With `zip`, only that ZIP. A trailing city, state
 * or ZIP narrows the list. Returns candidate rows (not yet shaped for the wire).
 */
async function findStreetCandidates(
  db: Db,
  typed: string,
  options: { zip?: string; limit: number },
): Promise<repo.CandidateRow[]> {
  const term = parseTerm(typed);
  if (!term.tokens.length) return [];
  if (options.zip) {
    const inZip = rankCandidates(term, await candidatesInZip(db, options.zip, term), options.limit);
    return inZip.length ? inZip : forgivingCandidates(db, typed, options);
  }
  // 1. The whole text as a key prefix (search_key and search_key_alt).
  let found = rankCandidates(
    term,
    await candidatesForPrefixes(db, searchPrefixes(typed), options.limit),
    options.limit,
  );
  if (found.length) return found;
  // 2. The text without a unit, country or ZIP+4, and with state names as codes.
  const cleaned = cleanedText(typed);
  if (cleaned) {
    found = rankCandidates(
      parseTerm(cleaned),
      await candidatesForPrefixes(db, searchPrefixes(cleaned), options.limit),
      options.limit,
    );
    if (found.length) return found;
  }
  // 3. A ZIP typed at the end: the house number within that ZIP.
  if (term.zip) {
    found = rankCandidates(term, await candidatesInZip(db, term.zip, term), options.limit);
    if (found.length) return found;
  }
  // 4. Shorter heads ("123 MAIN ST "), the words cut off must name the place: every head's range
  // in one statement, then the longest head that matches (one round trip instead of five).
  const heads = narrowingHeads(term);
  if (heads.length) {
    const rows = await candidatesForPrefixes(db, heads, NARROWING_FETCH);
    for (const head of heads) {
      const inHead = rows.filter(
        (r) => r.search_key?.startsWith(head) || r.search_key_alt?.startsWith(head),
      );
      found = rankCandidates(term, inHead, options.limit);
      if (found.length) return found;
    }
  }
  // 5. Typos forgiven: corrected street words, an extra directional dropped.
  return forgivingCandidates(db, typed, { limit: options.limit });
}

/** Address suggestions for candidate buildings, with their unit kinds and counts. */
export async function toSuggestions(
  db: Db,
  rows: readonly repo.CandidateRow[],
): Promise<AddressSuggestion[]> {
  const summaries = new Map(
    (
      await repo.unitSummaries(
        db.kysely,
        rows.map((r) => r.address_id),
      )
    ).map((s) => [s.base_address_id, s]),
  );
  return rows.map((r) => {
    const s = summaries.get(r.address_id);
    return {
      AddressId: r.address_id,
      ZipCode: r.zip,
      CommunityName: r.city,
      State: r.state,
      ParsedRawString: formatAddress(r),
      ...unitKinds(s ? [s.lo, s.hi] : []),
      HouseNumber: r.house_number,
      StreetName: r.street_name,
      BaseAddressId: r.base_address_id,
      UnitCount: s ? Number(s.n) : 0,
      ...(r.building_name ? { BuildingName: r.building_name } : {}),
      ...(r.zip4 ? { ZipPlus4: `${r.zip}-${r.zip4}` } : {}),
    };
  });
}

export async function searchStreetAddresses(
  db: Db,
  typed: string,
  options: { zip?: string; limit: number },
): Promise<AddressSuggestion[]> {
  return toSuggestions(db, await findStreetCandidates(db, typed, options));
}

/**
 * The buildings a typed address (house number and street, within a ZIP) designates, for a
 * qualification by text: those whose house number and street equal the text when there are
 * any, otherwise every building the text is the start of (several: the visitor chooses).
 */
export async function resolveTypedAddress(
  db: Db,
  zip: string,
  typed: string,
): Promise<FootprintAddress[]> {
  const term = parseTerm(`${typed} `);
  const rows = rankCandidates(term, await candidatesInZip(db, zip, term), 10);
  const typedKey = term.tokens.join(' ');
  const exact = rows.filter((r) => streetForms(r).includes(typedKey));
  const chosen = exact.length ? exact : rows;
  const full = await Promise.all(chosen.map((r) => findAddress(db, r.address_id)));
  return full.filter((r): r is FootprintAddress => r !== undefined);
}

// --- Footprint reads ------------------------------------------------------------------------

/** A footprint address by id; kept by the process until the footprint changes (cache.ts). */
function findAddress(db: Db, addressId: string): Promise<FootprintAddress | undefined> {
  return keptFootprintRead(db, `address:${addressId}`, () =>
    repo.findAddress(db.kysely, addressId),
  );
}

export async function getAddress(db: Db, addressId: string): Promise<FootprintAddress | null> {
  return (await findAddress(db, addressId)) ?? null;
}

/** An address by id, or a 400 naming the field it came from. */
export async function requireAddress(
  db: Db,
  addressId: string,
  field: string,
): Promise<FootprintAddress> {
  const row = await findAddress(db, addressId);
  if (!row) throw badRequest(`${field}: is not a known address id`, field);
  return row;
}

export const isBuilding = (a: Pick<FootprintAddress, 'address_id' | 'base_address_id'>) =>
  a.address_id === a.base_address_id;

/** Every building sharing this building's house number, street and ZIP (itself included). */
export async function buildingsAtSameAddress(
  db: Db,
  building: FootprintAddress,
): Promise<FootprintAddress[]> {
  const { zip, street_key: streetKey } = building;
  if (!streetKey) return [building];
  // Nearly every building is alone at its address: count from the index before reading rows.
  const count = await keptFootprintRead(db, `buildings-at:${zip}|${streetKey}`, () =>
    repo.countBuildingsAt(db.kysely, zip, streetKey),
  );
  if (count < 2) return [building];
  const rows = await repo.findBuildingsAt(db.kysely, zip, streetKey);
  return rows.filter(isBuilding);
}

/** A building's unit by its text ('Suite 700' = 'STE 700'), or null. */
export async function findUnit(
  db: Db,
  buildingId: string,
  unitText: string,
): Promise<FootprintAddress | null> {
  const norm = normalizeUnit(unitText);
  if (!norm) return null;
  return (await repo.findUnitByNorm(db.kysely, buildingId, norm)) ?? null;
}

export async function unitCount(db: Db, buildingId: string): Promise<number> {
  return repo.countUnits(db.kysely, { baseId: buildingId, term: '' });
}

export async function quotesOf(
  db: Db,
  addressIds: string[],
): Promise<{ quoteNumber: string; mon: string }[]> {
  const ids = [...new Set(addressIds)];
  const rows = await keptFootprintRead(db, `quotes:${ids.join('|')}`, () =>
    repo.findQuotes(db.kysely, ids),
  );
  return rows.map((r) => ({ quoteNumber: r.quote_number, mon: r.mon }));
}

// --- Units --------------------------------------------------------------------------------

function toUnitDetail(
  r: Pick<FootprintAddress, 'address_id' | 'base_address_id' | 'unit' | 'unit_norm'>,
): UnitDetail {
  return {
    unit: r.unit ?? r.unit_norm,
    addressId: r.address_id,
    baseAddressId: r.base_address_id,
    ntasAddrId: r.address_id,
    sublocation: r.address_id,
    location_id: r.base_address_id,
    unitQuery: parseUnitQuery(r.unit ?? r.unit_norm),
  };
}

/**
 * Units of the building `addressId` (or of the building of the unit `addressId`), filtered by
 * the start of the unit or of one of its words, in natural order: `limit` from `offset`, and
 * how many match. An unknown id is a 400 naming `field`.
 */
export async function listUnits(
  db: Db,
  addressId: string,
  field: string,
  options: { term?: string; limit: number; offset: number },
): Promise<{ units: UnitDetail[]; total: number }> {
  const row = await requireAddress(db, addressId, field);
  const filter = { baseId: row.base_address_id, term: normalizeUnit(options.term ?? '') };
  const rows = await repo.findUnits(db.kysely, filter, options.limit, options.offset);
  // A page past the end has no row to carry the count: it is counted apart.
  const total = rows.length
    ? Number(rows[0]!.total)
    : options.offset > 0
      ? await repo.countUnits(db.kysely, filter)
      : 0;
  return { units: rows.map(toUnitDetail), total };
}

export const unitPage = (page: number) => ({
  limit: UNIT_PAGE_SIZE,
  offset: (page - 1) * UNIT_PAGE_SIZE,
});

// --- Reverse lookup -----------------------------------------------------------------------

const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Boxes searched in turn: close first, so a dense city answers from a few rows. */
const LOCUS_RADII_M = [250, LOCUS_MAX_DISTANCE_METERS];
const LOCUS_BOX_ROWS = 5000;

/** The nearest footprint building within LOCUS_MAX_DISTANCE_METERS of a point, or null. */
export async function nearestBuilding(
  db: Db,
  latitude: number,
  longitude: number,
): Promise<LocusAddressInfo | null> {
  for (const radius of LOCUS_RADII_M) {
    const dLat = radius / METERS_PER_DEGREE;
    const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
    const dLon = radius / (METERS_PER_DEGREE * cos);
    const rows = await repo.findBuildingsInBox(
      db.kysely,
      {
        minLat: latitude - dLat,
        maxLat: latitude + dLat,
        minLon: longitude - dLon,
        maxLon: longitude + dLon,
      },
      LOCUS_BOX_ROWS,
    );
    let best: { row: FootprintAddress; d: number } | null = null;
    for (const row of rows) {
      if (row.latitude === null || row.longitude === null) continue;
      const d = distanceMeters(latitude, longitude, row.latitude, row.longitude);
      if (
        d <= radius &&
        (!best || d < best.d || (d === best.d && row.address_id < best.row.address_id))
      )
        best = { row, d };
    }
    if (best) {
      const r = best.row;
      return {
        standardizedAddress: formatAddress(r),
        addressId: r.address_id,
        baseAddressId: r.base_address_id,
        zip: r.zip,
        city: r.city,
        state: r.state,
        houseNumber: r.house_number,
        streetName: r.street_name,
        distanceMeters: Math.round(best.d),
      };
    }
  }
  return null;
}
