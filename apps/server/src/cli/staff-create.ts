/**
 * npm run staff:create -- --email a@b.com --first Ada --last Lovelace --role admin|agent|staff
 * (an admin opens the console's admin pages: staff accounts, audit log ...; issue 14)
 *
 * Creates a staff account in the configured database. The password comes from the
 * STAFF_PASSWORD environment variable or is asked for on a terminal; never from the command line,
 * where it would land in the shell history. Exit 0 created, 1 refused (duplicate), 2 bad usage
 * or input (run-cli.ts).
 */
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '@bizline/domain/wire/staff';
import { createStaff, newStaffProblem, StaffInputError } from '../modules/staff/service';
import { CliError, runCli } from './run-cli';

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
    throw new CliError('no password: set STAFF_PASSWORD or run on a terminal to be asked for it');
  }
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Password again: ');
  if (first !== again) throw new CliError('the two passwords differ; nothing was created');
  return first;
}

const NO_PASSWORD_OPTION = '--password is not accepted: set STAFF_PASSWORD or answer the prompt';

await runCli({
  command: 'staff:create',
  failure: 'staff create',
  synopsis: '--email <e-mail> --first <first name> --last <last name> --role admin|agent|staff',
  options: {
    email: { type: 'string', value: '<e-mail>', help: 'the sign-in e-mail address' },
    first: { type: 'string', value: '<first name>', help: 'first name' },
    last: { type: 'string', value: '<last name>', help: 'last name' },
    role: {
      type: 'string',
      value: 'admin|agent|staff',
      help: "what the account may do (admin: everything, with the console's admin pages)",
    },
    // Listed so that it is refused with the reason rather than as an unknown option.
    password: { type: 'string', value: '<password>', help: 'not accepted (see below)' },
  },
  usesDatabase: true,
  notes: `The password is read from the STAFF_PASSWORD environment variable, or asked for when run on a
terminal (at least ${STAFF_PASSWORD_MIN_LENGTH} characters). It is never taken from the command line.`,
  async run({ values, database }) {
    if (values.password !== undefined) throw new CliError(NO_PASSWORD_OPTION);
    for (const name of ['email', 'first', 'last', 'role'] as const) {
      if (values[name] === undefined) throw new CliError(`--${name} is required`);
    }
    const role = values.role!;
    if (!(STAFF_ROLES as readonly string[]).includes(role)) {
      throw new CliError('--role: must be admin, agent or staff');
    }
    const input = {
      email: values.email!,
      firstName: values.first!,
      lastName: values.last!,
      role: role as StaffRole,
      password: '',
    };
    // Check everything but the password before asking for it.
    const early = newStaffProblem({ ...input, password: 'x'.repeat(STAFF_PASSWORD_MIN_LENGTH) });
    if (early) throw new CliError(early);
    input.password = await readPassword();
    const problem = newStaffProblem(input);
    if (problem) throw new CliError(problem);

    const db = await database();
    try {
      const id = await createStaff(db, input);
      process.stdout.write(
        `Created ${input.role} account ${id} for ${input.email.trim().toLowerCase()} in ${db.description}\n`,
      );
    } catch (e) {
      if (!(e instanceof StaffInputError)) throw e;
      process.stderr.write(`${e.message}; nothing was created\n`);
      return 1;
    }
  },
});
