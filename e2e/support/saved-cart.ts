/**
 * Helpers of the saved-cart and staff journeys (002 §2-§5 saved cart, issue 6 staff accounts):
 * save a cart on /save-cart, read the save e-mail from the outbox, pass the gate and create a
 * staff account.
 *
 * Reading the e-mail: the built-in mail provider stores every e-mail in the table
 * `outbox_messages` (channel 'email', topic 'saved-cart:<cart id>', body_text holding the
 * retrieval link). The journeys read it with the checkout helpers' `withDb`, which opens the
 * server's SQLite file read-only (see e2e/support/checkout.ts for how the file is found). Every
 * journey saves with its own random e-mail address, so parallel journeys never read each other's.
 *
 * Creating a staff account: through the real CLI, `npm run staff:create`, with DATABASE_URL
 * naming the journey server's SQLite file and the password in STAFF_PASSWORD (never on the
 * command line). This is the robust way: the CLI validates the input, hashes the password as the
 * server does (a row typed into the table would have to copy the hashing) and migrates first,
 * which is a no-op on the running server's file; SQLite serialises the one insert with the
 * server's writes. Each journey uses its own random e-mail, as the CLI refuses a duplicate.
 */
import { execFileSync } from 'node:child_process';
import nodePath from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { dbFile, withDb } from './checkout';
import { staffCreateArgs } from '../test-server.mjs';

/** A throw-away e-mail address of this journey alone. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The save-cart form's controls (002 §2, customer version). */
export function saveCartForm(page: Page) {
  return {
    email: page.getByLabel('Email address', { exact: true }),
    confirmEmail: page.getByLabel('Confirm email address', { exact: true }),
    reminders: page.getByRole('checkbox', { name: 'Send me reminders' }),
    submit: page.getByRole('button', { name: 'Save cart' }),
  };
}

/**
 * Opens /save-cart (with the session's cart), fills the customer form (e-mail twice, a rating,
 * reminders left on) and saves, landing on 'Email sent'.
 */
export async function saveCart(page: Page, email: string): Promise<void> {
  await page.goto('save-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Save your cart' })).toBeVisible();
  const form = saveCartForm(page);
  await form.email.fill(email);
  await form.confirmEmail.fill(email);
  await page.getByRole('radio', { name: 'Very good' }).check();
  await expect(form.reminders).toBeChecked();
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email sent' })).toBeVisible();
}

/**
 * Someone else (a browser context of their own: no cookies, no storage) opens `link`; `visit`
 * goes on from their page, and their context is closed after it.
 */
export async function visitElsewhere(
  browser: Browser,
  link: string,
  visit: (visitor: Page) => Promise<void>,
): Promise<void> {
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await visitor.goto(link);
    await visit(visitor);
  } finally {
    await other.close();
  }
}

/** The save e-mail stored for `email`: waits for it and answers its cart id and link. */
export async function savedCartEmail(
  email: string,
): Promise<{ cartId: string; link: string; subject: string }> {
  let found: { topic: string; body_text: string; subject: string } | undefined;
  await expect
    .poll(() => {
      found = withDb(
        (db) =>
          db
            .prepare(
              `select topic, body_text, subject from outbox_messages
               where channel = 'email' and recipient = ? and topic like 'saved-cart:%'
               order by id desc limit 1`,
            )
            .get(email) as typeof found,
      );
      return found?.topic ?? '';
    })
    .toMatch(/^saved-cart:/);
  const cartId = found!.topic.slice('saved-cart:'.length);
  const link = /https?:\/\/\S*[?&]scartid=[^\s&]+/.exec(found!.body_text)?.[0] ?? '';
  expect(link, 'retrieval link in the e-mail').not.toBe('');
  expect(new URL(link).searchParams.get('scartid')).toBe(cartId);
  return { cartId, link, subject: found!.subject };
}

/** Ticks the altcha checkbox and waits for the proof of work to finish (entry-pages style). */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByTestId('captcha').getByRole('checkbox').click();
  await expect(page.getByTestId('captcha')).toContainText(/verified/i, { timeout: 20_000 });
}

/** The gate's controls. */
export function gate(page: Page) {
  return {
    heading: page.getByRole('heading', {
      level: 1,
      name: 'Verify your email to open your saved cart',
    }),
    email: page.getByLabel('Email address', { exact: true }),
    verify: page.getByRole('button', { name: 'Verify' }),
  };
}

/** Types the e-mail on the gate, solves the captcha and presses Verify. */
export async function passGate(page: Page, email: string): Promise<void> {
  const g = gate(page);
  await expect(g.heading).toBeVisible();
  await g.email.fill(email);
  await solveCaptcha(page);
  await expect(g.verify).toBeEnabled();
  await g.verify.click();
}

/** A random id of the saved-cart id's length (22 characters), known to no cart. */
export function randomCartId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 22 }, () => alphabet[Math.floor(Math.random() * 62)]).join('');
}

/** The saved_carts row of a cart (undefined when none). */
export function savedCartRow(cartId: string) {
  return withDb(
    (db) =>
      db.prepare(`select * from saved_carts where cart_id = ?`).get(cartId) as
        { cart_id: string; email: string; [column: string]: unknown } | undefined,
  );
}

/** Moves a saved cart's expiry into the past (the journey's own cart only). */
export function expireSavedCart(cartId: string): void {
  const changed = withDb(
    (db) =>
      db
        .prepare(`update saved_carts set expires_at = ? where cart_id = ?`)
        .run(new Date(Date.now() - 60_000).toISOString(), cartId).changes,
    true,
  );
  expect(changed).toBe(1);
}

/** The gate attempts of a cart, oldest first (1 passed, 0 failed). */
export function gateAttempts(cartId: string): { ok: number }[] {
  return withDb(
    (db) =>
      db.prepare(`select ok from gate_attempts where cart_id = ? order by at, id`).all(cartId) as {
        ok: number;
      }[],
  );
}

/** A password long enough for the staff rules. */
const STAFF_PASSWORD = 'correct horse battery staple 42';

/** Creates a staff account with the CLI (see the header) and answers its e-mail. */
export function createStaffUser(role: 'staff' | 'agent' | 'admin' = 'staff'): {
  email: string;
  password: string;
} {
  const email = uniqueEmail(`e2e-${role}`);
  execFileSync('npm', staffCreateArgs({ email, first: 'Erin', last: 'Tester', role }), {
    cwd: nodePath.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: `sqlite:${dbFile()}`, STAFF_PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  return { email, password: STAFF_PASSWORD };
}
