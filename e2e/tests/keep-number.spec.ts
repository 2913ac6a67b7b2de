/**
 * Issue 10 §3 "Agree only to what is shown" with a moved number, in Chromium at 375 px and
 * 1280 px, axe clean: on customise a phone line keeps the business's current number (a number of
 * the provider's own pool is refused); at checkout the letter of authorization then appears,
 * names the number and must be completed; the order keeps the letter, and the confirmation and
 * the order status (opened from the confirmation's link) say which terms version was accepted
 * and when. A cart without a moved number never shows the letter (acceptTerms checks it, in
 * checkout-trust.spec.ts and the other journeys).
 */
import { expect, test } from '../support/fixtures';
import {
  axeClean,
  chooseSlot,
  expectCompleted,
  expectOpen,
  orderRow,
  payByBank,
  withDb,
} from '../support/checkout';
import {
  chooseInstallation,
  continueToCheckout,
  openSection,
  path,
  qualifyBoston,
  selectPlan,
  selectRouter,
} from '../support/customize';
import { confirmedOrderNo, passCreditCheck, submitToConfirmation } from '../support/order';
import { VIEWPORTS } from '../support/entry';

/** Each width keeps a number of its own. */
const WIDTHS = VIEWPORTS.map((v, i) => ({ ...v, kept: `617555987${6 + i}` }));

const IN_POOL =
  'That number is already one of ours, so there is nothing to move. Enter the number your business uses today, or choose a new number.';
const TERMS_ACCEPTED =
  /^You accepted the Terms and Conditions version SBT-2026-11 on \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T\.$/;

const shown = (tn: string) => `(${tn.slice(0, 3)}) ${tn.slice(3, 6)}-${tn.slice(6)}`;

for (const size of WIDTHS) {
  test.describe(`keep my current number at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a kept number brings the letter of authorization; the order keeps it and the terms', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await qualifyBoston(page);
      await selectPlan(page, 'Business Fiber 300 Mbps');
      await selectRouter(page, /\$15\.00\/mo/);
      await chooseInstallation(page, /^Professional installation/);
      await openSection(page, 'Phone');
      await selectPlan(page, 'Business Unlimited Calling');

      const line = page.getByRole('group', { name: /^Line 1: / });
      await expect(line.getByRole('radio', { name: 'A new number from us' })).toBeChecked();
      const poolNumber = ((await line.locator('legend').textContent()) ?? '')
        .replace(/\D/g, '')
        .slice(-10);
      expect(poolNumber).toMatch(/^617555\d{4}$/);
      await line.getByRole('radio', { name: 'Keep my current number' }).check();
      const field = line.getByRole('textbox', { name: 'Your current phone number' });
      // Bad digits are refused on the page.
      await field.fill('123-555-0100');
      await line.getByRole('button', { name: 'Keep this number' }).click();
      await expect(
        line.getByText('Please enter the 10-digit phone number your business uses today.'),
      ).toBeVisible();
      // One of the provider's own numbers is refused by the cart.
      // demo pool of ZIP3 021: 617-555-0100 to 617-555-0149.
      const other = poolNumber === '6175550149' ? '6175550148' : '6175550149';
      await field.fill(other);
      await line.getByRole('button', { name: 'Keep this number' }).click();
      await expect(page.getByText(IN_POOL)).toBeVisible();
      await field.fill(size.kept);
      await line.getByRole('button', { name: 'Keep this number' }).click();
      await expect(
        page.getByRole('group', {
          name: `Line 1: ${shown(size.kept)} (your current number, moving to us)`,
        }),
      ).toBeVisible();
      await axeClean(page, `kept number on customise at ${size.width} px`);

      await continueToCheckout(page);
      const c = await passCreditCheck(page);

      // The letter, before the terms checkbox, names the number being moved.
      const panel = await expectOpen(page, 'terms');
      await expect(panel.getByRole('heading', { name: 'Letter of authorization' })).toBeVisible();
      await expect(
        panel.getByRole('list', { name: 'Numbers you are moving' }).getByText(shown(size.kept)),
      ).toBeVisible();
      await expect(
        panel.getByRole('textbox', { name: 'The current phone number you are moving' }),
      ).toHaveValue(`${size.kept.slice(0, 3)}-${size.kept.slice(3, 6)}-${size.kept.slice(6)}`);
      await axeClean(page, `letter of authorization at ${size.width} px`);
      await panel.getByLabel(/I have read and accept the terms and conditions of service/).check();
      await panel.getByRole('button', { name: 'Accept and continue' }).click();
      // Not complete yet: the local service must be authorized.
      await expect(
        page.getByRole('alert', { name: 'There is a problem' }).getByRole('link', {
          name: 'Check local phone service to authorize moving your numbers',
        }),
      ).toBeVisible();
      await panel.getByRole('checkbox', { name: /^Local phone service/ }).check();
      await panel.getByRole('button', { name: 'Accept and continue' }).click();
      await expectCompleted(page, 'terms');

      await payByBank(page);
      await chooseSlot(page, size.width === 375 ? 3 : 6);
      await submitToConfirmation(page);
      await expect(page.getByText(TERMS_ACCEPTED)).toBeVisible();
      await axeClean(page, `confirmation at ${size.width} px`);
      const orderNo = await confirmedOrderNo(page);
      const row = orderRow(orderNo)!;
      const letter = JSON.parse(row.customer!).letterOfAuthorization;
      expect(letter).toMatchObject({
        numbers: [size.kept],
        firstName: c.firstName,
        lastName: c.lastName,
        localService: 'Y',
      });
      const terms = withDb((db) =>
        db.prepare('select terms_version from orders where order_no = ?').get(orderNo),
      ) as { terms_version: string };
      expect(terms.terms_version).toBe('SBT-2026-11');

      // The confirmation's link opens the order status filled in, and it looks the order up.
      await page.getByRole('link', { name: 'Check the status of an order' }).click();
      await expect.poll(() => path(page)).toBe('/order-status');
      await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNo);
      await expect(page.getByRole('textbox', { name: 'Service ZIP code' })).toHaveValue('02110');
      const result = page.getByRole('region', { name: `Order ${orderNo}` });
      await expect(result).toBeVisible();
      await expect(result.getByText(TERMS_ACCEPTED)).toBeVisible();
      await axeClean(page, `order status from a link at ${size.width} px`);
    });
  });
}
