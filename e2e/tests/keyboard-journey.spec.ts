/**
 * One whole order with the keyboard only, as a customer who cannot use a pointer buys: the
 * address with its typeahead, a plan and a router, every checkout step (business information, the
 * credit check and its passcode, the terms, installments and payment, the installation slot), the
 * review and Submit order, to the order number. No click anywhere; after every choice the focus
 * is on a control, never dropped to the page.
 */
import { expect, test } from '../support/fixtures';
import {
  ACCOUNT,
  ROUTING,
  SSN_PASS,
  contact,
  expectCompleted,
  expectOpen,
  lastSmsId,
  orderRow,
  passcodeFor,
  sectionPanel,
  shownOrderNumber,
} from '../support/checkout';
import {
  PHONE,
  EMAIL,
  cartAfter,
  path,
  planTile,
  routerTile,
  sectionTrigger,
} from '../support/customize';
import { expectFocusKept, tabTo, typeInto } from '../support/keyboard';

test.describe.configure({ timeout: 180_000 });

test('keyboard only: from the address to the order number', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('');
  // The address: typed into the auto-focused field, the suggestion taken with the arrow keys.
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await expect(street).toBeFocused();
  await page.keyboard.type('100 Summer St Bost');
  await expect(page.getByRole('option', { name: /100 Summer St/i }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(street).toHaveValue(/100 Summer St/i);
  await typeInto(page, page.getByLabel('Mobile number*'), PHONE);
  await typeInto(page, page.getByLabel('Email address*'), EMAIL);
  await tabTo(page, page.getByRole('button', { name: 'Check availability' }));
  await cartAfter(page, () => page.keyboard.press('Enter'));
  await expect.poll(() => path(page)).toBe('/customize-order');

  // A plan and a rented router, each chosen with the keyboard; the focus stays on the page's controls.
  const tile = planTile(page, 'Business Fiber 300 Mbps');
  await tabTo(page, tile.getByRole('button', { name: 'Select', exact: true }));
  await cartAfter(page, () => page.keyboard.press('Enter'));
  await expect(tile.getByRole('button', { name: 'Selected plan' })).toBeVisible();
  await expectFocusKept(page);
  const extras = sectionTrigger(page, 'Internet extras');
  await tabTo(page, extras);
  await page.keyboard.press('Enter');
  await expect(extras).toHaveAttribute('aria-expanded', 'true');
  await tabTo(
    page,
    routerTile(page, /\$15\.00\/mo/).getByRole('button', { name: 'Select router' }),
  );
  await cartAfter(page, () => page.keyboard.press('Space'));
  await expectFocusKept(page);
  await expect(extras).toHaveAttribute('aria-expanded', 'true');
  await tabTo(
    page,
    page.getByRole('region', { name: 'Your cart' }).getByRole('button', { name: 'Continue' }),
  );
  await page.keyboard.press('Enter');
  await expect.poll(() => path(page)).toBe('/checkout');

  // Business information.
  const who = contact();
  const info = await expectOpen(page, 'businessInfo');
  await typeInto(page, info.getByLabel('First name', { exact: true }), who.firstName);
  await typeInto(page, info.getByLabel('Last name', { exact: true }), who.lastName);
  await typeInto(page, info.getByLabel('Mobile number', { exact: true }), who.mobile);
  await typeInto(page, info.getByLabel('Business name', { exact: true }), who.businessName);
  await tabTo(page, info.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectCompleted(page, 'businessInfo');
  await expectFocusKept(page);

  // The credit check of a sole owner, then the passcode texted to the mobile number.
  const credit = await expectOpen(page, 'creditCheck');
  await typeInto(page, credit.getByLabel('First name', { exact: true }), 'Ada');
  await typeInto(page, credit.getByLabel('Last name', { exact: true }), 'Lovelace');
  const dob = credit.getByRole('group', { name: 'Date of birth' });
  await typeInto(page, dob.getByLabel('Month', { exact: true }), '12');
  await typeInto(page, dob.getByLabel('Day', { exact: true }), '10');
  await typeInto(page, dob.getByLabel('Year', { exact: true }), '1980');
  await typeInto(page, credit.getByRole('textbox', { name: 'Social security number' }), SSN_PASS);
  await tabTo(page, credit.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(credit.getByText('Credit check complete.')).toBeVisible();
  await expectFocusKept(page);
  const before = lastSmsId(who.mobile);
  await tabTo(page, credit.getByRole('button', { name: 'Send code' }));
  await page.keyboard.press('Enter');
  const code = await passcodeFor(who.mobile, before);
  await typeInto(page, credit.getByLabel('6-digit code'), code);
  await tabTo(page, credit.getByRole('button', { name: 'Verify' }));
  await page.keyboard.press('Enter');
  await expectCompleted(page, 'creditCheck');
  await expectFocusKept(page);

  // The terms: the box ticked with Space.
  const terms = await expectOpen(page, 'terms');
  const accept = terms.getByLabel(/I have read and accept the terms and conditions of service/);
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await tabTo(page, terms.getByRole('button', { name: 'Accept and continue' }));
  await page.keyboard.press('Enter');
  await expectCompleted(page, 'terms');
  await expectFocusKept(page);

  // Installments with their defaults; a bank account.
  const pay = await expectOpen(page, 'installment');
  await expect(pay.getByRole('radio', { name: 'Bank account' })).toBeChecked();
  await typeInto(page, pay.getByLabel('Routing number'), ROUTING);
  await typeInto(page, pay.getByLabel('Account number'), ACCOUNT);
  await tabTo(page, pay.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expectCompleted(page, 'installment');
  await expectFocusKept(page);

  // The installation: a date and a free slot picked with the arrow keys, then reserved.
  const install = await expectOpen(page, 'installation');
  const dates = install.getByRole('group', { name: 'Installation date' }).getByRole('radio');
  await expect(dates.first()).toBeVisible();
  await tabTo(page, dates.first());
  await page.keyboard.press('Space');
  const freeSlots = () =>
    install.getByRole('group', { name: /^Time slots on / }).getByRole('radio', { disabled: false });
  for (let i = 0; i < (await dates.count()) && (await freeSlots().count()) === 0; i += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(install.getByRole('group', { name: /^Time slots on / })).toBeVisible();
  }
  await tabTo(page, freeSlots().first());
  await page.keyboard.press('Space');
  await expect(freeSlots().first()).toBeChecked();
  // A technician's visit asks the health question; the cart's self installation does not.
  const no = install.getByRole('group', { name: /COVID-19/ }).getByRole('radio', { name: 'No' });
  if (await no.count()) {
    await tabTo(page, no);
    await page.keyboard.press('Space');
    await expect(no).toBeChecked();
  }
  await tabTo(
    page,
    sectionPanel(page, 'installation').getByRole('button', { name: 'Reserve this slot' }),
  );
  await page.keyboard.press('Enter');
  await expectCompleted(page, 'installation');
  await expectFocusKept(page);

  // The review, and Submit order: the order number.
  const review = await expectOpen(page, 'review');
  await expect(review).toContainText(who.businessName);
  await tabTo(page, review.getByRole('button', { name: 'Submit order' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => path(page)).toBe('/confirmation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your order has been submitted' }),
  ).toBeVisible();
  const orderNo = (await shownOrderNumber(page).textContent())!.trim();
  expect(orderRow(orderNo)).toMatchObject({ order_no: orderNo, status: 'acknowledged' });
});
