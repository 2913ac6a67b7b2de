/**
 * `npm run screens`: every route and main dialog of the storefront at 375, 768 and 1280 px, as
 * PNGs in docs/screens/ (named <screen>-<width>.png) with docs/screens/README.md listing them,
 * so a reviewer sees every screen without running anything. It doubles as a check: it exits 1
 * listing every screen with sideways scroll at 375 px, a broken image (naturalWidth 0), a
 * console error or a text field under 16 px (phones zoom in on those).
 *
 * How: the real server on a free loopback port over a throw-away SQLite file with the demo data
 * (as e2e/playwright.config.ts and scripts/bench.ts start it), serving the built storefront
 * (WEB_DIST, default apps/web/dist, built first when missing); a staff account made with the real
 * CLI; Debian's Chromium (playwright-core) driven through the journeys of scripts/screens/.
 *
 * Options: `--only <text>` keeps the journeys whose name contains the text (a quick look);
 * SCREENS_OUT=<dir> writes elsewhere than docs/screens (the README is then not rewritten).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium.mjs';
import { staffCreateArgs, testServerEnv } from '../e2e/test-server.mjs';
import * as prettier from 'prettier';
import { freePort } from './pg-cluster.mjs';
import { JOURNEYS } from './screens/journeys.mjs';
import { Camera } from './screens/camera.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOREFRONT = '/foryoursmallbiz/gborder/';
const outDir = path.resolve(root, process.env.SCREENS_OUT ?? 'docs/screens');
const fullRun = !process.env.SCREENS_OUT;
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;

/** The built storefront: WEB_DIST, or apps/web/dist built now when it is missing. */
function storefrontDist() {
  const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    if (process.env.WEB_DIST) throw new Error(`WEB_DIST ${dist} has no index.html`);
    console.log('Building the storefront (apps/web/dist is missing)...');
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  return dist;
}

async function startServer(dist, dbFile) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...testServerEnv(port, dbFile),
      WEB_DIST: dist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopServer(child);
  throw new Error('the server did not become ready');
}

function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

/** A staff account made with the real CLI (the password in the environment, never an argument). */
function createStaff(dbFile) {
  const account = { email: 'screens-staff@example.com', password: 'screens passphrase 2026' };
  const r = spawnSync(
    'npm',
    staffCreateArgs({ ...account, first: 'Sam', last: 'Screens', role: 'staff' }),
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, STAFF_PASSWORD: account.password },
    },
  );
  if (r.status !== 0) throw new Error('npm run staff:create failed');
  return account;
}

async function writeReadme(shots) {
  const lines = [
    '# Screens',
    '',
    'Every route and main dialog of the storefront at 375, 768 and 1280 px, rendered by',
    '`npm run screens` (scripts/screens.mjs) against the real server with the demo data. Do not',
    'edit by hand: run the script again after a change to the pages.',
    '',
    '| screen | what it shows | 375 px | 768 px | 1280 px |',
    '| ------ | ------------- | ------ | ------ | ------- |',
    ...shots.map(
      (s) =>
        `| ${s.name} | ${s.title} | ${s.files.map((f) => `[${path.basename(f)}](${path.basename(f)})`).join(' | ')} |`,
    ),
    '',
  ];
  // Formatted as the repository's `format:check` expects.
  const file = path.join(outDir, 'README.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(lines.join('\n'), { ...options, filepath: file }));
}

async function main() {
  const dist = storefrontDist();
  const dbFile = path.join(os.tmpdir(), `bizline-screens-${process.pid}-${Date.now()}.sqlite`);
  const { origin, child } = await startServer(dist, dbFile);
  const problems = [];
  let browser;
  try {
    const staff = createStaff(dbFile);
    // A partial run (--only) keeps the other screens' pictures.
    if (fullRun && !only) {
      for (const f of fs.existsSync(outDir) ? fs.readdirSync(outDir) : [])
        if (f.endsWith('.png')) fs.rmSync(path.join(outDir, f));
    }
    fs.mkdirSync(outDir, { recursive: true });
    browser = await chromium.launch(chromiumLaunchOptions);
    const camera = new Camera({ outDir, problems });
    const env = { base: `${origin}${STOREFRONT}`, dbFile, staff, camera };
    for (const journey of JOURNEYS) {
      if (only && !journey.name.includes(only)) continue;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      camera.watch(page);
      const started = Date.now();
      try {
        await journey.run(page, env);
        console.log(`ok   ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (e) {
        problems.push(`${journey.name}: the journey stopped: ${e.message.split('\n')[0]}`);
        console.log(`FAIL ${journey.name}: ${e.message.split('\n')[0]}`);
        await page
          .screenshot({ path: path.join(os.tmpdir(), `screens-failed-${journey.name}.png`) })
          .catch(() => {});
      } finally {
        await context.close();
      }
    }
    if (fullRun && !only) await writeReadme(camera.shots);
    const bytes = camera.shots.flatMap((s) => s.files).reduce((n, f) => n + fs.statSync(f).size, 0);
    console.log(
      `${camera.shots.length} screens, ${camera.shots.length * 3} PNGs, ${(bytes / 1e6).toFixed(1)} MB in ${path.relative(root, outDir) || outDir}`,
    );
  } finally {
    await browser?.close();
    stopServer(child);
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const p of problems) console.error(`- ${p}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
