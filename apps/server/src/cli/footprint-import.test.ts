import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabaseUrl } from '../../test/support';
import { runCommand } from '../../test/support-cli';
import { openDb } from '../db/index';

/** Runs the command as `npm run footprint:import -- ...` would, from `INIT_CWD`. */
const importCommand = (args: string[], env: Record<string, string>) =>
  runCommand('src/cli/footprint-import.ts', args, env);

describe('npm run footprint:import (SQLite)', () => {
  let dir: string;
  let env: Record<string, string>;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-import-'));
    env = { DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`, INIT_CWD: dir };
    fs.writeFileSync(
      path.join(dir, 'good.csv'),
      'address_id,house_number,street_name,city,state,zip,fiber\nA1,1,Main St,Boston,MA,02108,Y\nA2,2,Main St,Boston,MA,02108,N\n',
    );
    fs.writeFileSync(
      path.join(dir, 'bad.csv'),
      'address_id,house_number,street_name,city,state,zip,fiber\nA3,3,Main St,Boston,MA,2108,Y\nA1,1,Main St,Boston,XX,02108,maybe\n',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('imports a file named relative to where npm was run, and prints the counts', async () => {
    const first = await importCommand(['good.csv'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('read 2, inserted 2, updated 0, deleted 0, quotes 0');
    const again = await importCommand(['good.csv', '--replace'], env);
    expect(again.stdout).toContain('read 2, inserted 0, updated 2, deleted 0, quotes 0');
  });

  it('refuses a broken file: every problem with its line, exit 1, nothing imported', async () => {
    const result = await importCommand(['bad.csv'], env);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${path.join(dir, 'bad.csv')}: 3 problems; nothing was imported.`,
      'line 2: zip: "2108" is not 5 digits',
      'line 3: state: "XX" is not a US state or territory code',
      'line 3: fiber: "maybe" is not Y or N',
      '',
    ]);
    const db = openDb(env.DATABASE_URL!);
    const ids = await db.kysely
      .selectFrom('footprint_addresses')
      .select('address_id')
      .orderBy('address_id')
      .execute();
    await db.close();
    expect(ids.map((r) => r.address_id)).toEqual(['A1', 'A2']);
  });

  it('explains its usage on bad arguments', async () => {
    expect((await importCommand([], env)).code).toBe(2);
    const unknown = await importCommand(['good.csv', '--wipe'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown option --wipe');
    const missing = await importCommand(['nope.csv'], env);
    expect(missing.stderr).toContain('nope.csv: no such file');
  });
});

/** A generated footprint (npm run footprint:generate) through the command, on each database. */
for (const dialect of DIALECTS) {
  describe(`npm run footprint:import of a generated footprint [${dialect}]`, () => {
    const ROWS = 20_000;
    let dir: string;
    let env: Record<string, string>;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-import-gen-'));
      const fresh = await freshDatabaseUrl(dialect);
      drop = fresh.drop;
      env = { DATABASE_URL: fresh.url, INIT_CWD: dir };
      const generated = await runCommand('src/cli/footprint-generate.ts', [
        '--addresses',
        `${ROWS}`,
        '--out',
        path.join(dir, 'gen.csv'),
      ]);
      expect(generated.code, generated.stderr).toBe(0);
    });
    afterAll(async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      await drop?.();
    });

    /** Address count, quote count and the latest import stamp: what a refused import must keep. */
    async function footprint() {
      const db = openDb(env.DATABASE_URL!);
      try {
        const a = await db.kysely
          .selectFrom('footprint_addresses')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.max('imported_at').as('at'),
          ])
          .executeTakeFirstOrThrow();
        const q = await db.kysely
          .selectFrom('footprint_quotes')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        return { addresses: Number(a.n), quotes: Number(q.n), importedAt: a.at };
      } finally {
        await db.close();
      }
    }

    it('imports every row with its quotes, and reports rows/s and peak RSS', async () => {
      const result = await importCommand(['gen.csv'], env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        `read ${ROWS}, inserted ${ROWS}, updated 0, deleted 0, quotes `,
      );
      expect(result.stdout).toMatch(/\n {2}[\d,]+ rows\/s, peak RSS \d+ MB\n/);
      const quotes = Number(/quotes (\d+)/.exec(result.stdout)![1]);
      expect(quotes).toBeGreaterThan(0);
      expect(await footprint()).toMatchObject({ addresses: ROWS, quotes });
    });

    it('refuses a file broken in the middle with its line, and leaves the footprint as it was', async () => {
      const before = await footprint();
      const lines = fs.readFileSync(path.join(dir, 'gen.csv'), 'utf8').split('\n');
      const zip = lines[0]!.split(',').indexOf('zip');
      const middle = lines[ROWS / 2]!.split(',');
      middle[zip] = 'ABCDE';
      lines[ROWS / 2] = middle.join(',');
      fs.writeFileSync(path.join(dir, 'bad.csv'), lines.join('\n'));

      const result = await importCommand(['bad.csv', '--replace'], env);
      expect(result.code).toBe(1);
      expect(result.stderr.split('\n')).toEqual([
        `${path.join(dir, 'bad.csv')}: 1 problem; nothing was imported.`,
        `line ${ROWS / 2 + 1}: zip: "ABCDE" is not 5 digits`,
        '',
      ]);
      expect(await footprint()).toEqual(before);
    });
  });
}
