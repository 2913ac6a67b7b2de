/**
 * Keyboard-only moves for the journeys: Tab to a control (never a click), type into the field
 * that has the focus, and check that a choice never leaves the focus on the page.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (at most `max` times). */
export async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to the field `target` and types `text` into it, as a keyboard user would. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The focus is on a control, not dropped to the page's body. */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'BODY'))
    .not.toBe('BODY');
}
