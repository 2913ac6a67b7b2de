/**
 * The idle prompt and the exit dialog in Chromium (002 §2, §4 "Idle", §5, §9; issue 6): a
 * visitor with a cart on /customize-order who does nothing for 5 minutes is asked 'Do you want to
 * finish your purchase later?' (Playwright's clock passes the time); one who leaves by the header
 * logo is asked 'Do you want to save the cart?'. axe runs on both open dialogs.
 */
import { expect, test, type Page } from '../support/fixtures';
import { IDLE_TIMEOUT_MS } from '@bizline/domain/constants';
import { expectNoAxeViolations } from '../support/axe';
import { cartRegion, path, qualifyBoston, selectPlan } from '../support/customize';
import { savedCartEmail, savedCartRow, uniqueEmail } from '../support/saved-cart';

test.describe.configure({ timeout: 90_000 });

const PLAN = 'Business Fiber 300 Mbps';
/** The header logo's link (data/brand.json logoAlt) and where it leads (siteUrl). */
const LOGO = 'Bizline Communications home';
const PROVIDER_SITE = 'https://www.example.com/business/';

function idleDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Do you want to finish your purchase later?' });
}

/** Qualifies 100 Summer St, Boston with the page clock installed, and puts a plan in the cart. */
async function customiseWithClock(page: Page): Promise<void> {
  await page.clock.install();
  await qualifyBoston(page);
  await selectPlan(page, PLAN);
}

/** Passes the 5 idle minutes: nothing just before them, the prompt right after. */
async function idleFiveMinutes(page: Page): Promise<void> {
  await page.clock.runFor(IDLE_TIMEOUT_MS - 10_000);
  await expect(idleDialog(page)).toHaveCount(0);
  await page.clock.runFor(11_000);
  await expect(idleDialog(page)).toBeVisible();
}

test('idle 5 minutes on /customize-order: e-mail checked, axe clean, cart saved, Email sent', async ({
  page,
}) => {
  await customiseWithClock(page);
  await idleFiveMinutes(page);
  const dialog = idleDialog(page);
  await expect(dialog.getByText('The saved cart link is valid for ten days.')).toContainText(
    "we'll send you a link to come back to this order",
  );
  await expectNoAxeViolations(page);

  const email = dialog.getByLabel('Email address', { exact: true });
  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save cart' }).click();
  await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(dialog).toBeVisible();
  expect(path(page)).toBe('/customize-order');

  const address = uniqueEmail('idle');
  await email.fill(address);
  await dialog.getByRole('button', { name: 'Save cart' }).click();
  await expect.poll(() => path(page)).toBe('/save-cart-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Email sent' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The cart was saved for that address and the link e-mailed to it.
  const mail = await savedCartEmail(address);
  expect(savedCartRow(mail.cartId)).toMatchObject({ cart_id: mail.cartId, email: address });
});

test("idle prompt: 'Return to order' closes it, the visitor stays with focus where it was", async ({
  page,
}) => {
  await customiseWithClock(page);
  const breakdown = cartRegion(page).getByRole('button', { name: 'View price breakdown' });
  await breakdown.focus();
  await idleFiveMinutes(page);
  await expect(breakdown).not.toBeFocused();

  await idleDialog(page).getByRole('button', { name: 'Return to order' }).click();
  await expect(idleDialog(page)).toHaveCount(0);
  expect(path(page)).toBe('/customize-order');
  await expect(breakdown).toBeFocused();
  await expect(cartRegion(page)).toBeVisible();
});

test("exit dialog: the logo asks 'Do you want to save the cart?'; Save cart and No", async ({
  page,
}) => {
  // The provider's site is outside this offline machine: answer it with a stand-in page.
  await page.route(`${PROVIDER_SITE}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Provider</title><h1>Provider site</h1></html>',
    }),
  );
  await qualifyBoston(page);
  await selectPlan(page, PLAN);
  const logo = page.getByRole('link', { name: LOGO });
  const dialog = page.getByRole('dialog', { name: 'Do you want to save the cart?' });

  await logo.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape stays on the order.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(path(page)).toBe('/customize-order');

  await logo.click();
  await dialog.getByRole('button', { name: 'Save cart' }).click();
  await expect.poll(() => path(page)).toBe('/save-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Save your cart' })).toBeVisible();

  await page.goBack();
  await expect.poll(() => path(page)).toBe('/customize-order');
  await logo.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(PROVIDER_SITE);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider site' })).toBeVisible();
});
