/**
 * Issue 10 §2-§4 in Chromium at 375 px and 1280 px, axe clean:
 * - one set of choices: the installation chosen on customise is the one checkout shows selected;
 *   switching at checkout changes the cart's one-time charges; the confirmation and the stored
 *   order agree with the cart;
 * - agree only to what is shown: the terms text before its checkbox, no letter of authorization
 *   without a moved number (acceptTerms in e2e/support/checkout.ts checks both);
 * - the server's state is what the customer sees: /checkout in a fresh browser context (the same
 *   session cookie, empty localStorage) shows the service address; Back after submit shows the
 *   placed order instead of an editable checkout, and Back to customise shows the placed order
 *   too (the cart is locked: a change would be refused with 409 ORDER_PLACED).
 */
import { expect, test, type Page } from '../support/fixtures';
import {
  SELF_INSTALL,
  TECH_INSTALL,
  acceptTerms,
  axeClean,
  chooseSlot,
  expectOpen,
  orderRow,
  payByBank,
  sectionPanel,
  switchInstallation,
} from '../support/checkout';
import {
  cartRegion,
  chooseInstallation,
  continueToCheckout,
  openBreakdown,
  panelRow,
  path,
  qualifyBoston,
  selectPlan,
  selectRouter,
} from '../support/customize';
import { confirmedOrderNo, passCreditCheck, submitToConfirmation } from '../support/order';
import { VIEWPORTS } from '../support/entry';

/** Back in history to `to`, which shows the placed order `orderNo` instead of its form. */
async function backToPlacedOrder(page: Page, to: string, orderNo: string) {
  await page.goBack();
  await expect.poll(() => path(page)).toBe(to);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is placed' })).toBeVisible();
  await expect(page.getByText(`Your order ${orderNo} has been placed.`)).toBeVisible();
}

/** Whether the cart's price breakdown lists the professional installation charge. */
async function listsProInstall(page: Page): Promise<boolean> {
  const panel = await openBreakdown(page);
  return (await panelRow(panel, 'Professional installation').count()) > 0;
}

/** Closes the breakdown again (it covers the page at 375 px). */
async function closeBreakdown(page: Page): Promise<void> {
  const toggle = cartRegion(page).getByRole('button', { name: 'View price breakdown' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/** Boston, fiber, rented router and the professional installation, then Continue. */
async function toCheckoutWithProInstall(page: Page) {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await selectRouter(page, /\$15\.00\/mo/);
  await chooseInstallation(page, /^Professional installation/);
  await continueToCheckout(page);
}

for (const size of VIEWPORTS) {
  test.describe(`checkout trust at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('one installation choice from customise to the order; Back shows the placed order', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await toCheckoutWithProInstall(page);
      await passCreditCheck(page);

      // Terms: the text before its checkbox, no letter of authorization (no moved number).
      await expectOpen(page, 'terms');
      await axeClean(page, `terms at ${size.width} px`);
      await acceptTerms(page);
      await payByBank(page);

      // The installation chosen on customise is the one selected here, named and priced.
      const panel = await expectOpen(page, 'installation');
      await expect(panel.getByRole('radio', { name: TECH_INSTALL })).toBeChecked();
      await expect(panel.getByRole('radio', { name: SELF_INSTALL })).not.toBeChecked();
      await axeClean(page, `installation at ${size.width} px`);
      expect(await listsProInstall(page)).toBe(true);
      await closeBreakdown(page);

      // Switching at checkout changes the cart (its one-time charges), and back again.
      await switchInstallation(page, SELF_INSTALL);
      await expect.poll(() => listsProInstall(page)).toBe(false);
      await closeBreakdown(page);
      await switchInstallation(page, TECH_INSTALL);
      await expect.poll(() => listsProInstall(page)).toBe(true);
      await closeBreakdown(page);

      await chooseSlot(page, size.width === 375 ? 2 : 5);
      await submitToConfirmation(page);
      await expect(page.getByText(/^A technician will install your service on /)).toBeVisible();
      const orderNo = await confirmedOrderNo(page);
      const row = orderRow(orderNo)!;
      expect(JSON.parse(row.installation!).type).toBe('tech');

      // Back: the placed order, not an editable checkout.
      await backToPlacedOrder(page, '/checkout', orderNo);
      await expect(page.getByRole('link', { name: 'View your order status' })).toHaveAttribute(
        'href',
        new RegExp(`/order-status\\?orderNumber=${orderNo}$`),
      );
      await expect(sectionPanel(page, 'installation')).toHaveCount(0);
      await axeClean(page, `placed order at ${size.width} px`);

      // Back once more to customise: the cart is locked; the server's cart details name the
      // placed order, so the page shows it instead of plan tiles (a change would be refused).
      await backToPlacedOrder(page, '/customize-order', orderNo);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await axeClean(page, `customise after submit at ${size.width} px`);
      await page.getByRole('link', { name: 'View your order status' }).click();
      await expect.poll(() => path(page)).toBe('/order-status');
    });

    test('/checkout in a fresh browser shows the service address the server keeps', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await toCheckoutWithProInstall(page);
      const cookies = await page.context().cookies();
      const fresh = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      try {
        await fresh.addCookies(cookies);
        const tab = await fresh.newPage();
        await tab.goto('checkout');
        await expect(tab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        const cart = tab.getByRole('region', { name: 'Your cart' });
        await expect(cart.getByText('Service address')).toBeVisible();
        await expect(cart.getByText(/100 Summer St/)).toBeVisible();
        await expect(cart.getByText(/Boston, MA 02110/)).toBeVisible();
        await axeClean(tab, `fresh-tab checkout at ${size.width} px`);
      } finally {
        await fresh.close();
      }
    });
  });
}
