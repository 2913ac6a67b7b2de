import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support';
import {
  assignNumbers,
  demoNumberPool,
  extendHolds,
  heldNumbers,
  holdNumbers,
  importNumberPool,
  parsePoolCsv,
  releaseExpiredHolds,
  releaseNumbers,
  seedDemoNumberPoolIfEmpty,
  seedNumberPool,
  tnAreaOf,
} from './service';

const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T10:30:00.000Z';
const AFTER_EXPIRY = '2026-11-21T11:00:00.000Z';
/** n numbers prefix0000, prefix0001... */
const pool = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

describe('tnAreaOf', () => {
  it('is the ZIP3 of the address', () => {
    expect(tnAreaOf('02110')).toBe('021');
    expect(tnAreaOf('02110-1234')).toBe('021');
    expect(() => tnAreaOf('211')).toThrow(/ZIP/);
  });
});

describe('parsePoolCsv', () => {
  const rec = (lines: string[][]) => lines.map((record, i) => ({ record, line: i + 1 }));
  it('strips dashes and names every bad line', () => {
    const { rows, problems } = parsePoolCsv(
      rec([
        ['tn', 'area'],
        ['617-555-0100', '021'],
        ['617.555.0101', '021'],
        ['555-0102', '021'],
        ['6175550100', '21'],
      ]),
    );
    expect(rows.map((r) => r.tn)).toEqual(['6175550100', '6175550101']);
    expect(problems).toEqual([
      { line: 4, column: 'tn', message: '"555-0102" is not a 10-digit phone number' },
      { line: 5, column: 'tn', message: '6175550100 is already on line 2' },
      {
        line: 5,
        column: 'area',
        message: '"21" is not a ZIP3 (the first 3 digits of a ZIP code)',
      },
    ]);
  });
  it('needs both columns', () => {
    expect(parsePoolCsv(rec([['number', 'area']])).problems).toEqual([
      { line: 1, column: 'tn', message: 'column is missing from the header' },
    ]);
  });
  it('demo pool: 50 distinct numbers per ZIP3', () => {
    const demo = demoNumberPool();
    expect(new Set(demo.map((r) => r.tn)).size).toBe(demo.length);
    expect(demo.filter((r) => r.area === '021')).toHaveLength(50);
    expect(demo.every((r) => /^\d{10}$/.test(r.tn))).toBe(true);
  });
});

describeEachDialect('telephone-number inventory', (server) => {
  const db = () => server().ctx.db;
  const hold = (cartId: string, area: string, count: number, now = NOW, heldUntil = LATER) =>
    holdNumbers(db(), { cartId, area, count, heldUntil, now });

  it('never holds one number for two carts, even when ten carts ask at once', async () => {
    await seedNumberPool(db(), '900', pool('900555', 5));
    const carts = Array.from({ length: 10 }, (_, i) => `race-${i}`);
    const answers = await Promise.all(carts.map((c) => hold(c, '900', 3)));
    const all = answers.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(5);
    // What each cart was told is what the table says it holds.
    for (const [i, cart] of carts.entries()) {
      expect(await heldNumbers(db(), cart, NOW)).toEqual([...answers[i]!].sort());
    }
    const rows = await db()
      .kysely.selectFrom('telephone_numbers')
      .selectAll()
      .where('area', '=', '900')
      .execute();
    expect(rows.every((r) => r.status === 'held' && r.cart_id && r.held_until === LATER)).toBe(
      true,
    );
  });

  it('keeps what a cart holds, tops up, releases extras, and answers fewer when dry', async () => {
    await seedNumberPool(db(), '901', pool('901555', 4));
    expect(await hold('a', '901', 1)).toEqual(['9015550000']);
    expect(await hold('a', '901', 3)).toEqual(['9015550000', '9015550001', '9015550002']);
    expect(await hold('b', '901', 2)).toEqual(['9015550003']);
    // Asking again does not move a cart's numbers.
    expect(await hold('a', '901', 3)).toEqual(['9015550000', '9015550001', '9015550002']);
    expect(await hold('a', '901', 1)).toEqual(['9015550000']);
    expect(await heldNumbers(db(), 'a', NOW)).toEqual(['9015550000']);
    // The released numbers go to whoever asks next.
    expect(await hold('b', '901', 2)).toEqual(['9015550003', '9015550001']);
    expect(await hold('c', '999', 1)).toEqual([]);
  });

  it('takes over holds that ended; extendHolds keeps them; releaseExpiredHolds frees them', async () => {
    await seedNumberPool(db(), '902', pool('902555', 2));
    expect(await hold('old', '902', 2)).toEqual(['9025550000', '9025550001']);
    // The old cart's holds ended at LATER: at AFTER_EXPIRY they count as free.
    expect(await heldNumbers(db(), 'old', AFTER_EXPIRY)).toEqual([]);
    expect(await hold('new', '902', 1, AFTER_EXPIRY, '2026-11-21T12:00:00.000Z')).toEqual([
      '9025550000',
    ]);
    expect(await extendHolds(db(), 'old', '2026-11-21T13:00:00.000Z')).toEqual(['9025550001']);
    expect(await heldNumbers(db(), 'old', AFTER_EXPIRY)).toEqual(['9025550001']);
    expect(await releaseExpiredHolds(db(), '2026-11-21T12:30:00.000Z')).toBeGreaterThanOrEqual(1);
    const row = await db()
      .kysely.selectFrom('telephone_numbers')
      .selectAll()
      .where('tn', '=', '9025550000')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'free', cart_id: null, held_until: null });
  });

  it('releases on request and assigns for the order (assigned numbers are never offered)', async () => {
    await seedNumberPool(db(), '903', pool('903555', 3));
    expect(await hold('r', '903', 3)).toHaveLength(3);
    expect(await releaseNumbers(db(), 'r', ['9035550002'])).toBe(1);
    expect(await assignNumbers(db(), 'r', ['9035550000', '9035550002'])).toEqual(['9035550000']);
    expect(await releaseNumbers(db(), 'r')).toBe(1);
    expect(await hold('s', '903', 3, AFTER_EXPIRY, '2026-11-22T00:00:00.000Z')).toEqual([
      '9035550001',
      '9035550002',
    ]);
  });

  it('imports a pool all or nothing; --replace keeps numbers carts hold', async () => {
    const rows = (lines: string[][]) =>
      parsePoolCsv(lines.map((record, i) => ({ record, line: i + 1 })));
    const bad = await importNumberPool(
      db(),
      rows([
        ['tn', 'area'],
        ['9045550000', '904'],
        ['904555', '904'],
      ]),
    );
    expect(bad).toEqual({
      ok: false,
      problems: [{ line: 3, column: 'tn', message: '"904555" is not a 10-digit phone number' }],
    });
    const good = await importNumberPool(
      db(),
      rows([
        ['tn', 'area'],
        ['904-555-0000', '904'],
        ['904-555-0001', '904'],
      ]),
    );
    expect(good).toEqual({ ok: true, counts: { read: 2, added: 2, moved: 0, deleted: 0 } });
    expect(await hold('imp', '904', 1)).toEqual(['9045550000']);
    const replaced = await importNumberPool(
      db(),
      rows([
        ['tn', 'area'],
        ['9045550002', '904'],
      ]),
      { replace: true },
    );
    expect(replaced.ok).toBe(true);
    const left = await db()
      .kysely.selectFrom('telephone_numbers')
      .select('tn')
      .where('area', '=', '904')
      .orderBy('tn')
      .execute();
    expect(left.map((r) => r.tn)).toEqual(['9045550000', '9045550002']);
  });

  it('seeds the demo pool only into an empty inventory', async () => {
    const log = { info: () => {} };
    // The inventory has numbers from the tests above: nothing is added.
    expect(await seedDemoNumberPoolIfEmpty({ db: db(), log })).toBe(0);
    await db().kysely.deleteFrom('telephone_numbers').execute();
    expect(await seedDemoNumberPoolIfEmpty({ db: db(), log })).toBe(demoNumberPool().length);
    expect(await hold('boston', '021', 2)).toEqual(['6175550100', '6175550101']);
  });
});
