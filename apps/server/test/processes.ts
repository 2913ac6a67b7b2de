/**
 * Test support: the real server (`src/main.ts`) as a child process, for what only separate
 * processes show (a crash that ends the process, two processes on one SQLite file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything the process wrote so far. */
  output: () => string;
  exited: () => boolean;
  stop: () => Promise<void>;
}

/** Start `main.ts` on a free port with `env` on top of the test's environment. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exitCode: number | undefined;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : 0);
      resolve();
    }),
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 45 s:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then(() => reject(new Error(`server exited at start:\n${output}`)));
  });
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: () => exitCode !== undefined,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exit;
    },
  };
}
