/**
 * Each storefront route in headless Debian Chromium: the initial JavaScript it downloads (gzip
 * bytes) and its Largest Contentful Paint.
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.mjs';
import { ROUTES } from '../../packages/domain/src/routes';

const STOREFRONT = '/foryoursmallbiz/gborder';

export async function measureRoutes(origin: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          scripts.set(res.url(), zlib.gzipSync(await res.body(), { level: 9 }).length);
        } catch {
          /* aborted */
        }
      });
      const url = `${origin}${STOREFRONT}${route.path === '/' ? '/' : route.path}`;
      // A page that keeps the network busy (polling) is measured once loaded, not left to hang.
      try {
        await page.goto(url, { waitUntil: 'networkidle', timeout: 15_000 });
      } catch {
        await page.waitForLoadState('load');
      }
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? NaN);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(NaN), 3000);
          }),
      );
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      rows.push({
        route: route.path,
        'initial JS (KB gzip)': +(total / 1024).toFixed(1),
        scripts: scripts.size,
        'LCP ms': Math.round(lcp),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
