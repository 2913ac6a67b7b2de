/**
 * Entry-stage helpers shared by journeys: the two widths of issue 10 (375 px phone, 1280 px
 * desktop), the address page's fields, a bulk row, the brand data the pages show.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { EMAIL, PHONE } from './customize';

/** Every journey of issue 10 runs at these widths. */
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The brand the server serves (data/brand.json, the default BRAND_FILE). */
export const BRAND = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../data/brand.json'), 'utf8'),
) as {
  companyName: string;
  salesPhone: string;
  supportPhone: string;
  hours: { sales: string; customerService: string[] };
  siteUrl: string;
  signInUrl: string;
};

/** '800-555-0142' as the pages show it: (800) 555-0142. */
export function displayPhone(dashed: string): string {
  const d = dashed.replace(/\D/g, '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The accessible-name suffix of a link that leaves the site (ExternalLink). */
export const LEAVES_SITE = new RegExp(`\\(opens the ${BRAND.companyName} website`);

export function streetField(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Enter your business address*' });
}

export function checkAvailabilityButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Check availability' });
}

/** Picks the street suggestion that matches; the field then shows it. */
export async function pickSuggestion(page: Page, suggestion: RegExp): Promise<void> {
  await page.getByRole('option', { name: suggestion }).first().click();
  await expect(streetField(page)).toHaveValue(suggestion);
}

/** On the address page: picks the street suggestion and gives the contact details. */
export async function enterAddress(page: Page, typed: string, suggestion: RegExp): Promise<void> {
  await page.goto('');
  const street = streetField(page);
  await expect(street).toBeFocused();
  await street.fill(typed);
  await pickSuggestion(page, suggestion);
  await page.getByLabel('Mobile number*').fill(PHONE);
  await page.getByLabel('Email address*').fill(EMAIL);
}

/** One row of the bulk address page: street, unit, city, state, ZIP. */
export async function fillBulkRow(page: Page, n: number, v: string[]): Promise<void> {
  const row = page.getByRole('group', { name: `Address ${n}` });
  await row.getByLabel('Street address').fill(v[0]!);
  if (v[1]) await row.getByLabel('Unit (if any)').fill(v[1]);
  await row.getByLabel('City').fill(v[2]!);
  await row.getByLabel('State').selectOption(v[3]!);
  await row.getByLabel('ZIP code').fill(v[4]!);
}

/** Links on the page whose target is another origin (they leave the storefront). */
export async function outsideLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => {
        const url = new URL(a.href, location.href);
        return /^https?:$/.test(url.protocol) && url.origin !== location.origin;
      })
      .map((a) => (a.textContent ?? '').trim()),
  );
}

/** Qualifies an address on the address page and waits for the outcome's page `to`. */
export async function qualifyTo(
  page: Page,
  typed: string,
  suggestion: RegExp,
  to: string,
): Promise<void> {
  await enterAddress(page, typed, suggestion);
  await checkAvailabilityButton(page).click();
  await expect.poll(() => new URL(page.url()).pathname.replace(/^.*\/gborder/, '') || '/').toBe(to);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
