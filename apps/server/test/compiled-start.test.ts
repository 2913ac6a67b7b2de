/**
 * The compiled server: `scripts/build.mjs` bundles main.ts and the commands, a
 * second `--if-stale` run builds nothing, and `node dist/main.js` finds everything it reads from
 * the repository (brand, content, catalogue and its images, migrations, the storefront folder)
 * and answers over HTTP, from another working directory, on SQLite and on PostgreSQL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';
import { freshDatabaseUrl } from './databases';

const SERVER_DIR = path.resolve(__dirname, '..');
const BUILD = path.join(SERVER_DIR, 'scripts/build.mjs');

interface Compiled {
  child: ChildProcess;
  origin: string;
  output: string;
}

/** `node DIST/main.js` from `cwd` with `env`, once it says where it runs. */
async function startCompiled(
  outdir: string,
  cwd: string,
  env: Record<string, string>,
): Promise<Compiled> {
  const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 45 s:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/[^:]+:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => reject(new Error(`compiled server exited:\n${output}`)));
  });
  // Keep collecting what it writes after the start.
  const result: Compiled = { child, origin, output };
  child.stdout!.on('data', (c: Buffer) => (result.output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (result.output += c.toString()));
  return result;
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A visitor's token, then a street search: sessions, zod, Kysely and the driver in the bundle. */
async function searchStreet(origin: string, term: string) {
  const api = `${origin}/foryoursmallbiz/smb/api`;
  const tokenRes = await fetch(`${api}/MicroBiz/GetApigeeToken`);
  const cookie = tokenRes.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const search = await fetch(
    `${api}/Address/GetStreetAddresses?streetterm=${encodeURIComponent(term)}`,
    { headers: { authorization: `Bearer ${access_token}`, cookie } },
  );
  expect(search.status).toBe(200);
  return ((await search.json()) as { addresses: { HouseNumber: string }[] }).addresses;
}

describe('compiled server', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-compiled-'));
  // Inside the server's folder (git-ignored .tmp), so its imports find node_modules as dist/ does.
  fs.mkdirSync(path.join(SERVER_DIR, '.tmp'), { recursive: true });
  const outdir = path.join(fs.mkdtempSync(path.join(SERVER_DIR, '.tmp', 'compiled-')), 'dist');
  // A storefront folder given relative to the repository root, as WEB_DIST is by default.
  const webDir = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'compiled-web-'));
  let child: ChildProcess | undefined;
  let origin = '';
  let output = '';
  /** What a second `--if-stale` build, right after the first, printed. */
  let again: string | undefined;

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>compiled</title>');
    const first = execFileSync(process.execPath, [BUILD, '--if-stale', '--outdir', outdir], {
      encoding: 'utf8',
    });
    expect(first).toMatch(/server compiled into .* in \d+ ms/);
    again = execFileSync(process.execPath, [BUILD, '--if-stale', '--outdir', outdir], {
      encoding: 'utf8',
    });
    const started = await startCompiled(outdir, tmp, {
      DATABASE_URL: `sqlite:${path.join(tmp, 'db.sqlite')}`,
      WEB_DIST: path.relative(repoRoot, webDir),
    });
    child = started.child;
    origin = started.origin;
    output = started.output;
  });

  afterAll(async () => {
    await stop(child);
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(path.dirname(outdir), { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('builds nothing the second time when no source changed', () => {
    expect(again).toBe('');
    expect(fs.existsSync(path.join(outdir, 'worker.js'))).toBe(true);
    expect(fs.existsSync(path.join(outdir, 'footprint-import.js'))).toBe(true);
  });

  it('answers ready, with the brand, catalogue images, storefront, a street search and demo data', async () => {
    const ready = await fetch(`${origin}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'sqlite' });

    const config = (await (await fetch(`${origin}/foryoursmallbiz/smb/api/AppConfig`)).json()) as {
      brand: { companyName: string };
    };
    const brand = JSON.parse(fs.readFileSync(path.join(repoRoot, 'data/brand.json'), 'utf8')) as {
      companyName: string;
    };
    expect(config.brand.companyName).toBe(brand.companyName);

    const image = fs.readdirSync(path.join(repoRoot, 'data/catalogue/images'))[0]!;
    const img = await fetch(`${origin}/foryoursmallbiz/smb/api/images/${image}`);
    expect(img.status).toBe(200);

    const page = await fetch(`${origin}/foryoursmallbiz/gborder/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>compiled</title>');

    const found = await searchStreet(origin, '100 Summer St');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.HouseNumber).toBe('100');

    // The migrations ran and the demo data came from data/ (footprint, ZIP list, catalogue).
    expect(output).toMatch(
      /"read":[1-9]\d*,"inserted":[1-9]\d*.*"msg":"loaded the demo footprint"/,
    );
    expect(output).toMatch(/"zips":[1-9]\d*.*"msg":"loaded the ZIP list"/);
    expect(output).toContain('"msg":"loaded the catalogue"');
    expect(output).not.toMatch(/"level":(50|60)/);
  });

  it('runs on PostgreSQL too (pg in the bundle)', async () => {
    const database = await freshDatabaseUrl('postgres');
    let pgServer: Compiled | undefined;
    try {
      pgServer = await startCompiled(outdir, tmp, { DATABASE_URL: database.url });
      const ready = await fetch(`${pgServer.origin}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });
      const found = await searchStreet(pgServer.origin, '100 Summer St');
      expect(found[0]?.HouseNumber).toBe('100');
    } finally {
      await stop(pgServer?.child);
      await database.drop();
    }
  });
});
