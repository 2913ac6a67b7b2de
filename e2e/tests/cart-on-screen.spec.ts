/**
 * The floating cart stays usable with a full cart (Fiber 500, a bought router, a professional
 * installation in installments and TV Local): with the price
 * breakdown open, the monthly total, the breakdown toggle and Continue stay on screen, below the
 * sticky site header and not covered by anything (WCAG 2.2 2.4.11), and one scroll inside the
 * breakdown reaches its last line, 'Estimated monthly charges with taxes'. On a phone the service
 * address is a street line and a city line, neither cut.
 */
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { axeClean } from '../support/checkout';
import {
  cartAfter,
  cartRegion,
  choose,
  openBreakdown,
  openSection,
  selectPlan,
  fiberBoughtRouterProInstall,
} from '../support/customize';

/** Internet, a bought router, a professional installation and TV. */
async function fullCart(page: Page): Promise<void> {
  await fiberBoughtRouterProInstall(page);
  await openSection(page, 'TV');
  await selectPlan(page, 'Business TV Local');
  await cartAfter(page, () =>
    choose(page.getByRole('radiogroup', { name: 'Viewing option' }), /^Private viewing/),
  );
}

/** The bottom of the sticky site header. */
async function headerBottom(page: Page): Promise<number> {
  const box = (await page.getByRole('banner').boundingBox())!;
  return box.y + box.height;
}

/** How far the breakdown's own scroll box has scrolled. */
function breakdownScrolled(panel: Locator): Promise<number> {
  return panel.evaluate((el) => el.parentElement!.scrollTop);
}

/**
 * The element is wholly on screen, below the site header, and is what a tap at its centre
 * reaches (nothing covers it).
 */
async function onScreenAndReachable(page: Page, el: Locator, what: string): Promise<void> {
  await expect(el, what).toBeVisible();
  const box = (await el.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = await headerBottom(page);
  expect(box.y, `${what} is below the site header`).toBeGreaterThanOrEqual(top - 1);
  expect(box.y + box.height, `${what} ends on screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(viewport.width);
  const hit = await el.evaluate(
    (node, p) => {
      const at = document.elementFromPoint(p.x, p.y);
      return at !== null && (at === node || node.contains(at));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, `a tap at the centre of ${what} reaches it`).toBe(true);
}

test.describe.configure({ timeout: 90_000 });

test.describe('at 375 × 800', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('with the breakdown open, the total, the toggle and Continue stay on screen and tappable', async ({
    page,
  }) => {
    await fullCart(page);
    const cart = cartRegion(page);

    // The service address: a street line and a city line, each whole.
    const street = cart.getByText('100 Summer St', { exact: true });
    const city = cart.getByText('Boston, MA 02110', { exact: true });
    await expect(street).toBeVisible();
    await expect(city).toBeVisible();
    const streetBox = (await street.boundingBox())!;
    const cityBox = (await city.boundingBox())!;
    expect(cityBox.y, 'the city line is under the street line').toBeGreaterThanOrEqual(
      streetBox.y + streetBox.height - 1,
    );
    for (const line of [street, city]) {
      const cut = await line.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, `'${await line.textContent()}' is not cut`).toBe(false);
      expect((await line.boundingBox())!.x + (await line.boundingBox())!.width).toBeLessThanOrEqual(
        375,
      );
    }

    const panel = await openBreakdown(page);
    const toggle = cart.getByRole('button', { name: 'View price breakdown' });
    const total = cart.getByTestId('cart-header-price');
    const next = cart.getByRole('button', { name: 'Continue' });
    await onScreenAndReachable(page, total, 'the monthly total');
    await onScreenAndReachable(page, toggle, 'the breakdown toggle');
    await onScreenAndReachable(page, next, 'Continue');

    // One scroll inside the breakdown reaches its last line; the bar stays where it was.
    const estimated = panel.getByTestId('breakdown-estimatedMonthly');
    await estimated.scrollIntoViewIfNeeded();
    await expect(estimated).toContainText('Estimated monthly charges with taxes');
    await onScreenAndReachable(page, estimated, 'Estimated monthly charges with taxes');
    expect(await breakdownScrolled(panel), 'the breakdown scrolled, not the page').toBeGreaterThan(
      0,
    );
    await onScreenAndReachable(page, total, 'the monthly total after scrolling the breakdown');
    await onScreenAndReachable(page, next, 'Continue after scrolling the breakdown');

    // The toggle and Continue work while the breakdown is open.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openBreakdown(page);
    await axeClean(page, '/customize-order with the price breakdown open (375 px)');
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });
});

test.describe('at 1280 × 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the open breakdown fits the screen beside the page and scrolls to its last line', async ({
    page,
  }) => {
    await fullCart(page);
    const cart = cartRegion(page);
    const panel = await openBreakdown(page);
    const cartBox = (await cart.boundingBox())!;
    expect(cartBox.y + cartBox.height, 'the cart ends on screen').toBeLessThanOrEqual(900);

    const estimated = panel.getByTestId('breakdown-estimatedMonthly');
    await estimated.scrollIntoViewIfNeeded();
    await expect(estimated).toContainText('Estimated monthly charges with taxes');
    await onScreenAndReachable(page, estimated, 'Estimated monthly charges with taxes');
    expect(await breakdownScrolled(panel), 'the breakdown scrolled').toBeGreaterThan(0);
    await onScreenAndReachable(page, cart.getByTestId('cart-header-price'), 'the monthly total');
    await onScreenAndReachable(
      page,
      cart.getByRole('button', { name: 'View price breakdown' }),
      'the breakdown toggle',
    );
    await onScreenAndReachable(page, cart.getByRole('button', { name: 'Continue' }), 'Continue');
    // The address is one line beside the page: street and city, whole.
    await expect(cart).toContainText('100 Summer St, Boston, MA 02110');
    await axeClean(page, '/customize-order with the price breakdown open (1280 px)');
  });
});
