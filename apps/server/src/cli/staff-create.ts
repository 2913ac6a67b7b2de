/**
 * npm run staff:create -- --email a@b.com --first Ada --last Lovelace --role agent|staff
 *
 * Creates a staff account in the database named by DATABASE_URL (default
 * sqlite:./data/bizline.sqlite), migrating it first. The password comes from the STAFF_PASSWORD
 * environment variable or is asked for on a terminal; never from the command line, where it
 * would land in the shell history. Exit 0 created, 1 refused (duplicate), 2 bad usage or input.
 */
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '@bizline/domain/wire/staff';
import { migrateToLatest, openDb, parseDatabaseUrl } from '../db/index';
import { createStaff, newStaffProblem, StaffInputError } from '../modules/staff/service';

const USAGE = `usage: npm run staff:create -- --email <e-mail> --first <first name> --last <last name> --role agent|staff

  The password is read from the STAFF_PASSWORD environment variable, or asked for when run on a
  terminal (at least ${STAFF_PASSWORD_MIN_LENGTH} characters). It is never taken from the command line.

The database is DATABASE_URL (default sqlite:./data/bizline.sqlite).`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (result: string | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (result === null) reject(new Error('cancelled'));
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(value);
        if (ch === '\u0003' || ch === '\u0004') return done(null);
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) {
    fail('no password: set STAFF_PASSWORD or run on a terminal to be asked for it');
  }
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Password again: ');
  if (first !== again) fail('the two passwords differ; nothing was created');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!['--email', '--first', '--last', '--role'].includes(name)) {
      fail(
        name === '--password'
          ? `--password is not accepted: set STAFF_PASSWORD or answer the prompt\n\n${USAGE}`
          : `unknown argument ${arg}\n\n${USAGE}`,
      );
    }
    const value = inline ?? argv[++i];
    if (value === undefined) fail(`${name} needs a value\n\n${USAGE}`);
    options[name.slice(2)] = value;
  }
  for (const name of ['email', 'first', 'last', 'role']) {
    if (options[name] === undefined) fail(`--${name} is required\n\n${USAGE}`);
  }
  const role = options.role!;
  if (!(STAFF_ROLES as readonly string[]).includes(role)) fail(`--role: must be agent or staff`);

  const input = {
    email: options.email!,
    firstName: options.first!,
    lastName: options.last!,
    role: role as StaffRole,
    password: '',
  };
  // Check everything but the password before asking for it.
  const early = newStaffProblem({ ...input, password: 'x'.repeat(STAFF_PASSWORD_MIN_LENGTH) });
  if (early) fail(early);
  input.password = await readPassword();
  const problem = newStaffProblem(input);
  if (problem) fail(problem);

  const url = process.env.DATABASE_URL || 'sqlite:./data/bizline.sqlite';
  try {
    parseDatabaseUrl(url);
  } catch (e) {
    fail(`DATABASE_URL: ${(e as Error).message}`);
  }
  const db = openDb(url);
  try {
    await migrateToLatest(db);
    const id = await createStaff(db, input);
    process.stdout.write(
      `Created ${input.role} account ${id} for ${input.email.trim().toLowerCase()} in ${db.description}\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof StaffInputError) {
      process.stderr.write(`${e.message}; nothing was created\n`);
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`staff create failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
