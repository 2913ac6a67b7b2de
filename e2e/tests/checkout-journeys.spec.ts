/**
 * The classic checkout in Chromium (002 §2-§5, issue 5 quality bars): from 100 Summer St, Boston
 * with a fiber plan and a rented router to /confirmation or /confirmation-contact-rep, against
 * the real server, its credit-bureau test identities, payment test numbers, SMS outbox and slot
 * calendar. axe runs on every section as it opens and on both confirmation pages. The passcode
 * is read from the SMS outbox (e2e/support/checkout.ts).
 */
import { expect, test, type Page } from '../support/fixtures';
import {
  CARD,
  SSN_DEPOSIT,
  SSN_FAIL,
  SSN_PASS,
  TAX_ID_PASS,
  acceptTerms,
  axeClean,
  chooseSlot,
  contact,
  enterPasscode,
  expectCompleted,
  expectOpen,
  fillBusinessInfo,
  fillOwner,
  lastSmsId,
  orderRow,
  passcodeFor,
  payByBank,
  runCreditCheck,
  sectionButton,
  sectionPanel,
  sendPasscode,
  shownRefNumber,
  soleOwnerCreditCheck,
  startCheckout,
  submitFromReview,
  verifyPasscode,
} from '../support/checkout';
import { path } from '../support/customize';
import { confirmedOrderNo, passCreditCheck, submitToConfirmation } from '../support/order';

/** The confirmation: order and reference numbers shown, and the order stored with them. */
async function expectConfirmed(page: Page, creditStatus: 'SUCCESS' | 'FAILURE' = 'SUCCESS') {
  const orderNo = await confirmedOrderNo(page);
  const refNo = (await shownRefNumber(page).textContent())!.trim();
  expect(orderNo).toMatch(/^\S{6,}$/);
  const row = orderRow(orderNo);
  expect(row).toMatchObject({
    order_no: orderNo,
    ref_no: refNo,
    status: 'acknowledged',
    credit_status: creditStatus,
    service_zip: '02110',
    flow: 'classic',
  });
  return row!;
}

/** After the credit check passed: terms, installments (bank), installation. */
async function laterSections(page: Page, slotFrom: number, axe = false) {
  await expectOpen(page, 'terms');
  if (axe) await axeClean(page, 'terms');
  await acceptTerms(page);
  await expectOpen(page, 'installment');
  if (axe) await axeClean(page, 'installment');
  await payByBank(page);
  await expectOpen(page, 'installation');
  if (axe) await axeClean(page, 'installation');
  const slot = await chooseSlot(page, slotFrom);
  await expectCompleted(page, 'installation');
  return slot;
}

test.describe('classic checkout', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sole owner to /confirmation: every section, review, order stored (axe on each)', async ({
    page,
  }) => {
    await startCheckout(page);
    // The floating cart is open on desktop until business info is saved.
    const cartToggle = page
      .getByRole('region', { name: 'Your cart' })
      .getByRole('button', { name: 'View price breakdown' });
    await expect(cartToggle).toHaveAttribute('aria-expanded', 'true');
    // Submit order waits for every section.
    await expect(
      page.getByRole('region', { name: 'Your cart' }).getByRole('button', { name: 'Submit order' }),
    ).toBeDisabled();

    await expectOpen(page, 'businessInfo');
    await axeClean(page, 'businessInfo');
    // An empty save shows the error summary with links (GOV.UK pattern).
    await sectionPanel(page, 'businessInfo').getByLabel('First name', { exact: true }).fill('');
    await sectionPanel(page, 'businessInfo').getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link').first()).toBeVisible();
    await axeClean(page, 'businessInfo (error summary)');

    const who = contact();
    await fillBusinessInfo(page, who);
    await expect(cartToggle).toHaveAttribute('aria-expanded', 'false');

    await expectOpen(page, 'creditCheck');
    await axeClean(page, 'creditCheck');
    const result = await soleOwnerCreditCheck(page, SSN_PASS);
    await expect(result).toHaveText('Credit check complete.');
    // The form went away: the focus is on its answer, not on the page; the step has started.
    await expect(result).toBeFocused();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expect(sectionButton(page, 'creditCheck')).toContainText('In progress');
    await axeClean(page, 'creditCheck (passcode step)');
    await verifyPasscode(page, who.mobile);

    const slot = await laterSections(page, 0, true);

    const review = await expectOpen(page, 'review');
    // The reserved slot closed its section: the focus is on the next one, not on the page.
    await expect(sectionButton(page, 'review')).toBeFocused();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await axeClean(page, 'review');
    await expect(review).toContainText('Ada Lovelace');
    await expect(review).toContainText('Analytical Engines LLC');
    await expect(review).toContainText('Bank account ending 6789');
    await expect(review).toContainText('Technician install');
    await expect(review.getByRole('button', { name: 'Change contact' })).toBeVisible();
    await submitToConfirmation(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your order has been submitted' }),
    ).toBeVisible();
    const order = await expectConfirmed(page);
    expect(JSON.parse(order.installation!)).toMatchObject({
      dueDate: slot.date,
      timeSlotCode: slot.code,
      type: 'tech',
    });
    // Only a token and the last four digits of the account are kept.
    const customer = order.customer;
    expect(customer).toContain('6789');
    expect(customer).not.toContain('000123456789');
    expect(customer).not.toContain('123456789');
    await axeClean(page, '/confirmation');
  });

  test('partners with one SSN pass the credit check and submit', async ({ page }) => {
    await startCheckout(page);
    const who = contact({ businessName: 'Two Partners Bakery' });
    await fillBusinessInfo(page, who);
    const panel = await expectOpen(page, 'creditCheck');
    await panel.getByRole('radio', { name: 'Partners' }).check();
    await fillOwner(panel.getByRole('group', { name: 'Partner 1' }), {
      firstName: 'Pat',
      lastName: 'One',
      dob: ['3', '27', '1975'],
      ssn: SSN_PASS,
    });
    // The second partner has no SSN: one is enough for partners.
    await fillOwner(panel.getByRole('group', { name: 'Partner 2' }), {
      firstName: 'Sam',
      lastName: 'Two',
      dob: ['7', '4', '1980'],
    });
    await axeClean(page, 'creditCheck (filled)');
    await expect(await runCreditCheck(page)).toHaveText('Credit check complete.');
    await verifyPasscode(page, who.mobile);
    await laterSections(page, 2);
    await submitToConfirmation(page);
    await expectConfirmed(page);
  });

  test('corporation with a tax id passes the credit check and submits', async ({ page }) => {
    await startCheckout(page);
    const who = contact({ businessName: 'Lopez Holdings Inc' });
    await fillBusinessInfo(page, who);
    const panel = await expectOpen(page, 'creditCheck');
    await panel.getByRole('radio', { name: 'Corporation', exact: true }).check();
    const company = panel.getByRole('group', { name: 'Corporation', exact: true });
    await company.getByLabel('Legal business name').fill('Lopez Holdings Inc');
    await company.getByLabel('Tax ID number (EIN)').fill(TAX_ID_PASS);
    await axeClean(page, 'creditCheck (filled)');
    await expect(await runCreditCheck(page)).toHaveText('Credit check complete.');
    await verifyPasscode(page, who.mobile);
    await laterSections(page, 4);
    const review = await expectOpen(page, 'review');
    await expect(review).toContainText('Corporation');
    await submitToConfirmation(page);
    await expectConfirmed(page);
  });

  test('credit failure goes to /confirmation-contact-rep with the 002 §2 texts', async ({
    page,
  }) => {
    await startCheckout(page);
    await passCreditCheck(page, {
      ssn: SSN_FAIL,
      answer:
        "We couldn't approve the credit check online. You can still submit your order and a representative will contact you.",
    });
    // Installments and installation are arranged by a representative: not shown.
    await expect(page.getByRole('button', { name: /Installments and payment/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^\d+\. Installation/ })).toHaveCount(0);
    await acceptTerms(page);
    await submitFromReview(page);

    await expect.poll(() => path(page)).toBe('/confirmation-contact-rep');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        'We need additional information to set up an installation date for your order.',
      ),
    ).toBeVisible();
    for (const line of [
      'Monday to Friday 8:00AM-10:00PM EST.',
      'Saturday 8:00AM-9:30PM EST.',
      'Sunday 11:00AM-9:30PM EST.',
    ]) {
      await expect(page.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/Mon-Fri 8:30 am to 6 pm EST/)).toBeVisible();
    await expectConfirmed(page, 'FAILURE');
    await axeClean(page, '/confirmation-contact-rep');
  });

  test('deposit required: the refundable deposit is paid by card, then submit', async ({
    page,
  }) => {
    await startCheckout(page);
    await passCreditCheck(page, {
      ssn: SSN_DEPOSIT,
      answer: 'A refundable deposit of $200.00 is needed for this order.',
    });

    const panel = await expectOpen(page, 'requiredrefund');
    await expect(panel).toContainText(
      'Your credit answer asks for a refundable deposit of $200.00.',
    );
    await axeClean(page, 'requiredrefund');
    await panel.getByRole('radio', { name: 'Credit or debit card' }).check();
    await expect(panel.getByLabel('Card type')).toHaveValue('VISA');
    await panel.getByLabel('Card number').fill(CARD);
    await panel.getByLabel('Month', { exact: true }).selectOption('12');
    await panel
      .getByLabel('Year', { exact: true })
      .selectOption(String(new Date().getFullYear() + 2));
    await panel.getByLabel('Security code (CVV)').fill('123');
    await panel.getByLabel('Billing ZIP code').fill('02110');
    await axeClean(page, 'requiredrefund (card form)');
    await panel.getByRole('button', { name: 'Pay deposit' }).click();
    await expectCompleted(page, 'requiredrefund');

    await laterSections(page, 6);
    await submitToConfirmation(page);
    const order = await expectConfirmed(page);
    expect(order.customer).not.toContain(CARD);
  });

  test('passcode: wrong until locked, then a new code works', async ({ page }) => {
    await startCheckout(page);
    const who = contact();
    await fillBusinessInfo(page, who);
    await soleOwnerCreditCheck(page, SSN_PASS);
    const panel = sectionPanel(page, 'creditCheck');
    const code = await sendPasscode(page, who.mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const error = panel.locator('#otp-code-error');
    for (const left of [4, 3, 2, 1]) {
      await enterPasscode(page, wrong);
      await expect(error).toHaveText(
        `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    await enterPasscode(page, wrong);
    await expect(error).toHaveText('Too many wrong tries. Ask for a new code.');
    // A locked code cannot be tried again: the page says so and disables the field (soft: the
    // new code below is checked either way).
    await expect.soft(panel.getByLabel('6-digit code')).toBeDisabled();
    await expect.soft(panel.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect
      .soft(panel.getByText('That code can no longer be used. Send a new code.'))
      .toBeVisible();
    await axeClean(page, 'creditCheck (locked passcode)');

    const fresh = await sendPasscode(page, who.mobile, true);
    await enterPasscode(page, fresh);
    await expectCompleted(page, 'creditCheck');
    await expectOpen(page, 'terms');
  });
});

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 60_000 });

  test('business info and the credit check with the keyboard alone', async ({ page }) => {
    await startCheckout(page);
    const who = contact();
    const bi = await expectOpen(page, 'businessInfo');

    // Tab into the section from its heading button and type each field.
    await page.getByRole('button', { name: /^1\. Business information/ }).focus();
    await page.keyboard.press('Tab');
    await expect(bi.getByLabel('First name', { exact: true })).toBeFocused();
    await page.keyboard.type(who.firstName);
    await page.keyboard.press('Tab');
    await expect(bi.getByLabel('Last name', { exact: true })).toBeFocused();
    await page.keyboard.type(who.lastName);
    await page.keyboard.press('Tab');
    await expect(bi.getByLabel('Email address', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const mobile = bi.getByLabel('Mobile number', { exact: true });
    await expect(mobile).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(who.mobile);
    await page.keyboard.press('Tab');
    await expect(bi.getByLabel('Business name', { exact: true })).toBeFocused();
    await page.keyboard.type(who.businessName);
    await page.keyboard.press('Enter');
    await expectCompleted(page, 'businessInfo');

    const cc = await expectOpen(page, 'creditCheck');
    // The customer type by arrow keys: Sole owner is the default.
    await cc.getByRole('radio', { name: 'Sole owner' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(cc.getByRole('radio', { name: 'Partners' })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(cc.getByRole('radio', { name: 'Sole owner' })).toBeChecked();
    const fields: [string, string][] = [
      ['First name', 'Ada'],
      ['Middle initial (optional)', ''],
      ['Last name', 'Lovelace'],
      ['Month', '12'],
      ['Day', '10'],
      ['Year', '1980'],
    ];
    for (const [label, value] of fields) {
      await page.keyboard.press('Tab');
      await expect(cc.getByLabel(label, { exact: true })).toBeFocused();
      if (value) await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab');
    await expect(cc.getByLabel("I don't have a social security number")).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cc.getByRole('textbox', { name: 'Social security number' })).toBeFocused();
    await page.keyboard.type(SSN_PASS);
    await page.keyboard.press('Tab');
    await expect(cc.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cc.getByRole('status').first()).toHaveText('Credit check complete.');

    // The passcode with the keyboard too.
    await cc.getByRole('button', { name: 'Send code' }).focus();
    const before = lastSmsId(who.mobile);
    await page.keyboard.press('Enter');
    const code = await passcodeFor(who.mobile, before);
    await cc.getByLabel('6-digit code').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expectCompleted(page, 'creditCheck');
  });
});
