import { describe, expect, it } from 'vitest';
import { commandFolder, runCommand } from '../../test/support-cli';
import { signIn, verifyPassword } from '../modules/staff/service';

const PASSWORD = 'a long enough secret';

/** Runs `npm run staff:create -- ...` without a STAFF_PASSWORD unless `env` gives one. */
const cli = (args: string[], env: Record<string, string | undefined>) =>
  runCommand('src/cli/staff-create.ts', args, { STAFF_PASSWORD: undefined, ...env });

describe('npm run staff:create (SQLite)', () => {
  const folder = commandFolder('bizline-staff-');
  const ada = ['--email', 'Ada@Example.com', '--first', 'Ada', '--last', 'Lovelace'];

  it('creates an account whose stored hash is scrypt, not the password', async () => {
    const res = await cli([...ada, '--role', 'agent'], { ...folder.env, STAFF_PASSWORD: PASSWORD });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Created agent account \d+ for ada@example\.com/);

    await folder.read(async (db) => {
      const row = await db.kysely.selectFrom('staff_users').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        role: 'agent',
        failed_attempts: 0,
        locked_until: null,
      });
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(row.password_hash).toMatch(
        /^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/,
      );
      expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
      expect(await verifyPassword(`${PASSWORD}x`, row.password_hash)).toBe(false);
      expect(
        await signIn(db, { email: 'ada@example.com', password: PASSWORD, client: 'cli-test' }),
      ).toMatchObject({ ok: true });
    });
  });

  it('makes the first admin (issue 14)', async () => {
    const res = await cli(
      ['--email', 'root@example.com', '--first', 'Root', '--last', 'Admin', '--role', 'admin'],
      { ...folder.env, STAFF_PASSWORD: PASSWORD },
    );
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/^Created admin account \d+ for root@example\.com/);
    await folder.read(async (db) => {
      const signedIn = await signIn(db, {
        email: 'root@example.com',
        password: PASSWORD,
        client: 'cli-test',
      });
      expect(signedIn).toMatchObject({ ok: true, staff: { role: 'admin' } });
    });
  });

  it('refuses a duplicate e-mail (any case) with exit 1', async () => {
    const res = await cli(
      [...ada.slice(0, 1), 'ADA@example.com', ...ada.slice(2), '--role', 'staff'],
      {
        ...folder.env,
        STAFF_PASSWORD: PASSWORD,
      },
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('an account for ada@example.com already exists');
  });

  it.each([
    [['--role', 'staff'], 'short', 'password: at least 12 characters are required'],
    [['--role', 'boss'], PASSWORD, '--role: must be admin, agent or staff'],
    [['--role', 'staff', '--password', PASSWORD], PASSWORD, '--password is not accepted'],
    [['--role', 'staff'], undefined, 'no password: set STAFF_PASSWORD'],
  ])('refuses %j with exit 2 and a clear message', async (extra, password, message) => {
    const res = await cli(['--email', 'new@example.com', '--first', 'N', '--last', 'W', ...extra], {
      ...folder.env,
      STAFF_PASSWORD: password,
    });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(message);
  });

  it('refuses a bad e-mail and missing names', async () => {
    const bad = await cli(
      ['--email', 'not-an-email', '--first', 'A', '--last', 'B', '--role', 'staff'],
      {
        ...folder.env,
        STAFF_PASSWORD: PASSWORD,
      },
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--email: "not-an-email" is not a valid e-mail address');
    const missing = await cli(['--email', 'x@example.com', '--role', 'staff'], {
      ...folder.env,
      STAFF_PASSWORD: PASSWORD,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--first is required');
  });
});
