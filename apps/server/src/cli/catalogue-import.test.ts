import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../test/support-cli';
import { openDb } from '../db/index';
import { fromRepoRoot } from '../paths';

describe('npm run catalogue:import (SQLite)', () => {
  let dir: string;
  let env: Record<string, string>;
  const versions = async () => {
    const db = openDb(env.DATABASE_URL!);
    const rows = await db.kysely
      .selectFrom('catalogue_versions')
      .select(['version', 'active'])
      .orderBy('id')
      .execute();
    await db.close();
    return rows;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-catalogue-'));
    env = { DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`, INIT_CWD: dir };
    const demo = JSON.parse(fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'good.json'), JSON.stringify({ ...demo, version: 'v-good' }));
    demo.version = 'v-bad';
    demo.internet.plans[3].price.TwoYears = 249.5;
    demo.internet.plans[1].id = 'FIOS-300';
    fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(demo));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('activates a good file named relative to where npm was run', async () => {
    const first = await runCommand('src/cli/catalogue-import.ts', ['good.json'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('catalogue version "v-good" is now active');
    await runCommand('src/cli/catalogue-import.ts', ['good.json'], env);
    expect(await versions()).toEqual([
      { version: 'v-good', active: 0 },
      { version: 'v-good', active: 1 },
    ]);
  });

  it('refuses a bad file naming the entry, exit 1, nothing changed', async () => {
    const before = await versions();
    const result = await runCommand('src/cli/catalogue-import.ts', ['bad.json'], env);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${path.join(dir, 'bad.json')}: 1 problem; nothing was imported.`,
      'internet.plans[3].price.TwoYears: must be whole cents',
      '',
    ]);
    expect(await versions()).toEqual(before);
  });

  it('explains its usage on bad arguments', async () => {
    expect((await runCommand('src/cli/catalogue-import.ts', [], env)).code).toBe(2);
    const missing = await runCommand('src/cli/catalogue-import.ts', ['nope.json'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json: no such file');
  });
});
