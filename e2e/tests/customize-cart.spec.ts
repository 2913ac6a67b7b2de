/**
 * The floating cart of the customise page: contract switch, triple with TV removed via
 * the cart panel, printable cart, change-address dialog, and axe on the page, the panel and
 * every dialog.
 */
import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import {
  cartAfter,
  cartRegion,
  choose,
  headerPrice,
  openBreakdown,
  openSection,
  panelRow,
  path,
  perMonth,
  planTile,
  qualifyBoston,
  selectPlan,
  selectRouter,
} from '../support/customize';

async function internetWithRouter(page: Page) {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  return selectRouter(page, /\$15\.00\/mo/);
}

test('contract switch: No annual contract changes the price on screen to what the API says', async ({
  page,
}) => {
  const twoYears = (await internetWithRouter(page)).planDetails!;
  expect(twoYears.headerInfo.Price).toBe('84.00');
  const contract = page.getByRole('radiogroup', { name: 'Contract term' });
  await expect(contract.getByRole('radio', { name: '2 year agreement' })).toBeChecked();

  const mtm = (await cartAfter(page, () => choose(contract, 'No annual contract'))).planDetails!;
  await expect(contract.getByRole('radio', { name: 'No annual contract' })).toBeChecked();
  // demo.json FIOS-300 MonthToMonth 7900 cents; the rented router stays at 15.00.
  expect(mtm.dataInfo.planPrice).toBe('79.00');
  expect(mtm.headerInfo.Price).toBe('94.00');
  await expect(headerPrice(page)).toHaveText(perMonth(mtm.headerInfo.Price));
  await expect(planTile(page, 'Business Fiber 300 Mbps')).toContainText('$79.00/mo');
  const panel = await openBreakdown(page);
  await expect(panelRow(panel, 'Business Fiber 300 Mbps')).toContainText('$79.00');

  const back = (await cartAfter(page, () => choose(contract, '2 year agreement'))).planDetails!;
  expect(back.headerInfo.Price).toBe(twoYears.headerInfo.Price);
  await expect(headerPrice(page)).toHaveText(perMonth(twoYears.headerInfo.Price));
});

test('triple with TV, then TV removed from the cart panel', async ({ page }) => {
  await internetWithRouter(page);
  await openSection(page, 'TV');
  await selectPlan(page, 'Business TV Local');
  await openSection(page, 'Business Digital Voice wireless');
  const triple = (await selectPlan(page, 'Business Digital Voice Unlimited')).planDetails!;
  expect(triple.headerInfo.Ftype).toBe('triple');
  expect(triple.tvInfo.planName).toBe('Business TV Local');
  expect(triple.dataInfo.planName).toBe('Business Fiber 300 Mbps');
  expect(triple.phoneInfo.lines).toHaveLength(1);
  await expect(headerPrice(page)).toHaveText(perMonth(triple.headerInfo.Price));

  const panel = await openBreakdown(page);
  await expect(panel.getByRole('heading', { name: 'TV Plan' })).toBeVisible();
  await expect(panelRow(panel, 'Business TV Local')).toContainText(`$${triple.tvInfo.planPrice}`);
  const remove = panel.getByRole('button', { name: 'Remove Business TV Local' });
  const dialog = page.getByRole('alertdialog', {
    name: 'Are you sure you want to remove this service?',
  });

  // 'Do not remove' only closes it.
  await remove.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Do not remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'TV Plan' })).toBeVisible();

  await remove.click();
  const after = (
    await cartAfter(page, () => dialog.getByRole('button', { name: 'Remove', exact: true }).click())
  ).planDetails!;
  await expect(dialog).toBeHidden();
  expect(after.tvInfo.planName).toBe('');
  expect(after.dataInfo.planName).toBe('Business Fiber 300 Mbps');
  expect(after.phoneInfo.lines).toHaveLength(1);
  await expect(headerPrice(page)).toHaveText(perMonth(after.headerInfo.Price));
  expect(after.headerInfo.Price).not.toBe(triple.headerInfo.Price);
  const panelAfter = await openBreakdown(page);
  await expect(panelAfter.getByRole('heading', { name: 'TV Plan' })).toHaveCount(0);
  await expect(panelAfter.getByRole('heading', { name: 'Internet Plan' })).toBeVisible();
  // The TV tiles offer 'Select' again.
  await openSection(page, 'TV');
  await expect(
    planTile(page, 'Business TV Local').getByRole('button', { name: 'Select', exact: true }),
  ).toBeEnabled();
});

test('internet + TV + standard phone makes the phone triple', async ({ page }) => {
  await internetWithRouter(page);
  await openSection(page, 'TV');
  const flex = (await selectPlan(page, 'Business TV Local')).planDetails!;
  expect(flex.headerInfo.Ftype).toBe('doubleFlex');
  await openSection(page, 'Phone');
  const triple = (await selectPlan(page, 'Business Unlimited Calling')).planDetails!;
  // phone+data+video: the standard phone line, not a BDV line.
  expect(triple.headerInfo.Ftype).toBe('triple');
  expect(triple.phoneInfo.planName).toBe('Standard phone');
  expect(triple.phoneInfo.lines[0]?.planName).toBe('Business Unlimited Calling');
  // demo.json PH-UNLIMITED two-year 4000 cents a line.
  expect(triple.phoneInfo.planPrice).toBe('40.00');
  await expect(headerPrice(page)).toHaveText(perMonth(triple.headerInfo.Price));
  const panel = await openBreakdown(page);
  await expect(panel.getByRole('heading', { name: 'Standard phone' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'TV Plan' })).toBeVisible();
});

test('print view: Your Cart, Estimate Month 1, numbers as xxx.xxx.xxxx, the 10-day footer', async ({
  page,
}) => {
  await internetWithRouter(page);
  await openSection(page, 'Business Digital Voice wireless');
  const d = (await selectPlan(page, 'Business Digital Voice Unlimited')).planDetails!;
  const tn = d.phoneInfo.lines[0]!.TN;
  expect(tn).toMatch(/^\d{10}$/);
  const printable = page.getByTestId('printable-cart');
  await expect(printable).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(printable).toBeVisible();
  await expect(cartRegion(page)).toBeHidden();
  await expect(printable.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(printable.getByText('Email: owner@example.com')).toBeVisible();
  await expect(printable.getByText('Phone: 212.555.1234')).toBeVisible();
  await expect(printable.getByText(/100 Summer St/)).toBeVisible();
  await expect(printable.getByRole('heading', { name: 'Estimate Month 1' })).toBeVisible();
  await expect(printable).toContainText(`$${d.headerInfo.Price} / a month`);
  await expect(printable.getByRole('heading', { name: 'Monthly service fees' })).toBeVisible();
  await expect(printable.getByRole('heading', { name: 'One-time charges' })).toBeVisible();
  await expect(printable.getByRole('heading', { name: 'Taxes' })).toBeVisible();
  const printed = `${tn.slice(0, 3)}.${tn.slice(3, 6)}.${tn.slice(6)}`;
  await expect(printable.getByText(printed)).toBeVisible();
  await expect(printable).not.toContainText(`(${tn.slice(0, 3)})`);
  await expect(printable.getByText(/within 10 days is canceled automatically/)).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  await expect(printable).toBeHidden();
});

test('change address: outside click keeps it, No keeps the address, Yes goes to /', async ({
  page,
}) => {
  await qualifyBoston(page);
  await expect(cartRegion(page)).toContainText('100 Summer St');
  const change = cartRegion(page).getByRole('button', { name: /Change/ });
  const dialog = page.getByRole('dialog', { name: 'Change address?' });
  await change.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('address entry page');
  await expectNoAxeViolations(page);
  await page.mouse.click(5, 300);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No, keep address' }).click();
  await expect(dialog).toBeHidden();
  expect(path(page)).toBe('/customize-order');

  await change.click();
  await dialog.getByRole('button', { name: 'Yes, change address' }).click();
  await expect.poll(() => path(page)).toBe('/');
  await expect(page.getByRole('combobox', { name: 'Enter your business address*' })).toBeVisible();
});

test('axe: the customise page, the cart panel, the offer modal and the broadband label', async ({
  page,
}) => {
  // Four full axe runs on a large page.
  test.slow();
  await qualifyBoston(page);
  await expectNoAxeViolations(page);
  await internetWithRouterOnPage(page);
  await expectNoAxeViolations(page);
  await openBreakdown(page);
  await expectNoAxeViolations(page);

  const tile = planTile(page, 'Business Fiber 1 Gig');
  await tile.getByText('Broadband Facts: Business Fiber 1 Gig').click();
  await expect(tile.getByRole('rowheader', { name: 'Typical Download Speed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await tile.getByRole('button', { name: 'Offer details' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer details: Business Fiber 1 Gig' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toBeHidden();
});

async function internetWithRouterOnPage(page: Page) {
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await selectRouter(page, /\$15\.00\/mo/);
}
