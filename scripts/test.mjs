// `npm test`: the whole check, in the order a failure is cheapest to find.
//   1. Debian packages the suites need (chromium, postgresql): installed when missing and we are
//      root, otherwise we stop and say exactly what to install. No suite is ever skipped.
//   2. typecheck, lint, formatting, spelling of the copy, unused code (knip), import circles
//   3. unit, property and API tests (vitest; every API suite on SQLite and on PostgreSQL)
//   4. storefront build, then browser journeys in Chromium (Playwright)
// It ends with one line "tests: N passed, N failed" summing vitest and Playwright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPgBinDir, freePort } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function banner(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`);
}

function run(label, cmd, args, env = {}) {
  banner(label);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `--- ${label}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${secs}s`,
  );
  return r.status === 0;
}

function ensureDebianPackages() {
  banner('system packages');
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!findPgBinDir()) missing.push('postgresql');
  if (!missing.length) {
    console.log(`chromium: ${CHROMIUM}; postgresql: ${findPgBinDir()}`);
    return;
  }
  if (!isRoot) {
    console.error(
      `Missing Debian packages: ${missing.join(', ')}.\n` +
        `Install them, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get (running as root)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand.`);
      process.exit(1);
    }
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const step = (label, ok) => {
  if (!ok) failures.push(label);
};

ensureDebianPackages();

step('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
step('lint', run('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
step('format', run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']));
// US English in the copy (cspell.config.yaml: data/content, brand, catalogue, quotes).
step('spelling', run('spelling', 'npx', ['cspell', '--no-progress', '--no-summary']));
// No unused file, export or dependency (knip.config.ts declares the entry points).
step('unused code (knip)', run('unused code (knip)', 'npx', ['knip', '--no-progress']));
// No import circle, type-only imports included: a circle makes load order matter.
step(
  'import circles (madge)',
  run('import circles (madge)', 'npx', [
    'madge',
    '--circular',
    '--no-spinner',
    '--extensions',
    'ts,tsx,mjs',
    '--ts-config',
    'tsconfig.base.json',
    'apps/server/src',
    'apps/web/src',
    'packages/domain/src',
    'scripts',
  ]),
);

const vitestReport = path.join(tmp, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
step(
  'unit and API tests',
  run('unit, property and API tests (SQLite + PostgreSQL)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);
const vitest = readJson(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else {
  failures.push('vitest report missing');
}

const built = run('storefront build', 'npm', ['run', '--silent', 'build']);
step('storefront build', built);

if (built) {
  const e2eReport = path.join(tmp, 'playwright.json');
  fs.rmSync(e2eReport, { force: true });
  const port = await freePort();
  step(
    'browser journeys',
    run(
      'browser journeys (Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        E2E_PORT: String(port),
        E2E_JSON_REPORT: e2eReport,
        CI: process.env.CI ?? '1',
      },
    ),
  );
  const pw = readJson(e2eReport);
  if (pw?.stats) {
    counts.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    counts.failed += pw.stats.unexpected ?? 0;
    counts.skipped += pw.stats.skipped ?? 0;
  } else {
    failures.push('playwright report missing');
  }
}

banner('summary');
if (counts.skipped) failures.push(`${counts.skipped} skipped tests (nothing may be skipped)`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length || counts.failed ? 1 : 0);
