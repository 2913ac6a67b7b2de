import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandFolder, expectRefused, expectSucceeded } from '../../test/support-cli';
import { fromRepoRoot } from '../paths';

describe('npm run catalogue:import (SQLite)', () => {
  const folder = commandFolder('bizline-catalogue-', () => {
    const demo = JSON.parse(fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8'));
    const good = JSON.stringify({ ...demo, version: 'v-good' });
    demo.version = 'v-bad';
    demo.internet.plans[3].price.TwoYears = 249.5;
    demo.internet.plans[1].id = 'FIOS-300';
    return { 'good.json': good, 'bad.json': JSON.stringify(demo) };
  });
  const versions = () =>
    folder.read((db) =>
      db.kysely
        .selectFrom('catalogue_versions')
        .select(['version', 'active'])
        .orderBy('id')
        .execute(),
    );

  it('activates a good file named relative to where npm was run', async () => {
    const first = await folder.run('src/cli/catalogue-import.ts', ['good.json']);
    expectSucceeded(first, 'catalogue version "v-good" is now active');
    await folder.run('src/cli/catalogue-import.ts', ['good.json']);
    expect(await versions()).toEqual([
      { version: 'v-good', active: 0 },
      { version: 'v-good', active: 1 },
    ]);
  });

  it('refuses a bad file naming the entry, exit 1, nothing changed', async () => {
    const before = await versions();
    const result = await folder.run('src/cli/catalogue-import.ts', ['bad.json']);
    expectRefused(result, path.join(folder.dir, 'bad.json'), [
      'internet.plans[3].price.TwoYears: must be whole cents',
    ]);
    expect(await versions()).toEqual(before);
  });

  it('explains its usage on bad arguments', async () => {
    expect((await folder.run('src/cli/catalogue-import.ts', [])).code).toBe(2);
    const missing = await folder.run('src/cli/catalogue-import.ts', ['nope.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json: no such file');
  });
});
