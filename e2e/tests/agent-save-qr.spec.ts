/**
 * Digital agent save in Chromium (002 §2, §4 "Digital agent save", §5, §6; issue 6): a signed-in
 * agent opens the storefront with the digitalagent parameter, builds a cart, Continue opens the
 * agent version of /save-cart (agent e-mail prefilled from the account), saves for a customer and
 * sees the cart id, the 20-day validity and a QR code. The QR code is decoded back to the
 * retrieval link, which a customer then opens in a browser of their own: the verification gate.
 */
import { expect, test, type Page } from '../support/fixtures';
import { SAVED_CART_RETENTION_DAYS } from '@bizline/domain/constants';
import { agentSaveCartForm, decodeQrDataUrl, signInStaff } from '../support/agent';
import { expectNoAxeViolations } from '../support/axe';
import { cartRegion, path, qualifyBoston, selectPlan, selectRouter } from '../support/customize';
import {
  createStaffUser,
  gate,
  savedCartEmail,
  savedCartRow,
  visitElsewhere,
} from '../support/saved-cart';

test.describe.configure({ timeout: 120_000 });

/** Signs a new agent in, builds a fiber cart in agent mode and Continues to /save-cart. */
async function agentOnSaveCart(page: Page): Promise<{ email: string; password: string }> {
  const agent = createStaffUser('agent');
  await signInStaff(page, agent);

  // Agent mode from the link, kept for the visit while the agent builds the cart.
  await page.goto('?digitalagent=Y');
  // The flag is kept with the store once the app has read the URL; qualifying reloads the page.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            JSON.parse(sessionStorage.getItem('bizline-store') ?? '{}') as {
              state?: { digitalLinkFlow?: boolean };
            }
          ).state?.digitalLinkFlow,
      ),
    )
    .toBe(true);
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await selectRouter(page, /\$15\.00\/mo/);
  await cartRegion(page).getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => path(page)).toBe('/save-cart');

  return agent;
}

test('agent saves a cart for a customer: cart id, 20 days, QR code of the retrieval link', async ({
  page,
  browser,
}) => {
  const agent = await agentOnSaveCart(page);
  const form = agentSaveCartForm(page);
  await expect(form.heading).toBeVisible();
  await expect(
    page.getByText(`The saved cart is kept for ${SAVED_CART_RETENTION_DAYS} days.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(form.agentEmail).toHaveValue(agent.email);
  await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();

  // A customer on a business domain (free consumer mail is refused for agents).
  const customer = `owner-${Date.now().toString(36)}@acme-widgets.com`;
  await form.firstName.fill('Erin');
  await form.lastName.fill('Tester');
  await form.customerEmail.fill(customer);
  const saved = page.waitForResponse(
    (r) => r.url().includes('SaveOrder/DoAgentSaveOrder') && r.request().method() === 'POST',
  );
  await form.submit.click();
  expect((await saved).status()).toBe(200);

  const modal = page.getByRole('dialog', { name: 'Cart saved' });
  await expect(modal).toBeVisible();
  const cartId = (await modal.locator('p', { hasText: 'Cart id' }).innerText())
    .replace(/^Cart id:\s*/, '')
    .trim();
  expect(cartId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  await expect(modal.getByText(`The saved cart is valid for 20 days.`)).toBeVisible();
  const qr = modal.getByRole('img', { name: /^QR code of the saved cart link / });
  await expect(qr).toBeVisible();
  await expectNoAxeViolations(page);

  // The picture itself, decoded as a phone would: the retrieval link of this cart.
  const link = decodeQrDataUrl((await qr.getAttribute('src')) ?? '');
  const url = new URL(link);
  expect(url.searchParams.get('scartid')).toBe(cartId);
  expect(url.pathname).toBe('/foryoursmallbiz/gborder/customize-order');
  await expect(qr).toHaveAccessibleName(`QR code of the saved cart link ${link}`);

  // Stored for the customer, who got the same link by e-mail.
  expect(savedCartRow(cartId)).toMatchObject({ cart_id: cartId, email: customer });
  const mail = await savedCartEmail(customer);
  expect(mail.cartId).toBe(cartId);
  expect(mail.link).toBe(link);

  // After the save: the button stays disabled and the agent-portal link replaces 'Go back'.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(form.submit).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Go to the agent portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveCount(0);

  // The customer scans the code on their own device: the verification gate asks first.
  await visitElsewhere(browser, link, async (visitor) => {
    await expect(gate(visitor).heading).toBeVisible();
    await expect(gate(visitor).verify).toBeDisabled();
    await expect(cartRegion(visitor)).toHaveCount(0);
  });
});

// With a plan and a router the open price breakdown is taller than its panel and scrolls; with
// print hidden (agent mode) the scroll container itself must be reachable by keyboard.
test('the agent /save-cart page is axe clean with a plan and a router in the cart', async ({
  page,
}) => {
  await agentOnSaveCart(page);
  await expect(agentSaveCartForm(page).heading).toBeVisible();
  await expectNoAxeViolations(page);
});
