/**
 * Footprint reads kept per process. Cart, checkout and qualification calls read the same few
 * footprint rows (the cart's address, its quotes) on every request, and the footprint changes
 * only by an import. Each import stamps a new footprint version (app_settings, in the import's
 * transaction); a process re-reads that stamp at most every FOOTPRINT_RECHECK_MS and forgets
 * everything it kept when it changed, so an import by any process is seen by all of them within
 * that time (as the catalogue's checksum is: catalogue/service.ts).
 *
 * Reads inside a transaction are not kept: they go to the database as they are.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import * as repo from './repo';

/** How long a process trusts the footprint version it last read. */
const FOOTPRINT_RECHECK_MS = 3000;
/** The most reads kept per database; past it the oldest go first. */
const MAX_KEPT = 20_000;

interface Kept {
  version: string | null;
  checkedAt: number;
  /** A version read under way, so concurrent requests wait for one query. */
  checking: Promise<void> | null;
  reads: Map<string, unknown>;
}

const keptByDb = new WeakMap<Kysely<Database>, Kept>();

async function current(kysely: Kysely<Database>, now: number): Promise<Kept> {
  let kept = keptByDb.get(kysely);
  if (!kept) {
    kept = { version: null, checkedAt: -Infinity, checking: null, reads: new Map() };
    keptByDb.set(kysely, kept);
  }
  if (now - kept.checkedAt < FOOTPRINT_RECHECK_MS) return kept;
  const k = kept;
  k.checking ??= repo
    .footprintVersion(kysely)
    .then((version) => {
      if (version !== k.version) k.reads.clear();
      k.version = version;
      k.checkedAt = Date.now();
    })
    .finally(() => {
      k.checking = null;
    });
  await k.checking;
  return k;
}

/**
 * `load()`'s answer for `key` (a footprint read and its arguments), kept until the footprint
 * changes. An answer of undefined is not kept (an import may add the row).
 */
export async function keptFootprintRead<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (db.kysely.isTransaction) return load();
  const kept = await current(db.kysely, Date.now());
  if (kept.reads.has(key)) {
    const value = kept.reads.get(key) as T;
    // Most recently used last: the oldest is the first key when the map is full.
    kept.reads.delete(key);
    kept.reads.set(key, value);
    return value;
  }
  const version = kept.version;
  const value = await load();
  // An import that landed during the load: the answer may be the old footprint's.
  if (value !== undefined && kept.version === version) {
    if (kept.reads.size >= MAX_KEPT) kept.reads.delete(kept.reads.keys().next().value!);
    // Shared by every request from now on: a caller that changed it would change them all.
    kept.reads.set(key, Object.freeze(value));
  }
  return value;
}

/** Forget what this process kept for `db` (after its own import: seen at once, not in 3 s). */
export function forgetKeptFootprint(db: Db): void {
  keptByDb.delete(db.kysely);
}
