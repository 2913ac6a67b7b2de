/**
 * How the screens journeys drive the storefront as a visitor does: type a demo address and pick
 * its suggestion, find controls by their accessible names, read the one-time passcode and the
 * saved-cart e-mail from the server's outbox (its SQLite file, opened read-only; see
 * e2e/support/checkout.ts for the same approach in the journeys).
 */
import SQLite from 'better-sqlite3';

const PHONE = '2125551234';
const EMAIL = 'owner@example.com';

/** The path inside the storefront base ('/customize-order'). */
export function routeOf(page) {
  return new URL(page.url()).pathname.replace(/^.*\/gborder/, '') || '/';
}

/** Waits until the page is on `path` (inside the storefront base). */
export async function onPath(page, path, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname.replace(/^.*\/gborder/, '') === path, { timeout });
}

/** Waits until `fn` answers truthy (polling), or throws with `what`. */
export async function until(fn, what, timeout = 15_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Types a demo address on / and picks its suggestion; gives the contact details. */
async function enterAddress(page, typed, suggestion) {
  await page.goto('');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await street.waitFor();
  await street.click();
  await page.keyboard.type(typed, { delay: 10 });
  await page.getByRole('option', { name: suggestion }).first().click();
  await page.getByLabel('Mobile number*').fill(PHONE);
  await page.getByLabel('Email address*').fill(EMAIL);
}

/** Enters a demo address and presses Check availability (the caller waits for the outcome). */
export async function checkAddress(page, typed, suggestion) {
  await enterAddress(page, typed, suggestion);
  await page.getByRole('button', { name: 'Check availability' }).click();
}

export function cartRegion(page) {
  return page.getByRole('region', { name: 'Your cart' });
}

/** Presses a plan tile's Select and waits for the tile to say 'Selected plan'. */
export async function selectPlan(page, name) {
  const tile = page.getByRole('listitem', { name, exact: true });
  await tile.getByRole('button', { name: 'Select', exact: true }).click();
  await tile.getByRole('button', { name: 'Selected plan' }).waitFor();
}

/** An accordion section's trigger by its title. */
export function trigger(page, title) {
  return page.getByRole('button', { name: title, exact: typeof title === 'string' });
}

export async function openSection(page, title) {
  const t = trigger(page, title);
  if ((await t.getAttribute('aria-expanded')) !== 'true') await t.click();
}

/** Runs `fn` over the server's database, read-only. */
function withDb(dbFile, fn) {
  const db = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The newest outbox row to `recipient` on `channel` with an id above `afterId`. */
export function lastMessage(dbFile, channel, recipient, afterId = 0) {
  return withDb(dbFile, (db) =>
    db
      .prepare(
        `select id, topic, subject, body_text from outbox_messages
         where channel = ? and recipient = ? and id > ? order by id desc limit 1`,
      )
      .get(channel, recipient, afterId),
  );
}

/** A 10-digit mobile number of this run alone (the passcode send limit counts per number). */
export function uniqueMobile() {
  return `617${2_000_000 + Math.floor(Math.random() * 7_999_999)}`;
}

/** Ticks the altcha checkbox and waits for the proof of work. */
export async function solveCaptcha(page) {
  const captcha = page.getByTestId('captcha');
  await captcha.getByRole('checkbox').click();
  await until(async () => /verified/i.test(await captcha.innerText()), 'the captcha', 30_000);
}
