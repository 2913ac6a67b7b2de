/**
 * Internet + Business Digital Voice wireless: the sub-sections select lines, equipment
 * and features (one enabled at a time, visited marks), then the Continue gate with every
 * notification in its order, and Continue to /checkout.
 */
import { expect, test, type Page } from '../support/fixtures';
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
  qualifyBoston,
  selectPlan,
  selectRouter,
  sectionTrigger,
} from '../support/customize';

const BDV = 'Business Digital Voice wireless';
const NOTICE = {
  router: 'Please choose a router before you continue.',
  phone: 'Please finish choosing your phone plan and features before you continue.',
  equipment: 'Please add equipment for your phone lines before you continue.',
  features: 'Please review the features section before you continue.',
};

function displayTn(tn: string): string {
  return `(${tn.slice(0, 3)}) ${tn.slice(3, 6)}-${tn.slice(6)}`;
}

async function addBdv(page: Page) {
  await openSection(page, BDV);
  const cart = await selectPlan(page, 'Business Digital Voice Unlimited');
  return cart.planDetails!;
}

async function continueTo(page: Page) {
  await cartRegion(page).getByRole('button', { name: 'Continue' }).click();
}

test('internet + BDV: lines, equipment, features with visited marks, prices from the API', async ({
  page,
}) => {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await selectRouter(page, /\$15\.00\/mo/);
  const d = await addBdv(page);
  expect(d.phoneInfo.lines).toHaveLength(1);
  const tn = d.phoneInfo.lines[0]!.TN;
  expect(tn).toMatch(/^\d{10}$/);
  await expect(headerPrice(page)).toHaveText(perMonth(d.headerInfo.Price));

  // Select lines is the one enabled sub-section; the first line is the administrator.
  const lines = sectionTrigger(page, 'Select lines');
  const equipment = sectionTrigger(page, /^Equipment/);
  const features = sectionTrigger(page, /^Features/);
  await expect(lines).toHaveAttribute('aria-expanded', 'true');
  await expect(equipment).toBeDisabled();
  await expect(features).toBeDisabled();
  await expect(
    page.locator('#bdv-lines').getByText(`Line 1: ${displayTn(tn)} (administrator)`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Go to equipment' }).click();
  await expect(equipment).toHaveAttribute('aria-expanded', 'true');
  await expect(equipment).toContainText('Visited');
  await expect(lines).toBeDisabled();
  await expect(features).toBeDisabled();
  await expect(features).not.toContainText('Visited');
  for (const group of ['Desk phones', 'Cordless phones', 'Accessories'])
    await expect(
      page.locator('#bdv-equipment').getByRole('heading', { name: group }),
    ).toBeVisible();

  const withPhone = await cartAfter(page, () =>
    page.getByRole('button', { name: 'Add one 4-line desk phone' }).click(),
  );
  await expect(page.getByRole('status', { name: '4-line desk phone quantity' })).toHaveText('1');
  const desk = withPhone.planDetails!.equipmentAndOnetimeCharges.find((c) =>
    c.offerName.includes('4-line desk phone'),
  );
  // demo.json BDV-EQ-4LINE 8500 cents.
  expect(desk?.price).toBe('85.00');
  await expect(headerPrice(page)).toHaveText(perMonth(withPhone.planDetails!.headerInfo.Price));

  await page.getByRole('button', { name: 'Go to features' }).click();
  await expect(features).toHaveAttribute('aria-expanded', 'true');
  await expect(features).toContainText('Visited');
  await expect(equipment).toContainText('Visited');
  await expect(equipment).toBeDisabled();
  const withFeature = await cartAfter(page, () =>
    choose(page.getByRole('group', { name: 'Calling features' }), /Auto attendant/),
  );
  const before = Number(withPhone.planDetails!.headerInfo.Price);
  // demo.json BDVF-AUTOATT 1000 cents a month.
  expect(Number(withFeature.planDetails!.headerInfo.Price)).toBeCloseTo(before + 10, 2);
  await expect(headerPrice(page)).toHaveText(perMonth(withFeature.planDetails!.headerInfo.Price));

  const panel = await openBreakdown(page);
  await expect(panel.getByRole('heading', { name: 'Business Digital Voice' })).toBeVisible();
  await expect(panelRow(panel, '1 line')).toBeVisible();
  await expect(panel.getByText(displayTn(tn))).toBeVisible();
  await expect(panelRow(panel, 'Auto attendant')).toContainText('$10.00');
  // One-time price in 12 payments; its monthly share is price / 12 (001 §9: 85.00 / 12).
  await expect(
    panelRow(panel, '4-line desk phone').filter({ hasText: '12 monthly payments' }),
  ).toContainText('$85.00');
  await expect(
    panelRow(panel, '4-line desk phone').filter({ hasText: 'over 12 months' }),
  ).toContainText('$7.08');

  await continueTo(page);
  await expect.poll(() => path(page)).toBe('/checkout');
});

test('Continue gate: every notification in order, then /checkout', async ({ page }) => {
  await qualifyBoston(page);
  const alert = page.getByRole('alert').filter({ hasText: /before you continue/ });
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await addBdv(page);
  // A local business listing chosen but its form not sent: the phone flow is not complete.
  await openSection(page, 'Internet');
  await cartAfter(page, () =>
    choose(
      page.getByRole('radiogroup', { name: 'Local business listing' }),
      /Local Business Listing/,
    ),
  );

  // 1. Router not chosen: router notification, Internet extras opened for it.
  await continueTo(page);
  await expect(alert).toHaveText(NOTICE.router);
  await expect(sectionTrigger(page, 'Internet extras')).toHaveAttribute('aria-expanded', 'true');
  //...and scrolled to, after the 800 ms delay.
  await expect(page.locator('#internetExtras')).toBeInViewport();
  expect(path(page)).toBe('/customize-order');
  await selectRouter(page, /\$15\.00\/mo/);

  // 2. Phone or features not completed.
  await continueTo(page);
  await expect(alert).toHaveText(NOTICE.phone);
  expect(path(page)).toBe('/customize-order');
  await openSection(page, 'Internet');
  await cartAfter(page, () =>
    choose(page.getByRole('radiogroup', { name: 'Local business listing' }), 'No, thanks'),
  );

  // 3. Equipment not added.
  await continueTo(page);
  await expect(alert).toHaveText(NOTICE.equipment);
  expect(path(page)).toBe('/customize-order');
  await openSection(page, BDV);
  await page.getByRole('button', { name: 'Go to equipment' }).click();
  await cartAfter(page, () =>
    page.getByRole('button', { name: 'Add one 4-line desk phone' }).click(),
  );

  // 4. Features section not visited.
  await continueTo(page);
  await expect(alert).toHaveText(NOTICE.features);
  expect(path(page)).toBe('/customize-order');
  await page.getByRole('button', { name: 'Go to features' }).click();
  await expect(sectionTrigger(page, /^Features/)).toContainText('Visited');

  // 5. Otherwise the user goes to /checkout.
  await continueTo(page);
  await expect.poll(() => path(page)).toBe('/checkout');
});

test('a second BDV line gets a number of its own from the pool', async ({ page }) => {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  const d = await addBdv(page);
  const first = d.phoneInfo.lines[0]!.TN;
  // The new line first asks for a number (RequestTNs), then updates the cart with it.
  const twoLines = await cartAfter(
    page,
    () => page.getByRole('button', { name: 'Add one Number of lines' }).click(),
    /\/PrdConfig\/UpdateCart\b/,
  );
  const tns = twoLines.planDetails!.phoneInfo.lines.map((l) => l.TN);
  expect(tns).toHaveLength(2);
  expect(tns[0]).toBe(first);
  // Telephone numbers are real inventory: two lines never share one.
  expect(new Set(tns).size).toBe(2);
  await expect(page.locator('#bdv-lines').getByText(`Line 2: ${displayTn(tns[1]!)}`)).toBeVisible();
  await expect(headerPrice(page)).toHaveText(perMonth(twoLines.planDetails!.headerInfo.Price));
});
