/**
 * The processes under load: compiled bizline servers as `npm start` runs them (one per
 * `--processes`, each on its own port, the first started alone so it migrates and seeds before
 * the others start) and, as the denominator
 * of the mixed load's ratio, a bare Fastify hello-world with as many processes.
 *
 * Each child runs in its own process group and is ended with its group (process.kill(-pid)), so
 * nothing outlives the bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export interface Running {
  origins: string[];
  stop(): void;
}

async function waitReady(url: string, children: ChildProcess[]): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (children.some((c) => c.exitCode !== null)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  stopAll(children);
  throw new Error(`${url} did not become ready`);
}

function stopAll(children: ChildProcess[]): void {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/** `processes` bizline servers over `databaseUrl` on ports basePort, basePort + 1, ... */
export async function startServers(
  root: string,
  databaseUrl: string,
  processes: number,
  basePort: number,
): Promise<Running> {
  // As `npm start` runs it: the compiled server (built when older than a source).
  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server did not build');
  const children: ChildProcess[] = [];
  const origins: string[] = [];
  for (let i = 0; i < processes; i++) {
    const port = basePort + i;
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        // The bench names each connection's client in X-Forwarded-For (bench/load.ts).
        TRUST_PROXY: '1',
        // The load comes from one machine: measure the calls, not their rate limits.
        SESSION_RATE_LIMIT_PER_MINUTE: '100000',
        API_RATE_LIMIT_PER_MINUTE: '100000',
        EVENT_LOG_RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    const origin = `http://127.0.0.1:${port}`;
    origins.push(origin);
    // The first alone: it migrates and seeds; the others then start on a ready database.
    if (i === 0) await waitReady(`${origin}/readyz`, children);
  }
  await Promise.all(origins.map((o) => waitReady(`${o}/readyz`, children)));
  return { origins, stop: () => stopAll(children) };
}

const HELLO = `
const app = require('fastify')();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** The ratio's denominator: a bare Fastify hello-world, `processes` of them. */
export async function startHelloWorld(
  root: string,
  processes: number,
  basePort: number,
): Promise<Running> {
  const children: ChildProcess[] = [];
  const origins: string[] = [];
  for (let i = 0; i < processes; i++) {
    const port = basePort + i;
    children.push(
      spawn(process.execPath, ['-e', HELLO], {
        cwd: root,
        detached: true,
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
    origins.push(`http://127.0.0.1:${port}`);
  }
  await Promise.all(origins.map((o) => waitReady(`${o}/`, children)));
  return { origins, stop: () => stopAll(children) };
}
