/**
 * Customise stage: internet only and internet + phone at the fiber demo address, with
 * every figure on screen checked against the floating cart the server answers, and the internet
 * price also against a hand computation from data/catalogue/demo.json and decision 010.
 */
import { expect, test } from '../support/fixtures';
import {
  cents,
  continueToCheckout,
  dollarsText,
  headerPrice,
  openBreakdown,
  panelRow,
  perMonth,
  qualifyBoston,
  qualifyDemoAddress,
  selectPlan,
  selectRouter,
} from '../support/customize';

test('internet only: plan and rented router, prices as the API says and as the catalogue makes', async ({
  page,
}) => {
  await qualifyBoston(page);
  await expect(headerPrice(page)).toHaveText('$0/mo');
  await expect(page.getByRole('radio', { name: '2 year agreement' })).toBeChecked();

  const afterPlan = await selectPlan(page, 'Business Fiber 300 Mbps');
  const d = afterPlan.planDetails!;
  // demo.json: FIOS-300 two-year 6900 cents; nothing else chosen yet.
  expect(d.dataInfo).toMatchObject({ planName: 'Business Fiber 300 Mbps', planPrice: '69.00' });
  expect(d.headerInfo.Price).toBe('69.00');
  await expect(headerPrice(page)).toHaveText(perMonth(d.headerInfo.Price));

  const afterRouter = await selectRouter(page, /^\$15\.00\/mo$|\$15\.00\/mo/);
  const r = afterRouter.planDetails!;
  // 69.00 plan + 15.00 rented router (demo.json RTR-FIOS-RENT monthlyCents 1500).
  expect(r.headerInfo.Price).toBe('84.00');
  await expect(headerPrice(page)).toHaveText(perMonth(r.headerInfo.Price));
  // MA: 6.25 % of the monthly total, half-up, plus the 1.99 regulatory fee (decision 010).
  const tax = Math.round((8400 * 625) / 10_000);
  const taxes = r.taxAndOtherCharges.Tax.map((t) => cents(t.price));
  expect(taxes).toEqual(expect.arrayContaining([tax, 199]));
  expect(r.taxAndOtherCharges.subTotalTaxCharges).toBe(dollarsText(tax + 199));
  expect(r.subTotals.Totalmonthlychargesprice.price).toBe(dollarsText(8400 + tax + 199));

  const panel = await openBreakdown(page);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(perMonth(r.headerInfo.Price));
  await expect(
    panel.getByRole('paragraph').filter({ hasText: 'Estimated monthly charges' }),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Internet Plan' })).toBeVisible();
  await expect(panelRow(panel, 'Business Fiber 300 Mbps')).toContainText('$69.00');
  await expect(panel.getByRole('heading', { name: 'Other Service' })).toBeVisible();
  await expect(panelRow(panel, 'Business Fiber Router')).toContainText('$15.00');
  await expect(panel.getByRole('heading', { name: 'Total monthly charges' })).toBeVisible();
  await expect(
    panel.getByRole('heading', { name: 'Equipment and one-time charges' }),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Taxes and other charges' })).toBeVisible();
  await expect(panelRow(panel, 'Massachusetts sales tax')).toContainText(`$${dollarsText(tax)}`);
  await expect(panelRow(panel, 'Regulatory recovery fee')).toContainText('$1.99');
  await expect(panel.getByRole('heading', { name: 'Subtotals' })).toBeVisible();
  await expect(panelRow(panel, r.subTotals.Totalmonthlychargesprice.Name)).toContainText(
    `$${r.subTotals.Totalmonthlychargesprice.price}`,
  );

  await continueToCheckout(page);
});

test('internet + phone at the fiber address', async ({ page }) => {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 500 Mbps');
  await selectRouter(page, /\$15\.00\/mo/);
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  const cart = await selectPlan(page, 'Business Unlimited Calling');
  const d = cart.planDetails!;
  expect(d.dataInfo.planName).toBe('Business Fiber 500 Mbps');
  expect(d.phoneInfo.lines.length).toBe(1);
  expect(d.phoneInfo.lines[0]!.TN).toMatch(/^\d{10}$/);
  await expect(headerPrice(page)).toHaveText(perMonth(d.headerInfo.Price));
  const tn = d.phoneInfo.lines[0]!.TN;
  const display = `(${tn.slice(0, 3)}) ${tn.slice(3, 6)}-${tn.slice(6)}`;
  await expect(page.locator('#phone').getByText(`Line 1: ${display}`)).toBeVisible();

  const panel = await openBreakdown(page);
  await expect(panel.getByRole('heading', { name: 'Standard phone' })).toBeVisible();
  await expect(panel.getByText(display)).toBeVisible();
  await continueToCheckout(page);
});

test('HSI-only address offers DSL plans only', async ({ page }) => {
  await qualifyDemoAddress(page, '46 E Main St Newark', /46 E Main St/i);
  await expect(
    page.getByRole('listitem', { name: 'High Speed Internet up to 10 Mbps' }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Business Fiber 300 Mbps' })).toHaveCount(0);
  const cart = await selectPlan(page, 'High Speed Internet up to 15 Mbps');
  // demo.json HSI-15 two-year 5999 cents.
  expect(cart.planDetails!.dataInfo.planPrice).toBe('59.99');
  await expect(headerPrice(page)).toHaveText(perMonth(cart.planDetails!.headerInfo.Price));
});
