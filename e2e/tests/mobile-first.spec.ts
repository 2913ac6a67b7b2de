/**
 * Mobile first at 375 px and 1280 px: every route the demo data reaches (the
 * address page and each outcome of README's demo addresses, the wireless and static pages, the
 * bulk tool, customise, checkout to the confirmation, order status, save-cart, the staff pages)
 * has no sideways scroll at 375 px, no broken image, no console error, no field under 16 px and
 * no axe violation (e2e/support/mobile.ts). On customise at 375 px the monthly total and Continue
 * stay on screen while scrolling; the Continue-gate message stands in its section and takes the
 * focus; after Select the focus is on the chosen tile (or, for a router, on its closed section's
 * button), not on the page.
 */
import { expect, test, type Page } from '../support/fixtures';
import { chooseSlot, expectOpen, shownOrderNumber } from '../support/checkout';
import {
  cartRegion,
  continueToCheckout,
  EMAIL,
  openSection,
  path,
  PHONE,
  planTile,
  routerTile,
  sectionTrigger,
} from '../support/customize';
import { checkScreen, watch, type ScreenWatch } from '../support/mobile';
import { createStaffUser, saveCart, uniqueEmail } from '../support/saved-cart';
import { signInStaff } from '../support/agent';
import { confirmedOrderNo, submitToConfirmation, throughPayment } from '../support/order';

/** README "Demo addresses": one per outcome, with the path it leads to ('/' for a dialog). */
const OUTCOMES: [typed: string, suggestion: RegExp, leadsTo: string][] = [
  ['46 E Main St Newark', /46 E Main St/i, '/customize-order'],
  ['120 Main St Annap', /120 Main St/i, '/internet-options'],
  ['1 Penn Plz New', /1 Penn Plz/i, '/ExistingService'],
  ['20 Church St Hart', /20 Church St/i, '/ExistingService'],
  ['1 Larkin Plz Yon', /1 Larkin Plz/i, '/out-of-franchise'],
  ['33 Washington St Newark', /33 Washington St/i, '/'],
  ['1000 Wilson Blvd Arl', /1000 Wilson Blvd/i, '/'],
  ['230 S Broad St Phil', /230 S Broad St/i, '/'],
  ['901 Bagby St Hou', /901 Bagby St/i, '/5g-plan'],
  ['100 SE 2nd St Mia', /100 SE 2nd St/i, '/cband-plan'],
  ['1215 K St Sacr', /1215 K St/i, '/4g-plan'],
];

/** Pages that need no earlier step. */
const DIRECT = [
  'lq',
  'fios-registration',
  'bulk-address-upload',
  'order-status',
  'contact-rep',
  'lbo?code=NTE_PC_GETFLOATCART',
  'pending-order',
  'pendingOrder?scartid=SC12345',
  'confirmation',
];

/** Types a demo address on the address page and checks it. */
async function checkAddress(page: Page, typed: string, suggestion: RegExp) {
  await page.goto('');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await expect(street).toBeFocused();
  await page.keyboard.type(typed, { delay: 20 });
  await page.getByRole('option', { name: suggestion }).first().click();
  await page.getByLabel('Mobile number*').fill(PHONE);
  await page.getByLabel('Email address*').fill(EMAIL);
  await page.getByRole('button', { name: 'Check availability' }).click();
}

/** 100 Summer St, Boston (fiber) on /customize-order. */
async function customizeBoston(page: Page) {
  await checkAddress(page, '100 Summer St Bost', /100 Summer St/i);
  await expect.poll(() => path(page)).toBe('/customize-order');
  await expect(planTile(page, 'Business Fiber 300 Mbps')).toBeVisible();
}

/** Presses a plan tile's Select and waits until it is the selected plan. */
async function selectPlan(page: Page, name: string) {
  const tile = planTile(page, name);
  await tile.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(tile.getByRole('button', { name: 'Selected plan' })).toBeDisabled();
}

/** Fiber 300 with a rented router, then Continue to /checkout. */
async function toCheckout(page: Page) {
  await customizeBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await openSection(page, 'Internet extras');
  await routerTile(page, /\$15\.00\/mo/)
    .getByRole('button', { name: 'Select router' })
    .click();
  await expect(sectionTrigger(page, 'Internet extras')).toHaveAttribute('aria-expanded', 'true');
  await continueToCheckout(page);
}

/** Hue (degrees) and saturation (0-1) of a computed 'rgb(r, g, b)' colour. */
function hueSat(rgb: string): [number, number] {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return [0, 0];
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, d / (1 - Math.abs(max + min - 1))];
}

/** Two colours no one takes for each other: a grey, or hues at least 35 degrees apart. */
function hueApart(a: string, b: string): boolean {
  const [ha, sa] = hueSat(a);
  const [hb] = hueSat(b);
  const distance = Math.min(Math.abs(ha - hb), 360 - Math.abs(ha - hb));
  return sa <= 0.3 || distance >= 35;
}

/** The element that has the focus, as tag and text (never <body>). */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 60)}` : 'none';
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });
    // Eleven demo addresses and eight pages, each with axe: minutes on a shared machine.
    test.describe.configure({ timeout: 300_000 });
    let w: ScreenWatch;
    test.beforeEach(({ page }) => {
      w = watch(page);
    });

    test('the address page, every demo outcome and the pages without a cart', async ({
      page,
      browser,
    }) => {
      await page.goto('');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(page, w, '/');

      // The focus ring is not the error colour: a field in error that has the focus shows both.
      const mobile = page.getByLabel('Mobile number*');
      await mobile.fill('12');
      await mobile.press('Tab');
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      // Focused after a key press: the ring shows (:focus-visible).
      await mobile.focus();
      await expect(mobile).toBeFocused();
      const [ring, error] = await mobile.evaluate((el) => {
        if (!el.matches(':focus-visible')) return ['no focus ring', ''];
        const ringColor = getComputedStyle(el).outlineColor;
        (el as HTMLElement).blur();
        return [ringColor, getComputedStyle(el).borderTopColor];
      });
      expect(ring).not.toBe(error);
      expect(hueApart(ring, error), `focus ring ${ring}, error ${error}`).toBe(true);
      // Each address in a browser of its own: nothing remembered from the one before.
      for (const [typed, suggestion, leadsTo] of OUTCOMES) {
        const visitor = await browser.newContext({ viewport: page.viewportSize() });
        try {
          const p = await visitor.newPage();
          const pw = watch(p);
          await checkAddress(p, typed, suggestion);
          if (leadsTo === '/')
            await expect(p.getByRole('dialog').or(p.getByRole('alertdialog'))).toBeVisible();
          else await expect.poll(() => path(p)).toBe(leadsTo);
          await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await checkScreen(p, pw, `${typed} -> ${leadsTo}`);
        } finally {
          await visitor.close();
        }
      }
      for (const route of DIRECT) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await checkScreen(page, w, `/${route}`);
      }
    });

    test('customise: total and Continue in reach, the gate message focused, Select keeps the focus', async ({
      page,
    }) => {
      await customizeBoston(page);
      await checkScreen(page, w, '/customize-order');
      await selectPlan(page, 'Business Fiber 300 Mbps');
      await expect.poll(() => focused(page)).toBe('h3: Business Fiber 300 Mbps');

      const cart = cartRegion(page);
      const total = cart.locator('p[aria-busy]');
      const proceed = cart.getByRole('button', { name: 'Continue' });
      if (width < 600) {
        // Scrolled to the middle and to the end: the total and Continue stay on screen.
        for (const y of [1500, 100_000]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await expect(total).toBeInViewport();
          await expect(proceed).toBeInViewport();
        }
        await expect(total).toHaveText(/^\$\d+\.\d{2}\/mo$/);
      }

      // No router yet: the gate's message stands in 'Internet extras', focused and on screen.
      await proceed.click();
      const message = page.locator('#internetExtras').getByRole('alert');
      await expect(message).toHaveText('Please choose a router before you continue.');
      await expect(message).toBeFocused();
      await expect(message).toBeInViewport();
      await checkScreen(page, w, '/customize-order (gate message)');

      // A router keeps its section open: the focus goes to the chosen tile's name, not the page.
      const router = routerTile(page, /\$15\.00\/mo/);
      await router.getByRole('button', { name: 'Select router' }).click();
      await expect(sectionTrigger(page, 'Internet extras')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(router.getByRole('heading')).toBeFocused();

      await cart.getByRole('button', { name: 'View price breakdown' }).click();
      await expect(page.getByRole('region', { name: 'Price breakdown' })).toBeVisible();
      await checkScreen(page, w, '/customize-order (price breakdown)');
    });

    test('checkout to the confirmation and the order status', async ({ page }) => {
      await toCheckout(page);
      await checkScreen(page, w, '/checkout');
      await throughPayment(page);
      await chooseSlot(page, width === 375 ? 5 : 7);
      await expectOpen(page, 'review');
      await checkScreen(page, w, '/checkout (review)');
      await submitToConfirmation(page);
      const orderNo = await confirmedOrderNo(page);
      // The whole order number is on screen, not cut off.
      await expect(shownOrderNumber(page)).toBeInViewport({ ratio: 1 });
      await checkScreen(page, w, '/confirmation');

      await page.goto('order-status');
      await page.getByLabel('Order number').fill(orderNo);
      await page.getByLabel('Service ZIP code').fill('02110');
      await page.getByRole('button', { name: 'Check status' }).click();
      await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
      await checkScreen(page, w, '/order-status (an order)');
    });

    test('save-cart and the staff pages', async ({ page, browser }) => {
      await customizeBoston(page);
      await selectPlan(page, 'Business Fiber 300 Mbps');
      await page.goto('save-cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Save your cart' })).toBeVisible();
      await checkScreen(page, w, '/save-cart');
      await saveCart(page, uniqueEmail('mobile'));
      await checkScreen(page, w, '/save-cart-confirmation');

      const staff = createStaffUser('staff');
      const desk = await browser.newContext({ viewport: { width, height: 812 } });
      try {
        const p = await desk.newPage();
        const dw = watch(p);
        await p.goto('staff/sign-in');
        await checkScreen(p, dw, '/staff/sign-in');
        await signInStaff(p, staff);
        await p.goto('abandoned-cart');
        await expect(p.getByRole('heading', { level: 1 })).toHaveText('Abandoned-cart generator');
        await checkScreen(p, dw, '/abandoned-cart');
        await p.goto('staff/mailbox');
        await expect(p.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
        await checkScreen(p, dw, '/staff/mailbox');
      } finally {
        await desk.close();
      }
    });
  });
}
