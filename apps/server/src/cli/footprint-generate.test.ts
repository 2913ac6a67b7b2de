import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb } from '../db/index';
import { importFootprintFile } from '../modules/footprint/service';
import { formatProblem } from '../modules/footprint/csv';
import { generate } from './footprint-generate';

describe('footprint:generate', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-generate-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => path.join(dir, name);

  it('writes N rows, the same for the same seed and different for another', async () => {
    await generate(3000, file('a.csv'), 'x');
    await generate(3000, file('b.csv'), 'x');
    await generate(3000, file('c.csv'), 'y');
    const a = fs.readFileSync(file('a.csv'), 'utf8');
    expect(a.trimEnd().split('\n')).toHaveLength(3001);
    expect(fs.readFileSync(file('b.csv'), 'utf8')).toBe(a);
    expect(fs.readFileSync(file('c.csv'), 'utf8')).not.toBe(a);
  });

  it('writes a footprint that imports cleanly, with units, twins and a mix of flags', async () => {
    const db = openDb(`sqlite:${file('db.sqlite')}`);
    try {
      await migrateToLatest(db);
      const result = await importFootprintFile(db, file('a.csv'));
      expect(
        result.ok,
        result.ok ? '' : result.problems.slice(0, 5).map(formatProblem).join('\n'),
      ).toBe(true);
      const rows = await db.kysely.selectFrom('footprint_addresses').selectAll().execute();
      expect(rows).toHaveLength(3000);
      const units = rows.filter((r) => r.unit !== null);
      expect(units.length / rows.length).toBeGreaterThan(0.2); // ~10% of buildings, 2-40 units each
      expect(new Set(rows.map((r) => r.zip)).size).toBeGreaterThanOrEqual(20);
      const buildings = new Map<string, number>();
      for (const r of rows)
        if (r.street_key)
          buildings.set(
            `${r.zip}|${r.street_key}`,
            (buildings.get(`${r.zip}|${r.street_key}`) ?? 0) + 1,
          );
      expect([...buildings.values()].some((n) => n > 1)).toBe(true);
      for (const flag of [
        'fiber',
        'hsi',
        'qualified_4g',
        'qualified_5g',
        'qualified_cband',
      ] as const) {
        expect(
          rows.some((r) => r[flag] === 'Y'),
          flag,
        ).toBe(true);
      }
    } finally {
      await db.close();
    }
  });
});
