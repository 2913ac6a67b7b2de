/**
 * How every command in src/cli runs (`npm run <command> -- ...`): the arguments parsed by
 * node:util parseArgs from one options table, which also writes the --help text; the
 * configuration from config.ts (the server's variables and defaults, DATABASE_URL included);
 * the database opened from it on first use, migrated to the latest schema, and closed at the end.
 *
 * Exit codes, the same for every command:
 *   0  done (and --help)
 *   1  refused or failed: the command checked its input and changed nothing (it lists the
 *      problems), or something unexpected went wrong (one line: `<what> failed: <message>`,
 *      with the stack only when DEBUG is set)
 *   2  bad usage or input: an unknown option, a missing or bad value, a file that is not there,
 *      an invalid configuration (one line each)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, DEFAULT_DATABASE_URL, loadConfig, type Config } from '../config';
import { migrateToLatest, openDb, type Db } from '../db/index';

export interface CliOption {
  type: 'string' | 'boolean';
  /** May be given more than once (the value is then a list). */
  multiple?: boolean;
  /** The value's name in --help: `--area <ZIP3>`. */
  value?: string;
  /** What it does, for --help (several lines allowed). */
  help: string;
}

type Options = Record<string, CliOption>;

type Values<O extends Options> = {
  [K in keyof O]?: O[K] extends { multiple: true }
    ? O[K]['type'] extends 'boolean'
      ? boolean[]
      : string[]
    : O[K]['type'] extends 'boolean'
      ? boolean
      : string;
};

export interface CliContext<O extends Options> {
  values: Values<O>;
  /** The input file's absolute path ('' when the command takes none). */
  file: string;
  /** The configuration (read on first call). */
  config(): Config;
  /** The configured database, opened on first call and migrated to the latest schema (unless
   * `migrate: false`); closed at the end. */
  database(options?: { migrate?: boolean }): Promise<Db>;
}

export interface CliSpec<O extends Options> {
  /** The npm script, as in `npm run <command>`. */
  command: string;
  /** What fails, for the one-line error: '<failure> failed: <message>'. */
  failure: string;
  /** The arguments after `--` in the usage line. */
  synopsis?: string;
  options?: O;
  /** One input file, named relative to where npm was run. */
  file?: { name: string; what: string; help: string };
  /** A paragraph after the options in --help. */
  notes?: string;
  /** The command uses the configured database (--help says which one). */
  usesDatabase?: boolean;
  run(ctx: CliContext<O>): Promise<number | void>;
}

/** Bad usage or input: printed as it is, exit 2 (or the code given). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** This module was started as the command (not imported, e.g. by a test). */
export function isMainModule(importMetaUrl: string): boolean {
  const started = process.argv[1];
  if (!started) return false;
  const real = (p: string) => fs.realpathSync.native(p);
  try {
    return real(path.resolve(started)) === real(fileURLToPath(importMetaUrl));
  } catch {
    return false;
  }
}

export function helpText<O extends Options>(spec: CliSpec<O>): string {
  const rows: [string, string][] = [];
  if (spec.file) rows.push([spec.file.name, spec.file.help]);
  for (const [name, o] of Object.entries(spec.options ?? {})) {
    rows.push([o.value ? `--${name} ${o.value}` : `--${name}`, o.help]);
  }
  rows.push(['-h, --help', 'this text']);
  const width = Math.max(...rows.map(([label]) => label.length)) + 3;
  const lines = rows.map(([label, help]) =>
    `  ${label.padEnd(width)}${help.split('\n').join(`\n  ${' '.repeat(width)}`)}`.trimEnd(),
  );
  const notes = [
    spec.usesDatabase
      ? `The database is DATABASE_URL (default ${DEFAULT_DATABASE_URL}), migrated first.`
      : '',
    spec.notes ?? '',
  ].filter(Boolean);
  const synopsis = spec.synopsis ? ` -- ${spec.synopsis}` : '';
  return [`usage: npm run ${spec.command}${synopsis}`, lines.join('\n'), ...notes].join('\n\n');
}

/** The option a user typed that the table does not have, if any (before a bare `--`). */
function unknownOption(argv: string[], options: Options): string | undefined {
  for (const arg of argv) {
    if (arg === '--') return undefined;
    if (arg === '-h' || arg === '--help' || !arg.startsWith('-') || arg === '-') continue;
    const name = arg.startsWith('--') ? arg.slice(2).split('=')[0]! : '';
    if (!(name in options)) return arg.split('=')[0];
  }
  return undefined;
}

function parse<O extends Options>(spec: CliSpec<O>, argv: string[]) {
  const options = spec.options ?? ({} as O);
  const unknown = unknownOption(argv, options);
  if (unknown) throw new CliError(`unknown option ${unknown} (--help lists the options)`);
  try {
    const parsed = parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(
          Object.entries(options).map(([name, o]) => [
            name,
            { type: o.type, multiple: o.multiple ?? false },
          ]),
        ),
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: spec.file !== undefined,
      strict: true,
    });
    return parsed as { values: Values<O> & { help?: boolean }; positionals: string[] };
  } catch (e) {
    const message = (e as Error).message;
    const missing = /^Option '(-\w, )?(--[\w-]+)[^']*' argument missing/.exec(message);
    if (missing) throw new CliError(`${missing[2]} needs a value`);
    const positional = /^Unexpected argument '([^']*)'/.exec(message);
    if (positional) throw new CliError(`unexpected argument ${positional[1]}`);
    throw new CliError(message.split('\n')[0]!);
  }
}

function inputFile(spec: CliSpec<Options>, positionals: string[]): string {
  if (!spec.file) return '';
  if (positionals.length !== 1) {
    throw new CliError(
      `expected one ${spec.file.what}, got ${positionals.length} (--help lists the arguments)`,
    );
  }
  // npm runs workspace scripts in apps/server; a relative path means where the user typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new CliError(`${file}: no such file`);
  }
  return file;
}

/** One line for the terminal, with the stack under DEBUG. */
function describe(e: unknown, failure: string): { line: string; code: number } {
  if (e instanceof CliError) return { line: e.message, code: e.exitCode };
  if (e instanceof ConfigError) {
    return { line: `invalid configuration: ${e.problems.join('; ')}`, code: 2 };
  }
  const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ');
  const stack = process.env.DEBUG && e instanceof Error && e.stack ? `\n${e.stack}` : '';
  return { line: `${failure} failed: ${message}${stack}`, code: 1 };
}

/** Runs a command and exits the process with its code. */
export async function runCli<const O extends Options>(spec: CliSpec<O>): Promise<never> {
  let db: Db | undefined;
  let code: number;
  try {
    const { values, positionals } = parse(spec, process.argv.slice(2));
    if (values.help) {
      process.stdout.write(`${helpText(spec)}\n`);
      process.exit(0);
    }
    const file = inputFile(spec, positionals);
    let config: Config | undefined;
    const getConfig = () => (config ??= loadConfig());
    const ctx: CliContext<O> = {
      values,
      file,
      config: getConfig,
      database: async ({ migrate = true } = {}) => {
        if (!db) {
          db = openDb(getConfig().databaseUrl);
          if (migrate) await migrateToLatest(db);
        }
        return db;
      },
    };
    code = (await spec.run(ctx)) ?? 0;
  } catch (e) {
    const { line, code: failed } = describe(e, spec.failure);
    process.stderr.write(`${line}\n`);
    code = failed;
  }
  try {
    await db?.close();
  } catch {
    // The outcome is already reported; a failing close changes nothing the user can act on.
  }
  process.exit(code);
}
