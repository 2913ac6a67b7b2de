/**
 * The console's imports and funnel in Chromium (issue 14): an admin uploads a catalogue with an
 * error and sees the problem with its line (nothing imported), then a good one that becomes the
 * active version; the funnel page draws its chart from a customer's address check made in
 * another browser, and the totals count it. axe on both pages, at 375 and 1280 px screenshots.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInStaff } from '../support/agent';
import { axeClean } from '../support/checkout';
import { qualifyTo } from '../support/entry';
import { createStaffUser } from '../support/saved-cart';

test.describe.configure({ timeout: 120_000 });

const CATALOGUE = fs.readFileSync(
  new URL('../../data/catalogue/demo.json', import.meta.url),
  'utf8',
);
const NAME = '"name": "Business Fiber 300 Mbps"';
const lineOf = (text: string, needle: string) =>
  text.slice(0, text.indexOf(needle)).split('\n').length;
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function upload(page: Page, name: string, text: string) {
  const form = page.locator('form').filter({ hasText: 'Upload a file' });
  await form.getByLabel('What the file holds').selectOption('catalogue');
  await form.getByLabel('File', { exact: true }).setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await form.getByRole('button', { name: 'Upload and import' }).click();
  return form;
}

test('a catalogue upload with an error shows its line; a good one becomes active', async ({
  page,
}) => {
  await signInStaff(page, createStaffUser('admin'));
  await page.goto('staff/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active versions' })).toBeVisible();
  // The install calendar's first and last days read like the rest of the console, not as ISO.
  await expect(
    page.getByText(/slots in \d+ areas?, [A-Z][a-z]{2} \d{1,2}, \d{4} to /),
  ).toBeVisible();

  const broken = `broken-${Date.now()}.json`;
  const bad = await upload(page, broken, CATALOGUE.replace(NAME, '"name": 300'));
  const problems = bad.getByRole('alert').filter({ hasText: 'The file has' });
  await expect(problems).toContainText('The file has 1 problem; nothing was imported.');
  await expect(problems).toContainText(
    `line ${lineOf(CATALOGUE, NAME)}: internet.plans[0].name: must be text`,
  );
  const history = page.getByRole('region', { name: 'Imports, newest first' });
  await expect(history.getByRole('row').filter({ hasText: broken })).toContainText('Refused');
  await axeClean(page, '/staff/imports');
  await shoot(page, 'imports');

  const version = `e2e ${Date.now()}`;
  const good = await upload(
    page,
    'catalogue.json',
    CATALOGUE.replace(/"version": "[^"]*"/, `"version": "${version}"`),
  );
  await expect(good.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    `catalog version "${version}" is now active`,
  );
  await expect(page.getByText(`Version “${version}”`)).toBeVisible();
});

test("the funnel page draws its chart and counts a customer's address check", async ({
  page,
  browser,
}) => {
  // A customer in another browser checks an address.
  const customer = await browser.newPage();
  await qualifyTo(customer, '100 Summer St', /100 Summer St/, '/customize-order');
  await customer.close();

  await signInStaff(page, createStaffUser('agent'));
  await page.goto('staff/funnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  const chart = page.getByTestId('funnel-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals of the range' });
  const checks = totals.getByRole('row').filter({ hasText: 'Address checks' });
  await expect(checks.getByRole('cell').first()).not.toHaveText('0');
  // The days read like the rest of the console ('Nov 24, 2026'), not as ISO dates.
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  const days = page.getByRole('region', { name: 'Funnel per day' });
  await expect(days.getByRole('rowheader', { name: today })).toBeVisible();
  await expect(days.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /Console\/Funnel\/Csv\?from=/,
  );
  await axeClean(page, '/staff/funnel');
  await shoot(page, 'funnel');
});
