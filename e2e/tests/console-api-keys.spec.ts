/**
 * The console's API keys page at 375 px and 1280 px, by keyboard: an admin creates a key with
 * two scopes and an expiry (the form first says a scope is missing), sees the key once, and the
 * list shows the key's scopes and expiry; axe clean with the form and with the list.
 */
import { expect, test } from '../support/fixtures';
import { axeClean } from '../support/checkout';
import { signInStaff } from '../support/agent';
import { createStaffUser } from '../support/saved-cart';

test.describe.configure({ timeout: 90_000 });

for (const width of [375, 1280] as const) {
  test(`an admin creates a scoped, expiring API key by keyboard at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInStaff(page, createStaffUser('admin'));
    await page.goto('staff/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await axeClean(page, `/staff/api-keys at ${width}`);

    const name = `Dispatch ${width}`;
    await page.getByLabel('Integration name').focus();
    await page.keyboard.type(name);
    await page.getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Choose at least one scope.')).toBeVisible();
    // The first scope box has the focus: Space ticks it; Tab to the next ones.
    await expect(page.getByRole('checkbox', { name: /orders:read/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: /appointments:write/ }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Expires on (optional)').fill('2031-06-30');
    await page.getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('one-time-secret')).toContainText(/^bzk_/);

    const row = page
      .getByRole('table', { name: 'API keys' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('orders:read');
    await expect(row).toContainText('appointments:write');
    await expect(row).not.toContainText('orders:write');
    await expect(row).toContainText('2031');
    await axeClean(page, `/staff/api-keys with a key at ${width}`);
  });
}
