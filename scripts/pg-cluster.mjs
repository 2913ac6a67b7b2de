// A throw-away PostgreSQL cluster for tests: Debian's postgresql binaries, a temporary data
// folder, a free loopback port, trust auth for the local test user. `startPgCluster()` returns
// { url, stop }. Used by the server's vitest global setup and by `node scripts/pg-cluster.mjs`
// (prints the URL and keeps running until Ctrl-C) for poking at it by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPgBinDir() {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(root, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')))
      return dir;
  }
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user. */
function runAsPgUser(bin, args) {
  const cmd = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const r = spawnSync(cmd, fullArgs, { encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${r.status}): ${r.stderr || r.stdout}`);
  }
  return r.stdout;
}

export async function startPgCluster() {
  const bin = findPgBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  runAsPgUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  return runCluster(bin, dir, dataDir, [
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ]);
}

/**
 * A hot standby of `primary` (a cluster of startPgCluster): pg_basebackup over the replication
 * connection (trust on loopback, as initdb writes it), `-R` for standby.signal and the
 * primary_conninfo, then started on a free port. Returns { url, port, stop } like the primary.
 */
export async function startStandby(primary) {
  const bin = findPgBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-pg-standby-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  runAsPgUser(path.join(bin, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  return runCluster(bin, dir, dataDir, [
    '-c hot_standby=on',
    '-c fsync=off',
    '-c max_connections=300',
  ]);
}

/**
 * Start the server of `dataDir` (inside the throw-away folder `dir`) on a free loopback port with
 * `settings` (-c flags), and answer { url, port, stop }: stop ends it and removes the folder.
 */
async function runCluster(bin, dir, dataDir, settings) {
  const port = await freePort();
  const opts = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", ...settings].join(
    ' ',
  );
  runAsPgUser(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    opts,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAsPgUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // The same server over its Unix socket (in `dir`): what a process on the same machine uses.
    socketUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    port,
    stop,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startPgCluster();
  console.log(cluster.url);
  const end = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  setInterval(() => {}, 1 << 30);
}
