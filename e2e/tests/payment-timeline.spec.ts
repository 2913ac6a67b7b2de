/**
 * What the customer pays, and when: Fiber 500 with a router bought over 12 months ($299.99: 11
 * payments of $25.00, the last $24.99) and a professional installation in 3 payments of $33.00.
 * The cart's header, its price breakdown, the printed cart, the checkout review, the confirmation, the order
 * e-mail and the order status page say the same: due today, the first bill and the installment
 * payments it includes, the monthly for months 1–3, from month 4 and in month 12, and the regular
 * monthly from month 13. axe runs on each page.
 */
import { expect, test, type Locator, type Page } from '../support/fixtures';
import {
  acceptTerms,
  axeClean,
  chooseSlot,
  expectOpen,
  payByBank,
  withDb,
} from '../support/checkout';
import {
  cartRegion,
  continueToCheckout,
  openBreakdown,
  fiberBoughtRouterProInstall,
} from '../support/customize';
import { confirmedOrderNo, passCreditCheck, submitToConfirmation } from '../support/order';

/** Fiber 500 $99.00, router $25.00 (last $24.99), installation $33.00 for 3 months. */
const TIMELINE = [
  ['Due today', '$0.00'],
  [
    'First bill',
    '$157.00/mo (includes the first of 12 Business Fiber Router purchase payments ($25.00) and the first of 3 Professional installation payments ($33.00))',
  ],
  [
    'Monthly charges',
    '$157.00/mo for months 1–3, then $124.00/mo for months 4–11, then $123.99/mo in month 12',
  ],
  ['Regular monthly charges', '$99.00/mo from month 13'],
] as const;

/** The timeline group shows each label with its sentence, in order. */
async function saysTimeline(group: Locator): Promise<void> {
  await expect(group).toBeVisible();
  await expect(group.getByText('What you pay, and when', { exact: true })).toBeVisible();
  await expect(group.locator('dt')).toHaveText(TIMELINE.map(([label]) => label));
  await expect(group.locator('dd')).toHaveText(TIMELINE.map(([, said]) => said));
  await expect(group).toContainText('Monthly amounts before taxes and other charges.');
  // Nothing scrolls sideways (a phone included).
  const wide = await group
    .page()
    .evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);
}

/** The order e-mail's text body, waiting for it. */
async function orderEmail(orderNo: string): Promise<string> {
  let body = '';
  await expect
    .poll(() => {
      const row = withDb(
        (db) =>
          db
            .prepare(
              `select body_text from outbox_messages
               where channel = 'email' and topic = ? order by id desc limit 1`,
            )
            .get(`order:${orderNo}`) as { body_text: string } | undefined,
      );
      body = row?.body_text ?? '';
      return body;
    })
    .toContain('Order number');
  return body;
}

async function closeBreakdown(page: Page) {
  const toggle = cartRegion(page).getByRole('button', { name: 'View price breakdown' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test('installments and a bought router: the same timeline from cart to e-mail and order status', async ({
      page,
    }) => {
      const cart = (await fiberBoughtRouterProInstall(page)).planDetails!;
      expect(cart.pricedCart.installments.map((i) => i.text)).toEqual([
        '12 monthly payments of $25.00 (last payment $24.99)',
        '3 monthly payments of $33.00',
      ]);

      // The header: the price now, and what it drops to.
      const header = cartRegion(page);
      await expect(header.getByTestId('cart-header-price')).toHaveText('$157.00/mo');
      await expect(header.getByTestId('cart-header-regular')).toHaveText(
        'then $99.00/mo from month 13',
      );
      const panel = await openBreakdown(page);
      await saysTimeline(panel.getByTestId('breakdown-timeline'));
      // The printed cart too.
      await page.emulateMedia({ media: 'print' });
      await saysTimeline(page.getByTestId('print-timeline'));
      await page.emulateMedia({ media: 'screen' });
      await axeClean(page, '/customize-order with the payment timeline');
      await closeBreakdown(page);

      await continueToCheckout(page);
      await passCreditCheck(page);
      await acceptTerms(page);
      await payByBank(page);
      await chooseSlot(page, viewport.width === 375 ? 7 : 11);
      const review = await expectOpen(page, 'review');
      await saysTimeline(review.getByTestId('review-price-timeline'));
      await axeClean(page, 'checkout review with the payment timeline');

      await submitToConfirmation(page);
      await saysTimeline(page.getByTestId('confirmation-price-timeline'));
      await axeClean(page, '/confirmation with the payment timeline');
      const orderNo = await confirmedOrderNo(page);

      // The e-mail says it in the same words.
      const email = await orderEmail(orderNo);
      expect(email).toContain('What you pay, and when:');
      for (const [label, said] of TIMELINE) expect(email).toContain(`  ${label}: ${said}\n`);

      await page.goto(`order-status?orderNumber=${orderNo}&zipCode=02110`);
      await saysTimeline(page.getByTestId('order-status-price-timeline'));
      await axeClean(page, '/order-status with the payment timeline');
    });
  });
}
