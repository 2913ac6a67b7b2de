/**
 * The fiber referral kiosk in Chromium: opened
 * with fiosreferral=Y it hides the header and footer and offers an on-screen keyboard (used here
 * with the pointer, as on a touch screen, and with the keyboard); after 45 s without activity
 * (Playwright's clock passes the time) it returns to a clean start page for the next customer,
 * and activity before then postpones the reset. axe runs with the keyboard open.
 */
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { FIBER_REFERRAL_IDLE_MS } from '@bizline/domain/constants';
import { REFERRAL_FLAG_KEY } from '@bizline/domain/http-policy';
import { sessionEntries } from '../support/agent';
import { expectNoAxeViolations } from '../support/axe';
import { EMAIL, PHONE, cartRegion, path, perMonth, selectPlan } from '../support/customize';
import { pickSuggestion } from '../support/entry';

test.describe.configure({ timeout: 90_000 });

const PLAN = 'Business Fiber 300 Mbps';
/** Its two-year price alone in the cart (data/catalogue demo). */
const PLAN_PRICE = '69.00';
/** sessionStorage keys: the app store's (apps/web app-store.ts STORE_KEY) and the kiosk flag. */
const STORE_KEY = 'bizline-store';
const REFERRAL_FLAG = REFERRAL_FLAG_KEY;

function onScreenKeyboard(page: Page): Locator {
  return page.getByRole('group', { name: 'On-screen keyboard' });
}

function key(keyboard: Locator, name: string): Locator {
  return keyboard.getByRole('button', { name: name === ' ' ? 'Space' : name, exact: true });
}

/** Types with the on-screen keys by pointer (a touch screen): the field keeps the focus. */
async function tapKeys(keyboard: Locator, text: string): Promise<void> {
  for (const ch of text) await key(keyboard, ch).click();
}

/** Types with the on-screen keys from the keyboard: each key is a button, pressed with Enter. */
async function pressKeys(page: Page, keyboard: Locator, text: string): Promise<void> {
  for (const ch of text) {
    await key(keyboard, ch).focus();
    await page.keyboard.press('Enter');
  }
}

/** The customer taps the address field (away and back, so the keyboard follows a real tap). */
async function showKeyboardFor(page: Page, field: Locator): Promise<void> {
  await expect(async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await expect(field).not.toBeFocused();
    await field.click();
    await expect(field).toBeFocused();
    await expect(onScreenKeyboard(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the kiosk with the page clock installed and qualifies 100 Summer St with its keyboard. */
async function kioskCustomer(page: Page): Promise<{ cartId: string }> {
  await page.clock.install();
  await page.goto('?fiosreferral=Y');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await expect(street).toBeFocused();
  const keyboard = onScreenKeyboard(page);
  await showKeyboardFor(page, street);

  await tapKeys(keyboard, '100 summer st bost');
  await expect(street).toHaveValue('100 summer st bost');
  await expect(street).toBeFocused();
  await pickSuggestion(page, /100 Summer St/i);

  const mobile = page.getByLabel('Mobile number*');
  await mobile.focus();
  await expect(keyboard).toBeVisible();
  await pressKeys(page, keyboard, PHONE);
  // Tab moves on to the next key; the keyboard stays for the field.
  await key(keyboard, '1').focus();
  await page.keyboard.press('Tab');
  await expect(key(keyboard, '2')).toBeFocused();
  await expect(keyboard).toBeVisible();
  await expect(mobile).toHaveValue(/^\(?212\)?[ -.]?555[ -.]?1234$/);

  const email = page.getByLabel('Email address*');
  await email.click();
  await tapKeys(keyboard, EMAIL);
  await expect(email).toHaveValue(EMAIL);
  // The page has room below its content for the keyboard: the button scrolls above it and is
  // pressed with the keyboard still open.
  const check = page.getByRole('button', { name: 'Check availability' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [box, keys] = await Promise.all([check.boundingBox(), keyboard.boundingBox()]);
  expect(box!.y + box!.height).toBeLessThanOrEqual(keys!.y);
  await check.click();
  await expect.poll(() => path(page)).toBe('/customize-order');
  await expect(cartRegion(page)).toBeVisible();
  const cart = await selectPlan(page, PLAN);
  expect(cart.planDetails?.headerInfo.Price).toBe(PLAN_PRICE);
  const cartId = (
    JSON.parse((await sessionEntries(page))[STORE_KEY] ?? '{}') as { state?: { cartId?: string } }
  ).state?.cartId;
  expect(cartId).toBeTruthy();
  return { cartId: cartId! };
}

test('kiosk: no header or footer, on-screen keyboard by pointer and keyboard, axe clean', async ({
  page,
}) => {
  await page.goto('?fiosreferral=Y');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await expect(street).toBeFocused();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bizline Communications home' })).toHaveCount(0);
  await showKeyboardFor(page, street);
  await expectNoAxeViolations(page);

  await kioskCustomer(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The kiosk's cart: the brand's support button (in the brand's words, issue 10) instead of
  // Change address and print.
  const cart = cartRegion(page);
  await expect(cart.getByRole('button', { name: 'Bizline Communications Support' })).toBeVisible();
  await expect(cart.getByRole('button', { name: /Change/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Print/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('kiosk: 45 s without activity, back to a clean start; activity postpones it', async ({
  page,
}) => {
  const { cartId } = await kioskCustomer(page);

  // Activity at 30 s (a mouse move, then a key) restarts the 45 s each time.
  await page.clock.runFor(30_000);
  await page.mouse.move(200, 300);
  await page.clock.runFor(30_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(30_000);
  expect(path(page)).toBe('/customize-order');
  await expect(cartRegion(page)).toBeVisible();

  // 45 s after the key: the start page for the next customer.
  await page.clock.runFor(FIBER_REFERRAL_IDLE_MS - 30_000 + 1_000);
  await expect.poll(() => path(page)).toBe('/');
  await expect(page.getByRole('combobox', { name: 'Enter your business address*' })).toHaveValue(
    '',
  );
  await expect(page.getByLabel('Mobile number*')).toHaveValue('');
  await expect(page.getByLabel('Email address*')).toHaveValue('');
  await expect(cartRegion(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);

  // Still a kiosk; the store left behind is the empty one, with nothing of the last customer.
  const after = await sessionEntries(page);
  expect(after[REFERRAL_FLAG]).toBe('Y');
  expect(Object.keys(after).sort()).toEqual([STORE_KEY, REFERRAL_FLAG].sort());
  const store = after[STORE_KEY]!;
  for (const trace of [cartId, '100 Summer', PHONE, EMAIL]) expect(store).not.toContain(trace);
  expect(JSON.parse(store)).toMatchObject({ state: { cartId: null, selectedAddress: null } });
});

// The reset ends the visitor's server session too (002 §4 idle event; issue 6 "no trace of the
// last one's data"): /customize-order afterwards shows no cart.
test("kiosk: after the reset the last customer's cart cannot be reopened", async ({ page }) => {
  await kioskCustomer(page);
  await page.clock.runFor(FIBER_REFERRAL_IDLE_MS + 1_000);
  await expect.poll(() => path(page)).toBe('/');

  await page.goto('customize-order');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Selected plan' })).toHaveCount(0);
  await expect(cartRegion(page).getByText(perMonth(PLAN_PRICE))).toHaveCount(0);
});

// The start page focuses the address field before the lazily loaded keyboard mounts: the
// keyboard still opens for it.
test('kiosk: the on-screen keyboard is open for the auto-focused address field', async ({
  page,
}) => {
  await page.goto('?fiosreferral=Y');
  await expect(page.getByRole('combobox', { name: 'Enter your business address*' })).toBeFocused();
  await expect(onScreenKeyboard(page)).toBeVisible();
});
