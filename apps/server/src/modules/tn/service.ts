/**
 * Telephone numbers as inventory (issue 4; docs/decisions/011-cart-and-numbers.md). One pool per
 * area (the ZIP3 of the service address). A number offered to a cart is HELD for that cart until
 * the cart expires (held_until); an ended hold counts as free and is released lazily. A number
 * is never held by two carts at once:
 * - PostgreSQL: candidates are read `FOR UPDATE SKIP LOCKED` inside the transaction, and the
 *   UPDATE re-checks that each is still free;
 * - SQLite: the transaction's first statement is a write, so it takes the database's write lock
 *   at once (BEGIN IMMEDIATE semantics) and holds run one after another, also across processes.
 * Every function takes the Db and opens its own transaction, or joins the caller's when given a
 * transaction (`{ ...db, kysely: trx }`).
 */
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import * as repo from './repo';

/** The number pool of a ZIP code: its first three digits (ZIP3). */
export function tnAreaOf(zip: string): string {
  const digits = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(digits)) throw new Error(`not a ZIP code: "${zip}"`);
  return digits.slice(0, 3);
}

export interface HoldRequest {
  cartId: string;
  area: string;
  /** How many numbers the cart should hold after the call. */
  count: number;
  /** The cart's expiry: the holds end then. ISO-8601. */
  heldUntil: string;
  now: string;
}

/**
 * Make the cart hold `count` numbers of the area: the numbers it already holds first (their
 * holds moved to `heldUntil`), topped up from free numbers or ended holds, extras beyond `count`
 * released. Answers the held numbers, kept ones first; fewer than `count` when the pool ran dry
 * (the caller answers BDVTNFail / RequestTNFail).
 */
export async function holdNumbers(db: Db, req: HoldRequest): Promise<string[]> {
  if (!Number.isInteger(req.count) || req.count < 0) throw new Error('count must be >= 0');
  return inTransaction(db, async (trx) => {
    // A write first: on SQLite this takes the write lock for the whole transaction; on
    // PostgreSQL it locks the cart's own rows, so nobody takes over a hold that just ended.
    // Ended holds of other carts are taken over directly (availableNumbers), not swept here: a
    // sweep would lock other carts' rows and could deadlock with their own holdNumbers.
    await repo.extendHolds(trx, req.cartId, req.heldUntil);
    const holding = await repo.heldBy(trx, req.cartId);
    // Numbers of another area (the cart moved) go back to their pool.
    const inArea = new Set(await repo.heldBy(trx, req.cartId, req.area));
    const kept = holding.filter((tn) => inArea.has(tn)).slice(0, req.count);
    const extra = holding.filter((tn) => !kept.includes(tn));
    if (extra.length) await repo.release(trx, req.cartId, extra);
    const taken: string[] = [];
    // A candidate can be taken by a concurrent transaction between read and update (the
    // UPDATE's re-check refuses it): read again until the cart is served or the pool is dry.
    for (let round = 0; round < 5 && kept.length + taken.length < req.count; round++) {
      const need = req.count - kept.length - taken.length;
      const candidates = await repo.availableNumbers(
        trx,
        req.area,
        req.now,
        need,
        db.dialect === 'postgres',
      );
      if (!candidates.length) break;
      taken.push(...(await repo.takeNumbers(trx, candidates, req.cartId, req.heldUntil, req.now)));
    }
    return [...kept, ...taken.sort()];
  });
}

/** The numbers the cart holds at `now`, in number order. */
export function heldNumbers(db: Db, cartId: string, now: string): Promise<string[]> {
  return repo.liveHoldsOf(db.kysely, cartId, now);
}

/** The numbers of `tns` that are the provider's own (in the pool, whatever their state): a
 * customer cannot move one of them from another provider. */
export async function poolNumbersAmong(db: Db, tns: string[]): Promise<Set<string>> {
  return new Set(await repo.inInventory(db.kysely, tns));
}

/** Move every hold of the cart to `heldUntil` (the cart's expiry moved); the numbers it holds
 * now, in number order. */
export function extendHolds(db: Db, cartId: string, heldUntil: string): Promise<string[]> {
  return repo.extendHolds(db.kysely, cartId, heldUntil);
}

/** Give the cart's held numbers (all, or only `tns`) back to the pool; the number freed. */
export function releaseNumbers(db: Db, cartId: string, tns?: string[]): Promise<number> {
  return repo.release(db.kysely, cartId, tns);
}

/** Give every ended hold back to the pool (holdNumbers takes ended holds over by itself). */
export function releaseExpiredHolds(db: Db, now: string): Promise<number> {
  return repo.releaseExpired(db.kysely, now);
}

/** The order took these numbers: held -> assigned (never offered again). The numbers assigned. */
export function assignNumbers(db: Db, cartId: string, tns: string[]): Promise<string[]> {
  return repo.assign(db.kysely, cartId, tns);
}

/** Add free numbers to an area's pool (tests, demo data); existing numbers stay as they are. */
export function seedNumberPool(db: Db, area: string, tns: string[]): Promise<number> {
  return repo.insertFree(
    db.kysely,
    tns.map((tn) => ({ tn, area })),
  );
}

// ---------------------------------------------------------------------------------------------
// Pool import (npm run tn:import) and the demo pool
// ---------------------------------------------------------------------------------------------

export interface PoolProblem {
  line: number;
  column: string;
  message: string;
}

export interface PoolRow {
  tn: string;
  area: string;
  line: number;
}

/**
 * Parse the pool CSV (header `tn,area`, any column order, extra columns ignored). A number may
 * carry dashes, dots, spaces or brackets (001 §5: dashes are removed); it must then be 10 digits.
 * The area is a ZIP3 (3 digits).
 */
export function parsePoolCsv(records: { record: string[]; line: number }[]): {
  rows: PoolRow[];
  problems: PoolProblem[];
} {
  const problems: PoolProblem[] = [];
  const rows: PoolRow[] = [];
  const data = records.filter((r) => r.record.some((f) => f.trim()));
  const header = data[0];
  if (!header) {
    return { rows, problems: [{ line: 1, column: 'file', message: 'is empty: expected tn,area' }] };
  }
  const names = header.record.map((h) => h.trim().toLowerCase());
  const tnAt = names.indexOf('tn');
  const areaAt = names.indexOf('area');
  for (const [name, at] of [
    ['tn', tnAt],
    ['area', areaAt],
  ] as const) {
    if (at < 0)
      problems.push({
        line: header.line,
        column: name,
        message: 'column is missing from the header',
      });
  }
  if (problems.length) return { rows, problems };
  const seen = new Map<string, number>();
  for (const { record, line } of data.slice(1)) {
    const rawTn = (record[tnAt] ?? '').trim();
    const tn = rawTn.replace(/[-\s.()]/g, '');
    const area = (record[areaAt] ?? '').trim();
    let ok = true;
    if (!/^\d{10}$/.test(tn)) {
      problems.push({ line, column: 'tn', message: `"${rawTn}" is not a 10-digit phone number` });
      ok = false;
    } else if (seen.has(tn)) {
      problems.push({ line, column: 'tn', message: `${tn} is already on line ${seen.get(tn)}` });
      ok = false;
    }
    if (!/^\d{3}$/.test(area)) {
      problems.push({
        line,
        column: 'area',
        message: `"${area}" is not a ZIP3 (the first 3 digits of a ZIP code)`,
      });
      ok = false;
    }
    if (ok) {
      seen.set(tn, line);
      rows.push({ tn, area, line });
    }
  }
  if (!problems.length && !rows.length)
    problems.push({ line: header.line, column: 'file', message: 'has a header but no numbers' });
  return { rows, problems };
}

/** The pool CSV's text read and parsed (the CLI and the console): rows, or the problems. */
export function readPoolCsv(text: string): { rows: PoolRow[]; problems: PoolProblem[] } {
  let records: { record: string[]; line: number }[];
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    records = rows.map((r) => ({ record: r.record, line: r.info.lines }));
  } catch (e) {
    const err = e as { lines?: number; message: string };
    return { rows: [], problems: [{ line: err.lines ?? 0, column: 'file', message: err.message }] };
  }
  return parsePoolCsv(records);
}

export type PoolImportResult =
  | { ok: true; counts: { read: number; added: number; moved: number; deleted: number } }
  | { ok: false; problems: PoolProblem[] };

/**
 * Load parsed pool rows in one transaction. New numbers are added free; a number already in the
 * pool keeps its state (a free one moves to the file's area). `replace` also deletes free numbers
 * missing from the file; held and assigned numbers are never deleted (carts and orders own them).
 */
export async function importNumberPool(
  db: Db,
  parsed: { rows: PoolRow[]; problems: PoolProblem[] },
  options: { replace?: boolean } = {},
): Promise<PoolImportResult> {
  if (parsed.problems.length) return { ok: false, problems: parsed.problems };
  const counts = await inTransaction(db, async (trx) => {
    const deleted = options.replace
      ? await repo.deleteFreeExcept(trx, new Set(parsed.rows.map((r) => r.tn)))
      : 0;
    const added = await repo.insertFree(trx, parsed.rows);
    let moved = 0;
    for (const r of parsed.rows) moved += await repo.updateFreeArea(trx, r.tn, r.area);
    return { read: parsed.rows.length, added, moved, deleted };
  });
  return { ok: true, counts };
}

/**
 * Area codes of the demo footprint's ZIP3s (data/footprint/demo.csv). Demo numbers use the
 * 555-01xx range reserved for fiction, 50 per ZIP3.
 */
export const DEMO_AREA_CODES: Readonly<Record<string, string>> = {
  '021': '617',
  '029': '401',
  '061': '860',
  '071': '973',
  '101': '212',
  '107': '914',
  '191': '215',
  '197': '302',
  '198': '302',
  '200': '202',
  '212': '410',
  '214': '443',
  '222': '703',
  '253': '304',
  '331': '305',
  '752': '214',
  '770': '713',
  '937': '559',
  '958': '916',
};
const DEMO_NUMBERS_PER_AREA = 50;

/** The demo pool: 50 numbers per ZIP3 of the demo footprint. */
export function demoNumberPool(): { tn: string; area: string }[] {
  const blocksUsed = new Map<string, number>();
  const rows: { tn: string; area: string }[] = [];
  for (const [area, code] of Object.entries(DEMO_AREA_CODES)) {
    // Two ZIP3s sharing an area code get 555-0100..0149 and 555-0150..0199.
    const block = blocksUsed.get(code) ?? 0;
    blocksUsed.set(code, block + 1);
    for (let i = 0; i < DEMO_NUMBERS_PER_AREA; i++) {
      rows.push({ tn: `${code}55501${String(block * 50 + i).padStart(2, '0')}`, area });
    }
  }
  return rows;
}

/** Start-up: load the demo pool when the inventory is empty; the numbers added (0 if not). */
export async function seedDemoNumberPoolIfEmpty(ctx: {
  db: Db;
  log: { info(obj: object, msg?: string): void };
}): Promise<number> {
  if ((await repo.countNumbers(ctx.db.kysely)) > 0) return 0;
  const added = await inTransaction(ctx.db, (trx) => repo.insertFree(trx, demoNumberPool()));
  ctx.log.info({ numbers: added }, 'loaded the demo telephone-number pool');
  return added;
}
