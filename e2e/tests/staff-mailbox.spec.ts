/**
 * Staff accounts in Chromium: sign in on /staff/sign-in (a wrong password first),
 * read the development mailbox on /staff/mailbox with a saved-cart e-mail in it, and sign out.
 * The account is made with the real CLI (e2e/support/saved-cart.ts). axe runs on both pages.
 */
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { path, qualifyBoston, selectPlan } from '../support/customize';
import { createStaffUser, saveCart, savedCartEmail, uniqueEmail } from '../support/saved-cart';

test.describe.configure({ timeout: 90_000 });

test('staff sign in, see the saved-cart e-mail in the mailbox, sign out', async ({
  page,
  browser,
}) => {
  const staff = createStaffUser('staff');

  // A customer saves a cart: its e-mail lands in the outbox.
  const email = uniqueEmail('saver');
  const customer = await browser.newContext();
  let mail: Awaited<ReturnType<typeof savedCartEmail>>;
  try {
    const shopper = await customer.newPage();
    await qualifyBoston(shopper);
    await selectPlan(shopper, 'Business Fiber 300 Mbps');
    await saveCart(shopper, email);
    mail = await savedCartEmail(email);
  } finally {
    await customer.close();
  }

  // The mailbox is for signed-in staff only.
  await page.goto('staff/mailbox');
  await expect.poll(() => path(page)).toBe('/staff/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  const emailField = page.getByLabel('Email address', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await emailField.fill(staff.email);
  await password.fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(emailField).toHaveAccessibleDescription(/The email or password is not right\./);
  await expect(password).toHaveValue('');
  expect(path(page)).toBe('/staff/sign-in');

  await password.fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => path(page)).toBe('/staff/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByText('Signed in as Erin Tester (staff)')).toBeVisible();

  const list = page.getByRole('list', { name: 'Messages' });
  const item = list.getByRole('button').filter({ hasText: email });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(mail.subject);
  // axe before a message is opened: it cannot run inside the viewer's script-less sandboxed
  // frame (sandbox="", no scripts) and would wait for it until the test times out.
  await expectNoAxeViolations(page);
  await item.click();
  const viewer = page.getByRole('region', { name: 'Message' });
  await expect(viewer.getByRole('heading', { level: 2, name: mail.subject })).toBeVisible();
  await expect(viewer.getByText(`saved-cart:${mail.cartId}`)).toBeVisible();
  // Sent by the job worker at the first try: the mailbox says how many it took.
  await expect(
    viewer.getByText('Delivery attempts').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await expect(viewer.getByRole('link', { name: mail.link, exact: true })).toHaveAttribute(
    'href',
    mail.link,
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => path(page)).toBe('/staff/sign-in');
  // Signed out for real: the mailbox sends back to the sign-in page.
  await page.goto('staff/mailbox');
  await expect.poll(() => path(page)).toBe('/staff/sign-in');
});
