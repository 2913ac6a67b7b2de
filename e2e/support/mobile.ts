/**
 * Checks of every screen a journey reaches (issue 10 §7, quality bars): no sideways scroll at a
 * phone's width, no broken image, no console error, text fields at 16 px or more (phones zoom
 * in on smaller ones), and axe clean. Console errors are collected from the moment `watch` is
 * called and each check reports those seen since the last one, naming the screen.
 */
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';

export interface ScreenWatch {
  /** Console errors and uncaught exceptions not yet reported. */
  errors: string[];
}

/** Starts collecting the page's console errors and uncaught exceptions. */
export function watch(page: Page): ScreenWatch {
  const w: ScreenWatch = { errors: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') w.errors.push(`${m.text().slice(0, 300)} (${m.location().url})`);
  });
  page.on('pageerror', (e) => w.errors.push(`uncaught: ${e.message}`));
  return w;
}

interface Found {
  scrollWidth: number;
  clientWidth: number;
  wide: string[];
  broken: string[];
  smallFields: string[];
}

/** What the page shows now: its width, overflowing elements, broken images, small fields. */
function inspect(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const de = document.documentElement;
    const width = de.clientWidth;
    const wide: string[] = [];
    if (de.scrollWidth > width) {
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        if (r.right > width + 0.5 && r.width > 0 && !(parent && parent.right > width + 0.5))
          wide.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
      }
    }
    return {
      scrollWidth: de.scrollWidth,
      clientWidth: width,
      wide: wide.slice(0, 5),
      broken: Array.from(document.images)
        .filter((i) => i.complete && i.naturalWidth === 0)
        .map((i) => i.currentSrc || i.src),
      smallFields: Array.from(document.querySelectorAll('input, select, textarea'))
        .filter(
          (f) =>
            !/^(radio|checkbox|file|range|hidden|submit|button)$/.test(
              (f as HTMLInputElement).type,
            ),
        )
        .filter((f) => parseFloat(getComputedStyle(f).fontSize) < 16)
        .map((f) => f.id || (f as HTMLInputElement).name || (f as HTMLInputElement).type),
    };
  });
}

/**
 * Every check of a screen, as soft assertions (a journey goes on and reports all screens):
 * sideways scroll (at widths under 600 px), broken images, small fields, console errors, axe.
 */
export async function checkScreen(page: Page, w: ScreenWatch, where: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const found = await inspect(page);
  if (found.clientWidth < 600)
    expect
      .soft(found.scrollWidth, `${where}: sideways scroll (${found.wide.join(', ')})`)
      .toBeLessThanOrEqual(found.clientWidth);
  expect.soft(found.broken, `${where}: broken images`).toEqual([]);
  expect.soft(found.smallFields, `${where}: fields under 16 px`).toEqual([]);
  expect.soft(w.errors.splice(0), `${where}: console errors`).toEqual([]);
  // axe's target-size rule counts a control under the sticky header as obscured: from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await axeViolations(page), `${where}: axe violations`).toEqual([]);
}
