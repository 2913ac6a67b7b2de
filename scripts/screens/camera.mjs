/**
 * The camera of `npm run screens`: photographs a screen at each width and checks it as it goes
 * (sideways scroll at 375 px, broken images), and collects the console errors of the pages it
 * watches, each reported with the screen it happened on (or before).
 */
/* global document, getComputedStyle */
import path from 'node:path';

const WIDTHS = [375, 768, 1280];
const HEIGHTS = { 375: 812, 768: 1024, 1280: 900 };
/** Full-page pictures stop at about one and a half screens: the PNGs stay small (the set under
 * 15 MB) and what matters is near the top; a dialog or a section is photographed where it is. */
const MAX_HEIGHT = { 375: 1100, 768: 1024, 1280: 900 };

export class Camera {
  constructor({ outDir, problems }) {
    this.outDir = outDir;
    this.problems = problems;
    this.shots = [];
    this.pending = [];
  }

  /** Collects the console errors and uncaught exceptions of `page`. */
  watch(page) {
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const where = m.location()?.url ? ` (${m.location().url})` : '';
      const text = m.text().length > 300 ? `${m.text().slice(0, 300)}...` : m.text();
      this.pending.push(`console error: ${text}${where}`);
    });
    page.on('pageerror', (e) => this.pending.push(`uncaught exception: ${e.message}`));
  }

  /** Errors seen since the last screen are reported against `name`. */
  flush(name) {
    for (const p of this.pending.splice(0)) this.problems.push(`${name}: ${p}`);
  }

  /**
   * Photographs the page at every width as `name-<width>.png`. `at` (a locator) scrolls it into
   * view and takes the viewport instead of the page from the top.
   */
  async shot(page, name, title, { at } = {}) {
    await settle(page);
    const files = [];
    const original = page.viewportSize();
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHTS[width] });
        await page.waitForTimeout(250);
        if (width === 375) await this.check(page, name);
        const file = path.join(this.outDir, `${name}-${width}.png`);
        if (at) {
          await at.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(async (e) => {
            const n = await at.count();
            throw new Error(`${name}: ${n} element(s) to scroll to at ${width} px: ${e.message}`);
          });
          await page.screenshot({ path: file, animations: 'disabled' });
        } else {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.screenshot({
            path: file,
            fullPage: true,
            animations: 'disabled',
            clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT[width]) },
          });
        }
        files.push(file);
      }
    } finally {
      if (original) await page.setViewportSize(original);
    }
    this.flush(name);
    this.shots.push({ name, title, files });
    console.log(`     ${name}`);
  }

  /** Sideways scroll at this width, and broken images. */
  async check(page, name) {
    const found = await page.evaluate(() => {
      const de = document.documentElement;
      const width = de.clientWidth;
      const wide = [];
      if (de.scrollWidth > width) {
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.right <= width + 0.5 || r.width === 0) continue;
          // Inside a scroll container (a wide table's) it scrolls there, not the page.
          let clipped = false;
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
            if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) clipped = true;
          if (clipped && !/absolute|fixed/.test(getComputedStyle(el).position)) continue;
          // Only the outermost overflowing element of each branch.
          const parent = el.parentElement?.getBoundingClientRect();
          if (parent && parent.right > width + 0.5) continue;
          const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
          wide.push(
            `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (${Math.round(r.right)} px)`,
          );
        }
      }
      // Text fields under 16 px make phones zoom in on focus.
      const small = [...document.querySelectorAll('input, select, textarea')]
        .filter((f) => !/^(radio|checkbox|file|range|hidden|submit|button)$/.test(f.type))
        .filter((f) => parseFloat(getComputedStyle(f).fontSize) < 16)
        .map((f) => f.id || f.name || f.type);
      const broken = [...document.images]
        .filter((i) => i.complete && i.naturalWidth === 0)
        .map((i) => i.currentSrc || i.src);
      return { scrollWidth: de.scrollWidth, width, wide: wide.slice(0, 5), broken, small };
    });
    if (found.scrollWidth > found.width)
      this.problems.push(
        `${name}: scrolls sideways at 375 px (${found.scrollWidth} > ${found.width}): ${found.wide.join(', ')}`,
      );
    for (const src of found.broken) this.problems.push(`${name}: broken image ${src}`);
    if (found.small.length > 0)
      this.problems.push(`${name}: fields under 16 px at 375 px: ${found.small.join(', ')}`);
  }
}

/** Waits for the page to go quiet (requests answered, fonts in) before a picture. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => document.fonts?.ready).catch(() => {});
}
