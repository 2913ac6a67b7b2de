/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). The real server is
 * started on a loopback port over a throw-away SQLite file with the demo data, serving the
 * built storefront; `npm test` builds it first.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { testServerEnv } from './test-server.mjs';

const port = Number(process.env.E2E_PORT ?? 18480);
const origin = `http://127.0.0.1:${port}`;
const storefrontBase = '/foryoursmallbiz/gborder';
const dbFile =
  process.env.E2E_DB_FILE ?? path.join(os.tmpdir(), `bizline-e2e-${port}-${Date.now()}.sqlite`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Whole journeys on a 2-core machine with 2 workers run 20-30 s; a step that hangs still
  // fails within the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `${origin}${storefrontBase}/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${origin}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: testServerEnv(port, dbFile),
  },
});
