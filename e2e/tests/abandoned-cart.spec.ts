/**
 * The abandoned-cart generator in Chromium: a staff member signs in from
 * /abandoned-cart, is refused without a target e-mail, uploads five rows (one bad), watches the
 * progress and gets a saved-cart link per good row; the links are in the outbox and one opens the
 * customer's cart through the gate with the row's e-mail. axe runs on the page.
 */
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { path } from '../support/customize';
import {
  createStaffUser,
  passGate,
  savedCartEmail,
  uniqueEmail,
  visitElsewhere,
} from '../support/saved-cart';

test.describe.configure({ timeout: 120_000 });

const HEADER = 'addressID,phoneNumber,state,email,city,street,zipCode';

test('staff generate saved carts from five rows, one of them bad', async ({ page, browser }) => {
  const staff = createStaffUser('staff');
  const target = uniqueEmail('desk');
  const customer = uniqueEmail('fiber-customer');

  await page.goto('abandoned-cart');
  await expect.poll(() => path(page)).toBe('/staff/sign-in');
  await page.getByLabel('Email address', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => path(page)).toBe('/abandoned-cart');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Abandoned-cart generator' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const csv = [
    HEADER,
    `2100001,6175550101,MA,${customer},Boston,100 Summer St,02110`,
    `2100101,3025550142,DE,${uniqueEmail('hsi')},Newark,46 E Main St,19711`,
    `NO-SUCH-ADDRESS,,MA,${uniqueEmail('bad')},Boston,1 Nowhere St,02110`,
    `,,MA,${uniqueEmail('typed')},Boston,125 Summer St,02110`,
    `2100002,,MA,,Boston,125 Summer St,02110`,
  ].join('\n');
  const file = { name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  // Without a target e-mail the upload is refused with the spec's alert.
  await page.getByLabel('Upload CSV').setInputFiles(file);
  await expect(page.getByRole('alert')).toHaveText('Please provide a valid email to proceed');

  await page.getByLabel('Target e-mail').fill(target);
  await page.getByLabel('Upload CSV').setInputFiles(file);
  await expect(page.getByText('5 rows imported from rows.csv.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(page.getByText('Done: 4 saved, 1 failed.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');

  const table = page.getByRole('table', { name: 'Outcome of each row' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(3)).toContainText('Failed');
  await expect(rows.nth(3)).toContainText('addressID');
  await expect(table.getByRole('link')).toHaveCount(4);
  await expectNoAxeViolations(page);

  // The first row's link is e-mailed to the target; the customer opens it with their e-mail.
  const link = await rows.nth(1).getByRole('link').getAttribute('href');
  const mails = await savedCartEmail(target);
  expect(mails.link).toMatch(/scartid=/);
  await visitElsewhere(browser, link!, async (p) => {
    await passGate(p, customer);
    await expect.poll(() => path(p)).toBe('/customize-order');
  });
});
