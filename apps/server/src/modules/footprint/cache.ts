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
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { readSetting } from '../../db/settings';

/** The app_settings key of the footprint's version: each import writes a new one. */
export const FOOTPRINT_VERSION_KEY = 'footprint_version';
/** How long a process trusts the footprint version it last read. */
const FOOTPRINT_RECHECK_MS = 3000;
/** The most reads kept per database; past it the least recently used go first. */
const MAX_KEPT = 20_000;

interface Kept {
  version: string | undefined;
  checkedAt: number;
  /** A version read under way, so concurrent requests wait for one query. */
  checking: Promise<void> | null;
  reads: LRUCache<string, object | number>;
}

const keptByDb = new WeakMap<Kysely<Database>, Kept>();

async function current(db: Db, now: number): Promise<Kept> {
  let kept = keptByDb.get(db.kysely);
  if (!kept) {
    kept = {
      version: undefined,
      checkedAt: -Infinity,
      checking: null,
      reads: new LRUCache({ max: MAX_KEPT }),
    };
    keptByDb.set(db.kysely, kept);
  }
  if (now - kept.checkedAt < FOOTPRINT_RECHECK_MS) return kept;
  const k = kept;
  k.checking ??= readSetting(db, FOOTPRINT_VERSION_KEY)
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
export async function keptFootprintRead<T extends object | number | undefined>(
  db: Db,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (db.kysely.isTransaction) return load();
  const kept = await current(db, Date.now());
  const hit = kept.reads.get(key);
  if (hit !== undefined) return hit as T;
  const version = kept.version;
  const value = await load();
  // An import that landed during the load: the answer may be the old footprint's.
  if (value !== undefined && kept.version === version) {
    // Shared by every request from now on: a caller that changed it would change them all.
    kept.reads.set(key, Object.freeze(value));
  }
  return value;
}

/** Forget what this process kept for `db` (after its own import: seen at once, not in 3 s). */
export function forgetKeptFootprint(db: Db): void {
  keptByDb.delete(db.kysely);
}
