import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabaseUrl } from '../../test/support';
import {
  commandFolder,
  expectRefused,
  expectSucceeded,
  readDatabase,
  runCommand,
} from '../../test/support-cli';

/** Runs the command as `npm run footprint:import -- ...` would, from `INIT_CWD`. */
const importCommand = (args: string[], env: Record<string, string>) =>
  runCommand('src/cli/footprint-import.ts', args, env);

describe('npm run footprint:import (SQLite)', () => {
  const folder = commandFolder('bizline-import-', () => ({
    'good.csv':
      'address_id,house_number,street_name,city,state,zip,fiber\nA1,1,Main St,Boston,MA,02108,Y\nA2,2,Main St,Boston,MA,02108,N\n',
    'bad.csv':
      'address_id,house_number,street_name,city,state,zip,fiber\nA3,3,Main St,Boston,MA,2108,Y\nA1,1,Main St,Boston,XX,02108,maybe\n',
  }));

  it('imports a file named relative to where npm was run, and prints the counts', async () => {
    const first = await importCommand(['good.csv'], folder.env);
    expectSucceeded(first, 'read 2, inserted 2, updated 0, deleted 0, quotes 0');
    const again = await importCommand(['good.csv', '--replace'], folder.env);
    expect(again.stdout).toContain('read 2, inserted 0, updated 2, deleted 0, quotes 0');
  });

  it('refuses a broken file: every problem with its line, exit 1, nothing imported', async () => {
    const result = await importCommand(['bad.csv'], folder.env);
    expectRefused(result, path.join(folder.dir, 'bad.csv'), [
      'line 2: zip: "2108" is not 5 digits',
      'line 3: state: "XX" is not a US state or territory code',
      'line 3: fiber: "maybe" is not Y or N',
    ]);
    const ids = await folder.read((db) =>
      db.kysely
        .selectFrom('footprint_addresses')
        .select('address_id')
        .orderBy('address_id')
        .execute(),
    );
    expect(ids.map((r) => r.address_id)).toEqual(['A1', 'A2']);
  });

  it('explains its usage on bad arguments', async () => {
    expect((await importCommand([], folder.env)).code).toBe(2);
    const unknown = await importCommand(['good.csv', '--wipe'], folder.env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown option --wipe');
    const missing = await importCommand(['nope.csv'], folder.env);
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
    function footprint() {
      return readDatabase(env, async (db) => {
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
      });
    }

    it('imports every row with its quotes, and reports rows/s and peak RSS', async () => {
      const result = await importCommand(['gen.csv'], env);
      expectSucceeded(result, `read ${ROWS}, inserted ${ROWS}, updated 0, deleted 0, quotes `);
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
      expectRefused(result, path.join(dir, 'bad.csv'), [
        `line ${ROWS / 2 + 1}: zip: "ABCDE" is not 5 digits`,
      ]);
      expect(await footprint()).toEqual(before);
    });
  });
}
