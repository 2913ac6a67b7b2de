/**
 * How the journeys (playwright.config.ts), the screen captures (scripts/screens.mjs) and the bench
 * (scripts/bench/routes.ts) start Chromium: Debian's binary (never a downloaded browser), with
 * flags for a root, offline, headless machine: no sandbox (root), no background traffic.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
