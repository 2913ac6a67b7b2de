/**
 * For the tests of the commands in src/cli: a command run as `npm run <script> -- ...` runs it,
 * in apps/server, with the test's environment and `env` on top (INIT_CWD: where the user typed
 * it). Answers the exit code and both outputs, whatever the code.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDb, type Db } from '../src/db/index';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `script` relative to apps/server, e.g. 'src/cli/tn-import.ts'. */
export async function runCommand(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

/**
 * The folder a suite's commands are typed in (INIT_CWD), made before its first test and removed
 * after its last: it holds the files `files()` names (name -> text) and the SQLite database of
 * `env.DATABASE_URL`. `run` runs a command there, `read` reads its database.
 */
export function commandFolder(prefix: string, files: () => Record<string, string> = () => ({})) {
  const folder = {
    dir: '',
    env: {} as Record<string, string>,
    run: (script: string, args: string[]) => runCommand(script, args, folder.env),
    read: <T>(read: (db: Db) => Promise<T>) => readDatabase(folder.env, read),
  };
  beforeAll(() => {
    folder.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folder.env = {
      DATABASE_URL: `sqlite:${path.join(folder.dir, 'db.sqlite')}`,
      INIT_CWD: folder.dir,
    };
    for (const [name, text] of Object.entries(files())) {
      fs.writeFileSync(path.join(folder.dir, name), text);
    }
  });
  afterAll(() => fs.rmSync(folder.dir, { recursive: true, force: true }));
  return folder;
}

/** What `read` reads from the database of `env.DATABASE_URL` (opened for it, then closed). */
export async function readDatabase<T>(
  env: Record<string, string>,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const db = openDb(env.DATABASE_URL!);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** The command ran clean (exit 0, nothing on stderr) and said `summary`. */
export function expectSucceeded(result: CommandResult, summary: string): void {
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toContain(summary);
}

/** An import refused `file` whole (exit 1): stderr says so with the count, then each problem. */
export function expectRefused(result: CommandResult, file: string, problems: string[]): void {
  expect(result.code).toBe(1);
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  expect(result.stderr.split('\n')).toEqual([
    `${file}: ${count}; nothing was imported.`,
    ...problems,
    '',
  ]);
}
