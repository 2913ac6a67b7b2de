import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandFolder, expectRefused, expectSucceeded } from '../../test/support-cli';

describe('npm run tn:import (SQLite)', () => {
  const folder = commandFolder('bizline-tn-', () => ({
    'good.csv': 'tn,area\n617-555-0100,021\n617.555.0101,021\n',
    'more.csv': 'area,tn\n021,6175550101\n',
    'bad.csv': 'tn,area\n6175550102,021\n555-0103,021\n6175550102,21\n',
  }));
  const numbers = () =>
    folder.read((db) =>
      db.kysely
        .selectFrom('telephone_numbers')
        .select(['tn', 'area', 'status'])
        .orderBy('tn')
        .execute(),
    );

  it('loads a good file; --replace drops free numbers missing from the file', async () => {
    const first = await folder.run('src/cli/tn-import.ts', ['good.csv']);
    expectSucceeded(first, 'read 2, added 2, moved 0, deleted 0');
    expect(await numbers()).toEqual([
      { tn: '6175550100', area: '021', status: 'free' },
      { tn: '6175550101', area: '021', status: 'free' },
    ]);
    const replaced = await folder.run('src/cli/tn-import.ts', ['more.csv', '--replace']);
    expect(replaced.stdout).toContain('read 1, added 0, moved 0, deleted 1');
    expect((await numbers()).map((n) => n.tn)).toEqual(['6175550101']);
  });

  it('refuses a bad file naming each line, exit 1, nothing imported', async () => {
    const result = await folder.run('src/cli/tn-import.ts', ['bad.csv']);
    expectRefused(result, path.join(folder.dir, 'bad.csv'), [
      'line 3: tn: "555-0103" is not a 10-digit phone number',
      'line 4: tn: 6175550102 is already on line 2',
      'line 4: area: "21" is not a ZIP3 (the first 3 digits of a ZIP code)',
    ]);
    expect((await numbers()).map((n) => n.tn)).toEqual(['6175550101']);
  });

  it('explains its usage on bad arguments', async () => {
    expect((await folder.run('src/cli/tn-import.ts', [])).code).toBe(2);
    const unknown = await folder.run('src/cli/tn-import.ts', ['good.csv', '--wipe']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown option --wipe');
  });
});
