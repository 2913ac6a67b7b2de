/**
 * The customer's own order page in Chromium, at 375 and 1280 px: an order placed through the
 * storefront; the link of its e-mail opens the page with the state and milestones only; the code
 * e-mailed to the customer opens the details; the installation moves to another free day and the
 * page says so with a milestone; then the order is canceled with a reason and the page says what
 * happens next. Keyboard only on the order page; axe on each state of it.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/fixtures';
import { axeClean, chooseSlot, contact, startCheckout, withDb } from '../support/checkout';
import { confirmedOrderNo, submitToConfirmation, throughPayment } from '../support/order';

test.describe.configure({ timeout: 150_000 });

/** The newest e-mail of `topic` whose text matches `pattern`: the first group. */
async function fromEmail(topic: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      const row = withDb(
        (db) =>
          db
            .prepare(
              `select body_text from outbox_messages
               where channel = 'email' and topic = ? order by id desc limit 1`,
            )
            .get(topic) as { body_text: string } | undefined,
      );
      found = pattern.exec(row?.body_text ?? '')?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** Focus a control and press a key on it: the page is used by keyboard alone. */
async function press(page: Page, name: string | RegExp, key = 'Enter') {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press(key);
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px: open from the e-mail, a code, move the installation, cancel`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const who = contact({ businessName: `Harbor Books ${randomBytes(3).toString('hex')}` });
    await startCheckout(page);
    await throughPayment(page, who);
    await chooseSlot(page, viewport.width === 375 ? 3 : 9);
    await submitToConfirmation(page);
    const orderNo = await confirmedOrderNo(page);

    // The order e-mail's link opens the page: the state and milestones, nothing personal.
    const link = await fromEmail(`order:${orderNo}`, /\/my-order\?link=(\S+)/);
    await page.goto(`my-order?link=${link}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status: Submitted' })).toBeVisible();
    await expect(page.getByText(who.businessName)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Order details' })).toHaveCount(0);
    await axeClean(page, '/my-order from the e-mail link');

    // A code to the order's e-mail opens the details.
    await press(page, 'Send me a code');
    await expect(page.getByRole('status').filter({ hasText: 'Code sent to' })).toBeVisible();
    const code = await fromEmail(`order-code:${orderNo}`, /code is (\d{6})/);
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: 'Order details' });
    await expect(details).toContainText(who.businessName);
    await expect(details).toContainText(`${who.firstName} ${who.lastName}`);
    await axeClean(page, '/my-order with the details');

    // Another day and time, from the free slots.
    const before = (await page.getByTestId('my-order-installation').textContent())!;
    await press(page, 'Change installation');
    const day = page.getByLabel('Day');
    await expect(day).toBeVisible();
    const days = await day
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const target = days[days.length - 1]!;
    await day.focus();
    await day.selectOption(target);
    const time = page.getByRole('group', { name: 'Time' }).getByRole('radio').first();
    await time.focus();
    await page.keyboard.press('Space');
    await expect(time).toBeChecked();
    await axeClean(page, '/my-order choosing a new slot');
    await press(page, 'Move my installation');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your installation is now on' }),
    ).toBeFocused();
    await expect(page.getByTestId('my-order-installation')).not.toHaveText(before);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Installation moved to' }),
    ).toHaveCount(1);

    // Cancel with a reason: the page says what happens next.
    await press(page, 'Cancel order');
    await expect(page.getByLabel('Why are you canceling?')).toBeFocused();
    await press(page, 'Cancel my order');
    await expect(page.getByText('Tell us why you are canceling').first()).toBeVisible();
    await page.getByLabel('Why are you canceling?').focus();
    await page.keyboard.type('We found a space in another building');
    await press(page, 'Cancel my order');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your order is canceled.' }),
    ).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Status: Canceled' })).toBeVisible();
    await expect(page.getByTestId('my-order-installation')).toHaveText(
      'None: the order is canceled and its appointment was released',
    );
    const stored = withDb(
      (db) =>
        db.prepare('select status from orders where order_no = ?').get(orderNo) as {
          status: string;
        },
    );
    expect(stored.status).toBe('cancelled');
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(wide).toBeLessThanOrEqual(0);
    await axeClean(page, '/my-order after the cancellation');
  });
}
