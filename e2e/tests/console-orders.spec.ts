/**
 * The orders console in Chromium (issue 14): a customer places an order in one browser; a staff
 * account in another finds it in the console's list by its business name, opens it, is offered
 * only the legal moves, moves it to In progress and then Completed; the customer's order status
 * page shows both milestones with their dates, and the e-mails of both changes are in the outbox.
 * axe on the list, the detail and the status page; keyboard only on the console.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/fixtures';
import { axeClean, chooseSlot, contact, startCheckout, withDb } from '../support/checkout';
import { signInStaff } from '../support/agent';
import { path } from '../support/customize';
import { createStaffUser } from '../support/saved-cart';
import { confirmedOrderNo, submitToConfirmation, throughPayment } from '../support/order';

test.describe.configure({ timeout: 120_000 });

/** The customer's whole classic checkout for `business`; the order number and slot. */
async function placeOrder(page: Page, business: string) {
  const who = contact({ businessName: business });
  await startCheckout(page);
  // The credit check and the terms open in turn (soleOwnerCreditCheck, acceptTerms check it).
  await throughPayment(page, who);
  const slot = await chooseSlot(page, 0);
  await submitToConfirmation(page);
  // The totals the customer saw, for the console to show the same.
  const price = (await page.getByTestId('confirmation-price').textContent())!;
  return { orderNo: await confirmedOrderNo(page), slot, price };
}

test('a customer order is found in the console, moved to in progress then completed, and the customer sees both', async ({
  page,
  browser,
}) => {
  // The customer.
  const business = `Orbit Bakery ${randomBytes(3).toString('hex')}`;
  const { orderNo, price } = await placeOrder(page, business);

  // The staff member, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff, createStaffUser('agent'));
  await staff.goto('staff/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await axeClean(staff, '/staff/orders');
  // Search by the business name, by keyboard.
  const search = staff.getByLabel('Order number, business or email');
  await search.focus();
  await staff.keyboard.type(business.toLowerCase());
  await staff.keyboard.press('Enter');
  const table = staff.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText(business);
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('Web');
  await row.getByRole('link', { name: orderNo }).focus();
  await staff.keyboard.press('Enter');

  await expect.poll(() => path(staff)).toBe(`/staff/orders/${orderNo}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  const actions = staff.getByRole('region', { name: 'Move this order' });
  // Only the legal moves: no "Completed" straight from Submitted.
  await expect(actions.getByRole('button', { name: 'Move to In progress' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Move to Completed' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  const customer = staff.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText(business);
  await expect(customer).toContainText('•••• 6789');
  await expect(customer).not.toContainText('000123456789');
  // What was ordered, line by line, and the same totals as the customer's confirmation.
  const ordered = staff.getByRole('region', { name: 'What was ordered' });
  const services = ordered.getByRole('table', { name: 'Monthly services' });
  await expect(services.getByRole('row').nth(1)).toContainText(/Business .+\$\d+\.\d\d\/mo/);
  await expect(ordered.getByRole('table', { name: 'Taxes and other charges' })).toBeVisible();
  await expect(ordered.getByTestId('console-order-price')).toHaveText(price);
  await axeClean(staff, '/staff/orders/:orderNo');

  await actions.getByRole('button', { name: 'Move to In progress' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'The order is now In progress.' }),
  ).toBeVisible();
  await actions.getByRole('button', { name: 'Move to Completed' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'The order is now Completed.' }),
  ).toBeVisible();
  await expect(actions).toContainText('This order is closed: it cannot move any more.');
  const history = staff.getByRole('table', { name: 'Status history, oldest first' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history).toContainText('Submitted → In progress');
  await expect(history).toContainText('In progress → Completed');
  await axeClean(staff, '/staff/orders/:orderNo (completed)');
  await staffContext.close();

  // The customer's order status page shows both milestones.
  await page.goto(`order-status?orderNumber=${orderNo}&zipCode=02110`);
  const result = page.getByRole('region', { name: `Order ${orderNo}` });
  await expect(result).toBeVisible();
  const milestones = result.getByRole('list', { name: 'Milestones' }).getByRole('listitem');
  await expect(milestones).toHaveCount(3);
  await expect(milestones.nth(0)).toHaveText(/^Submitted — \w+ \d+, \d{4}/);
  await expect(milestones.nth(1)).toHaveText(/^In progress — \w+ \d+, \d{4}/);
  await expect(milestones.nth(2)).toHaveText(/^Completed — \w+ \d+, \d{4}/);
  await axeClean(page, '/order-status (completed)');

  // The e-mails of both changes arrived in the outbox.
  const subjects = () =>
    withDb((db) =>
      (
        db
          .prepare(`select subject from outbox_messages where topic = ? order by id`)
          .all(`order:${orderNo}`) as { subject: string }[]
      ).map((m) => m.subject),
    );
  await expect
    .poll(subjects)
    .toEqual([
      expect.stringContaining(`your order ${orderNo} is submitted`),
      expect.stringContaining(`work on your order ${orderNo} has started`),
      expect.stringContaining(`your order ${orderNo} is complete`),
    ]);
});

test('staff reschedule an installation to a free slot and cancel an order with a reason; the customer sees the new slot', async ({
  page,
  browser,
}) => {
  const { orderNo, slot } = await placeOrder(
    page,
    `Comet Garage ${randomBytes(3).toString('hex')}`,
  );

  const staffContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const staff = await staffContext.newPage();
  await signInStaff(staff, createStaffUser('agent'));
  await staff.goto(`staff/orders/${orderNo}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();

  // Reschedule: the current slot is not offered; another one is taken.
  const reschedule = staff.getByRole('form', { name: 'Reschedule the installation' });
  const select = reschedule.getByLabel('New install slot');
  // The free slots load after the page: wait for the list before reading it.
  await expect(select.locator('option').nth(2)).toBeAttached();
  const options = await select.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(2);
  await select.selectOption({ index: 2 });
  const chosen = options[2]!;
  await axeClean(staff, '/staff/orders/:orderNo (reschedule)');
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: /^The installation is now / }),
  ).toBeVisible();
  const installation = staff.getByRole('region', { name: 'Installation' });
  await expect(installation).toContainText(chosen.replace(/ \(\d+ left\)$/, ''));
  const newSlot = JSON.parse(
    withDb(
      (db) =>
        (
          db.prepare('select installation from orders where order_no = ?').get(orderNo) as {
            installation: string;
          }
        ).installation,
    ),
  ) as { dueDate: string; timeSlotCode: string };
  expect(`${newSlot.dueDate}|${newSlot.timeSlotCode}`).not.toBe(`${slot.date}|${slot.code}`);

  // The customer sees the new slot, marked as rescheduled, and the milestone.
  await page.goto(`order-status?orderNumber=${orderNo}&zipCode=02110`);
  const result = page.getByRole('region', { name: `Order ${orderNo}` });
  await expect(result).toContainText('(Rescheduled)');
  await expect(
    result.getByRole('list', { name: 'Milestones' }).getByRole('listitem').nth(1),
  ).toHaveText(/^Installation rescheduled to /);
  await axeClean(page, '/order-status (rescheduled)');

  // Cancel asks for the reason first.
  const actions = staff.getByRole('region', { name: 'Move this order' });
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const reason = actions.getByRole('textbox', { name: 'Reason for canceling' });
  await expect(reason).toBeFocused();
  await actions.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(actions.getByText('Enter a reason for canceling')).toBeVisible();
  await axeClean(staff, '/staff/orders/:orderNo (cancel reason)');
  await reason.fill('The customer found another provider');
  await actions.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'The order is now Canceled.' }),
  ).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Status history, oldest first' })).toContainText(
    'The customer found another provider',
  );
  await staffContext.close();

  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(result).toContainText('None: the order is closed and its install slot was released');
  const milestones = result.getByRole('list', { name: 'Milestones' }).getByRole('listitem');
  await expect(milestones).toHaveCount(3);
  await expect(milestones.nth(1)).toHaveText(/^Installation rescheduled to /);
  await expect(milestones.nth(2)).toHaveText(/^Canceled — /);
});
