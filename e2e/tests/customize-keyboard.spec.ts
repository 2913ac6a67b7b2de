/**
 * The customise page with the keyboard only (issue 4 "the whole page usable with the keyboard"):
 * Tab to a plan tile and select it with Enter, open Internet extras and select a router with
 * Space, then Tab to Continue and press Enter to reach /checkout.
 */
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import {
  cartAfter,
  headerPrice,
  path,
  perMonth,
  planTile,
  qualifyBoston,
  routerTile,
  sectionTrigger,
} from '../support/customize';

test('keyboard only: plan tile, router and Continue to /checkout', async ({ page }) => {
  await qualifyBoston(page);
  const tile = planTile(page, 'Business Fiber 300 Mbps');
  const select = tile.getByRole('button', { name: 'Select', exact: true });
  await tabTo(page, select);
  const afterPlan = await cartAfter(page, () => page.keyboard.press('Enter'));
  await expect(tile.getByRole('button', { name: 'Selected plan' })).toBeDisabled();
  await expect(headerPrice(page)).toHaveText(perMonth(afterPlan.planDetails!.headerInfo.Price));

  const extras = sectionTrigger(page, 'Internet extras');
  await tabTo(page, extras);
  await page.keyboard.press('Enter');
  await expect(extras).toHaveAttribute('aria-expanded', 'true');
  const rent = routerTile(page, /\$15\.00\/mo/).getByRole('button', { name: 'Select router' });
  await tabTo(page, rent);
  const afterRouter = await cartAfter(page, () => page.keyboard.press('Space'));
  expect(afterRouter.planDetails!.headerInfo.Price).toBe('84.00');
  await expect(headerPrice(page)).toHaveText('$84.00/mo');

  const next = page
    .getByRole('region', { name: 'Your cart' })
    .getByRole('button', { name: 'Continue' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect.poll(() => path(page)).toBe('/checkout');
});

test('keyboard only: the change-address dialog keeps the focus and Escape closes it', async ({
  page,
}) => {
  await qualifyBoston(page);
  const change = page
    .getByRole('region', { name: 'Your cart' })
    .getByRole('button', { name: /Change/ });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change address?' });
  await expect(dialog).toBeVisible();
  // Focus stays inside the modal dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  expect(path(page)).toBe('/customize-order');
});
