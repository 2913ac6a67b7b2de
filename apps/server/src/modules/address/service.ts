/**
 * Address calls of the entry stage (000 §7). So far: the ZIP list (reference data loaded from
 * data/zips/zips.csv when the table is empty) and the zip lookup.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { ZipCodesTable } from '../../db/schema';
import { fromRepoRoot } from '../../paths';
import { prefixUpperBound } from '../footprint/normalize';
import * as repo from './repo';
import type { ZipListEntry } from './schemas';

export const ZIP_LIST_FILE = fromRepoRoot('data/zips/zips.csv');

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
export function readZipList(file: string = ZIP_LIST_FILE): Insertable<ZipCodesTable>[] {
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
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += batch)
      await repo.insertZips(trx, rows.slice(i, i + batch));
  });
  ctx.log.info({ zips: rows.length }, 'loaded the ZIP list');
  return rows.length;
}
