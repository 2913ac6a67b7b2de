// Compiles the server for `npm start` and `npm run worker`: one esbuild pass over
// src/main.ts and the commands in src/cli, ES modules for Node 20 with source maps, into dist/
// (never committed). Our code, @bizline/domain and the packages are bundled (shared code in
// chunks): loading hundreds of package files was most of the start-up. Native modules
// (better-sqlite3), packages reading files beside their code and the tracing SDK (loaded only
// when tracing is on) stay imports of node_modules (EXTERNAL). Data files are found from the
// repository root (src/paths.ts), wherever the bundle is.
//
//   node scripts/build.mjs               build
//   node scripts/build.mjs --if-stale    build only when dist/ is missing or older than a source
//   node scripts/build.mjs --outdir DIR  build elsewhere (tests)
//
// Several processes may start at once (`npm start` twice): a lock file makes one of them build
// while the others wait, then find the build fresh.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const outIndex = args.indexOf('--outdir');
const outdir = path.resolve(outIndex >= 0 ? args[outIndex + 1] : path.join(serverDir, 'dist'));
const stamp = path.join(outdir, '.build-stamp');
/** The build in progress and its lock, beside dist/ in a git-ignored .tmp folder. */
const work = path.join(path.dirname(outdir), '.tmp');

/** What the build reads: a change to any of them makes dist/ stale. */
const INPUTS = [
  path.join(serverDir, 'src'),
  path.join(repoRoot, 'packages/domain/src'),
  path.join(serverDir, 'package.json'),
  path.join(repoRoot, 'packages/domain/package.json'),
  path.join(repoRoot, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

function newestInput() {
  let newest = 0;
  const visit = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) {
        // Tests are not compiled: editing one leaves the build fresh.
        if (name !== '__tests__' && !name.endsWith('.test.ts')) visit(path.join(p, name));
      }
    } else if (st.mtimeMs > newest) {
      newest = st.mtimeMs;
    }
  };
  INPUTS.forEach(visit);
  return newest;
}

/** The stamp holds the newest input's time as the build began: a later change means stale. */
function isFresh() {
  const built = Number(fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : NaN);
  return built >= newestInput();
}

function entryPoints() {
  const cli = path.join(serverDir, 'src/cli');
  return [
    path.join(serverDir, 'src/main.ts'),
    ...fs
      .readdirSync(cli)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(cli, f)),
  ];
}

/**
 * Packages left as imports of node_modules: native modules, and those that read files beside
 * their own code (__dirname) or load optional parts by name at run time. `cookie` too:
 * @fastify/cookie loads it with import(), and a bundled chunk of a CommonJS package (cookie 1,
 * decision 001) would export only `default`, not its named functions.
 */
const EXTERNAL = [
  'better-sqlite3',
  'pg-native',
  '@fastify/swagger-ui',
  '@opentelemetry/',
  'cookie',
];
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) =>
      EXTERNAL.some(
        (name) => a.path === name || a.path.startsWith(name.endsWith('/') ? name : `${name}/`),
      )
        ? { path: a.path, external: true }
        : undefined,
    );
  },
};

async function compile() {
  const started = Date.now();
  const inputsAt = newestInput();
  const tmp = path.join(work, `build-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  await build({
    entryPoints: entryPoints(),
    outdir: tmp,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Stack traces name the source file and line; the sources themselves stay out of the map.
    sourcesContent: false,
    plugins: [packagesExternal],
    // CommonJS packages in an ES module bundle: their require() of Node's modules.
    banner: {
      js: "import { createRequire as __bizlineRequire } from 'node:module'; const require = __bizlineRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(tmp, '.build-stamp'), String(inputsAt));
  // Swap in the new build whole: a process starting meanwhile sees the old one or the new one.
  const old = path.join(work, `old-${process.pid}`);
  if (fs.existsSync(outdir)) fs.renameSync(outdir, old);
  fs.renameSync(tmp, outdir);
  fs.rmSync(old, { recursive: true, force: true });
  console.log(
    `server compiled into ${path.relative(repoRoot, outdir)} in ${Date.now() - started} ms`,
  );
}

async function withLock(fn) {
  const lock = path.join(work, `${path.basename(outdir)}.lock`);
  fs.mkdirSync(work, { recursive: true });
  for (let waited = 0; ; waited += 100) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      // A lock older than a minute was left by a build that died: take it over.
      const st = fs.statSync(lock, { throwIfNoEntry: false });
      if (st && Date.now() - st.mtimeMs > 60_000) fs.rmSync(lock, { force: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

if (!(ifStale && isFresh())) {
  await withLock(async () => {
    // Another process may have built while this one waited for the lock.
    if (!(ifStale && isFresh())) await compile();
  });
}
