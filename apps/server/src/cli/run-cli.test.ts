import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../test/support-cli';

/** The command without DEBUG (the stack would follow the one-line error). */
const command = (script: string, args: string[], env: Record<string, string> = {}) =>
  runCommand(script, args, { DEBUG: '', ...env });

describe('the commands in src/cli (runCli)', () => {
  it('--help lists the options from the table and the configured database', async () => {
    const help = await command('src/cli/slots-generate.ts', ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run slots:generate -- --area <ZIP3>/);
    expect(help.stdout).toContain('  --capacity N ');
    expect(help.stdout).toContain('  -h, --help ');
    expect(help.stdout).toContain('DATABASE_URL (default sqlite:./data/bizline.sqlite)');
  });

  it('an unknown option, a missing value and a bad configuration: one line, exit 2', async () => {
    const unknown = await command('src/cli/slots-generate.ts', ['--area', '021', '--wipe']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toBe('unknown option --wipe (--help lists the options)\n');
    const missing = await command('src/cli/slots-generate.ts', ['--area']);
    expect(missing).toMatchObject({ code: 2, stderr: '--area needs a value\n' });
    const config = await command('src/cli/migrate.ts', [], { DATABASE_URL: 'mysql://db/shop' });
    expect(config).toMatchObject({
      code: 2,
      stderr: 'invalid configuration: DATABASE_URL: must start with sqlite: or postgres://\n',
    });
  });

  it('an unexpected failure is one line, exit 1, the stack only under DEBUG', async () => {
    // A directory where the database file should be: SQLite cannot open it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-cli-'));
    try {
      const env = { DATABASE_URL: `sqlite:${dir}` };
      const failed = await command('src/cli/migrate.ts', [], env);
      expect(failed).toMatchObject({
        code: 1,
        stderr: 'migration failed: unable to open database file\n',
      });
      const debug = await command('src/cli/migrate.ts', [], { ...env, DEBUG: '1' });
      expect(debug.code).toBe(1);
      expect(debug.stderr.split('\n').length).toBeGreaterThan(3);
      expect(debug.stderr).toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
