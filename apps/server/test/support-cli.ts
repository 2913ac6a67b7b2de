/**
 * For the tests of the commands in src/cli: a command run as `npm run <script> -- ...` runs it,
 * in apps/server, with the test's environment and `env` on top (INIT_CWD: where the user typed
 * it). Answers the exit code and both outputs, whatever the code.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

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
