/**
 * Helpers of the customise-stage journeys (001): qualify a demo address, read the floating cart
 * the server answers, and find the page's controls by their accessible names.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';

export const PHONE = '2125551234';
export const EMAIL = 'owner@example.com';

/** The floating cart answer, only the parts the journeys read. */
export interface FloatingCart {
  planDetails: {
    headerInfo: {
      Price: string;
      BundlePrice: string;
      contract: string;
      Term: string;
      Ftype: string;
    };
    dataInfo: { planName: string; planPrice: string };
    phoneInfo: {
      planName: string;
      planPrice: string;
      noOfLines: number | string;
      lines: { TN: string; planName: string; total: string }[];
    };
    tvInfo: { planName: string; planPrice: string };
    equipmentAndOnetimeCharges: { offerName: string; price: string }[];
    taxAndOtherCharges: {
      Tax: { Name: string; price: string }[];
      subTotalTaxCharges: string;
    };
    subTotals: {
      Totalmonthlycharges: { Name: string; price: string };
      Totalmonthlychargesprice: { Name: string; price: string };
    };
    /** The labeled figures every view shows. */
    pricedCart: {
      services: string;
      otherServices: string;
      monthlyBeforeSavings: string;
      savings: string;
      monthly: string;
      taxes: string;
      estimatedMonthly: string;
      oneTimeCharges: string;
      paidInInstallments: string;
      oneTimeDueNow: string;
      installments: {
        name: string;
        total: string;
        months: number;
        monthly: string;
        text: string;
      }[];
    };
  } | null;
}

/** The path inside the storefront base ('/customize-order'). */
export function path(page: Page): string {
  return new URL(page.url()).pathname.replace(/^.*\/gborder/, '') || '/';
}

/** A read of the floating cart (a change answers it, so journeys can check none follows). */
export function isFloatingCart(r: { url(): string; method(): string }): boolean {
  return r.url().includes('Cart/GetFloatingCart') && r.method() === 'GET';
}

function isChange(r: Response): boolean {
  return r.request().method() === 'POST' && /\/(PrdConfig|PrdSelection|Qualify)\//.test(r.url());
}

/**
 * Runs `action` and answers the floating cart its change answered: every cart change answers
 * the priced cart in the same response, so nothing is re-read. An action that is no
 * cart change (qualification, which opens /customize-order) answers the first floating cart the
 * page reads after it.
 *
 * One action can make several changes (a new BDV service: the bundle call, then the chosen
 * plan's UpdateCart). The answer is the cart of the last one: once the first has answered, the
 * journey waits for the page's "Updating your cart…" to clear, so a change still in flight is
 * never mistaken for the next action's.
 */
export async function cartAfter(
  page: Page,
  action: () => Promise<unknown>,
  /** The call that makes the change, when the action makes others first (e.g. RequestTNs). */
  change?: RegExp,
): Promise<FloatingCart> {
  let changed = false;
  const isIt = (r: Response) =>
    change ? change.test(r.url()) && r.request().method() === 'POST' : isChange(r);
  // Only calls the page makes after this starts count: an earlier action's are not this one's.
  const sentSince = new Set<unknown>();
  const readAfterChange = new Set<unknown>();
  const onRequest = (r: { url(): string; method(): string }) => {
    sentSince.add(r);
    if (changed && isFloatingCart(r)) readAfterChange.add(r);
  };
  let latest: Promise<FloatingCart | null> | null = null;
  const cartOf = async (r: Response): Promise<FloatingCart | null> => {
    if (!r.ok() || !sentSince.has(r.request())) return null;
    if (readAfterChange.has(r.request())) {
      const body = (await r.json()) as FloatingCart & { floatingCart?: FloatingCart };
      return body.floatingCart ?? body;
    }
    if (!isIt(r)) return null;
    try {
      const body = (await r.json()) as { floatingCart?: FloatingCart };
      return body.floatingCart ?? null;
    } catch {
      return null;
    }
  };
  const onResponse = (r: Response) => {
    if (!sentSince.has(r.request())) return;
    if (isIt(r)) changed = true;
    const cart = cartOf(r);
    const before = latest;
    // The newest answer that carries a cart wins; one without keeps the one before.
    latest = cart.then(async (c) => c ?? (before ? await before : null));
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    const first = page.waitForResponse(async (r) => (await cartOf(r)) !== null);
    await action();
    await first;
    await expect(page.getByText('Updating your cart…')).toHaveCount(0);
    const cart = await latest!;
    return cart!;
  } finally {
    page.off('response', onResponse);
    page.off('request', onRequest);
  }
}

/** Chooses a react-aria radio or checkbox by clicking its label, as a visitor does. */
export async function choose(group: Locator, label: string | RegExp): Promise<void> {
  await group.locator('label').filter({ hasText: label }).click();
}

/**
 * Types the address on / as a visitor would, picks the suggestion, gives the contact details and
 * checks availability, landing on /customize-order with its floating cart loaded.
 */
export async function qualifyDemoAddress(
  page: Page,
  typed: string,
  suggestion: RegExp = new RegExp(typed.split(' ').slice(0, 3).join(' '), 'i'),
): Promise<FloatingCart> {
  await page.goto('');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  // The street field is auto-focused: type only once it has the focus.
  await expect(street).toBeFocused();
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: suggestion }).first().click();
  await expect(street).toHaveValue(suggestion);
  await page.getByLabel('Mobile number*').fill(PHONE);
  await page.getByLabel('Email address*').fill(EMAIL);
  const cart = await cartAfter(page, () =>
    page.getByRole('button', { name: 'Check availability' }).click(),
  );
  await expect.poll(() => path(page)).toBe('/customize-order');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return cart;
}

/** The fiber address with every service (001 demo: 100 Summer St, Boston, MA 02110). */
export function qualifyBoston(page: Page): Promise<FloatingCart> {
  return qualifyDemoAddress(page, '100 Summer St Bost', /100 Summer St/i);
}

/** The floating cart region. */
export function cartRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Your cart' });
}

/** Continue from the floating cart to /checkout, which shows its heading. */
export async function continueToCheckout(page: Page): Promise<void> {
  await cartRegion(page).getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => path(page)).toBe('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The header's '{price}/mo'. */
export function headerPrice(page: Page): Locator {
  return cartRegion(page).locator('p[aria-busy]');
}

/** '$69.00/mo' from the wire's '69.00'. */
export function perMonth(price: string): string {
  return `$${price}/mo`;
}

/** A plan tile by its product name. */
export function planTile(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/** Presses a plan tile's select button and answers the floating cart that follows. */
export async function selectPlan(page: Page, name: string): Promise<FloatingCart> {
  const tile = planTile(page, name);
  const cart = await cartAfter(page, () =>
    tile.getByRole('button', { name: 'Select', exact: true }).click(),
  );
  await expect(tile.getByRole('button', { name: 'Selected plan' })).toBeDisabled();
  return cart;
}

/** An accordion section's trigger (react-aria Disclosure). */
export function sectionTrigger(page: Page, title: string | RegExp): Locator {
  return page.getByRole('button', { name: title, exact: typeof title === 'string' });
}

/** Opens an accordion section when it is closed. */
export async function openSection(page: Page, title: string | RegExp): Promise<void> {
  const trigger = sectionTrigger(page, title);
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** A router tile of 'Internet extras' by the text of its price line. */
export function routerTile(page: Page, priceText: RegExp): Locator {
  return page
    .locator('#internetExtras')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Select router|^Selected$/ }) })
    .filter({ hasText: priceText });
}

/** Opens 'Internet extras' and selects a router tile; answers the floating cart that follows. */
export async function selectRouter(page: Page, priceText: RegExp): Promise<FloatingCart> {
  await openSection(page, 'Internet extras');
  const tile = routerTile(page, priceText);
  const cart = await cartAfter(page, () =>
    tile.getByRole('button', { name: 'Select router' }).click(),
  );
  // The section stays open with the other extras, and the focus goes to the chosen tile's name
  // (never to the page).
  await expect(tile.getByRole('button', { name: 'Selected', exact: true })).toBeDisabled();
  await expect(sectionTrigger(page, 'Internet extras')).toHaveAttribute('aria-expanded', 'true');
  await expect(tile.getByRole('heading')).toBeFocused();
  return cart;
}

/** Opens the cart detail panel ('View price breakdown'). */
export async function openBreakdown(page: Page): Promise<Locator> {
  const toggle = cartRegion(page).getByRole('button', { name: 'View price breakdown' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Price breakdown' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Cents of a wire dollars text ('75.30' -> 7530). */
export function cents(text: string): number {
  return Math.round(Number(text) * 100);
}

/** Wire dollars text of cents (7530 -> '75.30'). */
export function dollarsText(c: number): string {
  return (c / 100).toFixed(2);
}

/** A row of the cart detail panel (name and amount) by its name. */
export function panelRow(panel: Locator, name: string): Locator {
  return panel.getByRole('listitem').filter({ hasText: name });
}

/**
 * Chooses the installation on customise ('Internet extras', e.g. 'Professional installation'):
 * the cart's one installation choice that checkout shows. Waits for the update.
 */
export async function chooseInstallation(page: Page, name: string | RegExp): Promise<void> {
  await openSection(page, 'Internet extras');
  const group = page.getByRole('radiogroup', { name: 'Installation' });
  const updated = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/PrdConfig\//.test(r.url()),
  );
  await choose(group, name);
  expect((await updated).status()).toBe(200);
  await expect(group.getByRole('radio', { name })).toBeChecked();
  // The group was disabled while the cart changed: the focus is back on the chosen radio, in
  // its open section.
  await expect(group.getByRole('radio', { name })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Internet extras' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/**
 * Fiber 500 on the Boston address with the router bought over 12 months ($299.99) and a
 * professional installation in installments; answers the floating cart of the last change.
 */
export async function fiberBoughtRouterProInstall(page: Page): Promise<FloatingCart> {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 500 Mbps');
  await openSection(page, 'Internet extras');
  await cartAfter(page, () =>
    routerTile(page, /\$299\.99/)
      .getByRole('button', { name: 'Select router' })
      .click(),
  );
  await openSection(page, 'Internet extras');
  return cartAfter(page, () =>
    choose(page.getByRole('radiogroup', { name: 'Installation' }), /^Professional installation/),
  );
}
