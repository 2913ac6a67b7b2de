import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../test/support-cli';
import { openDb } from '../db/index';

describe('npm run tn:import (SQLite)', () => {
  let dir: string;
  let env: Record<string, string>;
  const numbers = async () => {
    const db = openDb(env.DATABASE_URL!);
    const rows = await db.kysely
      .selectFrom('telephone_numbers')
      .select(['tn', 'area', 'status'])
      .orderBy('tn')
      .execute();
    await db.close();
    return rows;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-tn-'));
    env = { DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`, INIT_CWD: dir };
    fs.writeFileSync(path.join(dir, 'good.csv'), 'tn,area\n617-555-0100,021\n617.555.0101,021\n');
    fs.writeFileSync(path.join(dir, 'more.csv'), 'area,tn\n021,6175550101\n');
    fs.writeFileSync(
      path.join(dir, 'bad.csv'),
      'tn,area\n6175550102,021\n555-0103,021\n6175550102,21\n',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads a good file; --replace drops free numbers missing from the file', async () => {
    const first = await runCommand('src/cli/tn-import.ts', ['good.csv'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('read 2, added 2, moved 0, deleted 0');
    expect(await numbers()).toEqual([
      { tn: '6175550100', area: '021', status: 'free' },
      { tn: '6175550101', area: '021', status: 'free' },
    ]);
    const replaced = await runCommand('src/cli/tn-import.ts', ['more.csv', '--replace'], env);
    expect(replaced.stdout).toContain('read 1, added 0, moved 0, deleted 1');
    expect((await numbers()).map((n) => n.tn)).toEqual(['6175550101']);
  });

  it('refuses a bad file naming each line, exit 1, nothing imported', async () => {
    const result = await runCommand('src/cli/tn-import.ts', ['bad.csv'], env);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${path.join(dir, 'bad.csv')}: 3 problems; nothing was imported.`,
      'line 3: tn: "555-0103" is not a 10-digit phone number',
      'line 4: tn: 6175550102 is already on line 2',
      'line 4: area: "21" is not a ZIP3 (the first 3 digits of a ZIP code)',
      '',
    ]);
    expect((await numbers()).map((n) => n.tn)).toEqual(['6175550101']);
  });

  it('explains its usage on bad arguments', async () => {
    expect((await runCommand('src/cli/tn-import.ts', [], env)).code).toBe(2);
    const unknown = await runCommand('src/cli/tn-import.ts', ['good.csv', '--wipe'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown option --wipe');
  });
});
