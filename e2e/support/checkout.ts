/**
 * Helpers of the checkout journeys: reach /checkout with a fiber plan and a router,
 * fill each accordion section as a visitor does, read the one-time passcode and check what the
 * server stored.
 *
 * Reading the passcode: the built-in SMS provider stores every text in the database table
 * `outbox_messages` (channel 'sms', recipient = the 10 digits, topic 'otp:<cart id>';
 * docs/providers.md). The journeys open the server's SQLite file READ-ONLY with better-sqlite3
 * and take the newest text to the mobile number the journey typed (each journey uses its own
 * random number, so parallel journeys never read each other's code). This is the robust way: the
 * server log is not captured by Playwright (stdout 'ignore', LOG_LEVEL warn) and the page never
 * sees the code.
 *
 * Which file: E2E_DB_FILE when set (set it yourself to pin it). Otherwise playwright.config.ts
 * names it `<tmpdir>/bizline-e2e-<port>-<Date.now()>.sqlite` when the config is first loaded, a
 * name the worker processes cannot recompute, so the newest such file of this run's port is
 * taken (the one the running server has open).
 */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { continueToCheckout, qualifyBoston, selectPlan, selectRouter } from './customize';

/** The credit bureau's test identities (docs/providers.md). */
export const SSN_PASS = '123-45-6789';
export const SSN_FAIL = '123-45-0000';
export const SSN_DEPOSIT = '123-45-1111';
export const TAX_ID_PASS = '12-3456789';
/** Payment test numbers (docs/providers.md). */
export const ROUTING = '021000021';
export const ACCOUNT = '000123456789';
export const CARD = '4111111111111111';

/** The 002 §8 text of a taken slot (two spaces, as the spec has it). */
export const SLOT_TAKEN =
  'Selected Slot in the given Due Date is not available.  Please select other Slot/Date';

/** The server's SQLite file (see the header). */
export function dbFile(): string {
  if (process.env.E2E_DB_FILE) return process.env.E2E_DB_FILE;
  const base = test.info().project.use.baseURL ?? '';
  const port = new URL(base).port;
  const dir = os.tmpdir();
  const prefix = `bizline-e2e-${port}-`;
  const candidates = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.sqlite'))
    .map((f) => nodePath.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!candidates[0]) throw new Error(`no ${prefix}*.sqlite in ${dir}: set E2E_DB_FILE`);
  return candidates[0];
}

/** Runs `fn` over the server's database, read-only unless `write` is set. */
export function withDb<T>(fn: (db: SQLite.Database) => T, write = false): T {
  const db = new SQLite(dbFile(), { readonly: !write, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** A 10-digit mobile number of this journey alone (the send limit counts per number). */
function uniqueMobile(): string {
  return `617${2_000_000 + Math.floor(Math.random() * 7_999_999)}`;
}

/** '6175550142' as the page shows it while typing ('617-555-0142'). */
function dashed(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Id of the newest SMS to `mobile` (0 when none). */
export function lastSmsId(mobile: string): number {
  return withDb(
    (db) =>
      (
        db
          .prepare(
            `select max(id) as id from outbox_messages where channel = 'sms' and recipient = ?`,
          )
          .get(mobile) as { id: number | null }
      ).id ?? 0,
  );
}

/** The passcode of the first SMS to `mobile` newer than `afterId`, waiting for it. */
export async function passcodeFor(mobile: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const row = withDb(
        (db) =>
          db
            .prepare(
              `select body_text, topic from outbox_messages
               where channel = 'sms' and recipient = ? and id > ? order by id desc limit 1`,
            )
            .get(mobile, afterId) as { body_text: string; topic: string } | undefined,
      );
      if (!row) return '';
      expect(row.topic).toMatch(/^otp:/);
      code = /\b(\d{6})\b/.exec(row.body_text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The stored order of an order number (undefined when none). */
export function orderRow(orderNo: string) {
  return withDb(
    (db) =>
      db
        .prepare(
          `select order_no, ref_no, status, credit_status, service_zip, flow, customer, installation
           from orders where order_no = ?`,
        )
        .get(orderNo) as
        | {
            order_no: string;
            ref_no: string;
            status: string;
            credit_status: string;
            service_zip: string;
            flow: string;
            customer: string;
            installation: string | null;
          }
        | undefined,
  );
}

/** Qualifies 100 Summer St, Boston, chooses a fiber plan and a rented router, Continue. */
export async function startCheckout(page: Page): Promise<void> {
  await qualifyBoston(page);
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await selectRouter(page, /\$15\.00\/mo/);
  await continueToCheckout(page);
}

/** Section titles of data/content/checkout.json. */
const SECTIONS = {
  businessInfo: 'Business information',
  creditCheck: 'Credit check',
  requiredrefund: 'Refundable deposit',
  terms: 'Terms and conditions',
  installment: 'Installments and payment',
  installation: 'Installation',
  review: 'Check your answers',
} as const;
export type SectionKey = keyof typeof SECTIONS;

/** A section's trigger (the h2 button: '1. Business information Not started'). */
export function sectionButton(page: Page, key: SectionKey): Locator {
  return page.getByRole('button', { name: new RegExp(`^\\d+\\. ${SECTIONS[key]}`) });
}

/** A section's panel (region named by its heading). */
export function sectionPanel(page: Page, key: SectionKey): Locator {
  return page.getByRole('region', { name: new RegExp(`^\\d+\\. ${SECTIONS[key]}`) });
}

/** Waits until `key` is the open section. */
export async function expectOpen(page: Page, key: SectionKey): Promise<Locator> {
  await expect(sectionButton(page, key)).toHaveAttribute('aria-expanded', 'true');
  const panel = sectionPanel(page, key);
  await expect(panel).toBeVisible();
  return panel;
}

/** Waits until `key` shows 'Completed'. */
export async function expectCompleted(page: Page, key: SectionKey): Promise<void> {
  await expect(sectionButton(page, key)).toContainText('Completed');
}

export interface Contact {
  firstName: string;
  lastName: string;
  businessName: string;
  mobile: string;
}

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    businessName: 'Analytical Engines LLC',
    mobile: uniqueMobile(),
    ...overrides,
  };
}

/** Business information with the service address for billing; Continue. */
export async function fillBusinessInfo(page: Page, c: Contact): Promise<void> {
  const panel = await expectOpen(page, 'businessInfo');
  await panel.getByLabel('First name', { exact: true }).fill(c.firstName);
  await panel.getByLabel('Last name', { exact: true }).fill(c.lastName);
  await panel.getByLabel('Mobile number', { exact: true }).fill(c.mobile);
  await expect(panel.getByLabel('Mobile number', { exact: true })).toHaveValue(dashed(c.mobile));
  await panel.getByLabel('Business name', { exact: true }).fill(c.businessName);
  await expect(panel.getByLabel('Use the service address for billing')).toBeChecked();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expectCompleted(page, 'businessInfo');
}

export interface Owner {
  firstName: string;
  lastName: string;
  dob: [month: string, day: string, year: string];
  ssn?: string;
}

/** Fills one owner block (inside `scope`: the credit panel or a partner's fieldset). */
export async function fillOwner(scope: Locator, o: Owner): Promise<void> {
  await scope.getByLabel('First name', { exact: true }).fill(o.firstName);
  await scope.getByLabel('Last name', { exact: true }).fill(o.lastName);
  const dob = scope.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Month', { exact: true }).fill(o.dob[0]);
  await dob.getByLabel('Day', { exact: true }).fill(o.dob[1]);
  await dob.getByLabel('Year', { exact: true }).fill(o.dob[2]);
  if (o.ssn !== undefined)
    await scope.getByRole('textbox', { name: 'Social security number' }).fill(o.ssn);
}

/** A sole owner's credit check; answers the status line the page shows after it ran. */
export async function soleOwnerCreditCheck(page: Page, ssn: string): Promise<Locator> {
  const panel = await expectOpen(page, 'creditCheck');
  await expect(panel.getByRole('radio', { name: 'Sole owner' })).toBeChecked();
  await fillOwner(panel, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: ['12', '10', '1980'],
    ssn,
  });
  return runCreditCheck(page);
}

/** Presses Continue on the credit check and waits for its answer. */
export async function runCreditCheck(page: Page): Promise<Locator> {
  const panel = sectionPanel(page, 'creditCheck');
  const answer = page.waitForResponse(
    (r) => r.url().includes('Checkout/NextButtonCC') && r.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Continue' }).click();
  expect((await answer).status()).toBe(200);
  await expect(panel.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  return panel.getByRole('status').first();
}

/** Sends the passcode to the business info's mobile number; answers the code. */
export async function sendPasscode(page: Page, mobile: string, again = false): Promise<string> {
  const panel = sectionPanel(page, 'creditCheck');
  await expect(panel.getByLabel('Mobile number', { exact: true })).toHaveValue(dashed(mobile));
  const before = lastSmsId(mobile);
  await panel.getByRole('button', { name: again ? 'Send a new code' : 'Send code' }).click();
  const shown = `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}`;
  await expect(
    panel.getByText(`We sent a code to ${shown}. It is valid for 5 minutes.`),
  ).toBeVisible();
  return passcodeFor(mobile, before);
}

/** Types the code and presses Verify. */
export async function enterPasscode(page: Page, code: string): Promise<void> {
  const panel = sectionPanel(page, 'creditCheck');
  await panel.getByLabel('6-digit code').fill(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
}

/** Sends, reads and verifies the passcode: the credit check section is then complete. */
export async function verifyPasscode(page: Page, mobile: string): Promise<void> {
  const code = await sendPasscode(page, mobile);
  await enterPasscode(page, code);
  await expectCompleted(page, 'creditCheck');
}

/**
 * Terms: the terms text is shown before its checkbox, and the letter of authorization only when
 * a number is moved (none of the journeys' carts moves one: issue 10 §3); accept and continue.
 */
export async function acceptTerms(page: Page): Promise<void> {
  const panel = await expectOpen(page, 'terms');
  const text = panel.getByRole('region', { name: 'Terms and conditions of service' });
  await expect(text).toBeVisible();
  await expect(text.getByText(/^Version \S+, in effect from /)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Letter of authorization' })).toHaveCount(0);
  const box = panel.getByLabel(/I have read and accept the terms and conditions of service/);
  // The text comes before the checkbox in reading order.
  expect(
    await text.evaluate(
      (t, b) => Boolean(t.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await box.elementHandle(),
    ),
  ).toBe(true);
  await box.check();
  // Texts about the order are asked beside the terms, in plain words, and left unticked.
  await expect(
    panel.getByRole('checkbox', {
      name: 'Text me about this order (installation reminders and changes). Message and data rates may apply. Reply STOP to end texts.',
    }),
  ).not.toBeChecked();
  await panel.getByRole('button', { name: 'Accept and continue' }).click();
  await expectCompleted(page, 'terms');
}

/** Installments with the defaults and a bank account. */
export async function payByBank(page: Page): Promise<void> {
  const panel = await expectOpen(page, 'installment');
  await expect(panel.getByRole('radio', { name: 'Bank account' })).toBeChecked();
  await panel.getByLabel('Routing number').fill(ROUTING);
  await panel.getByLabel('Account number').fill(ACCOUNT);
  await panel.getByRole('button', { name: 'Save and continue' }).click();
  await expectCompleted(page, 'installment');
}

/** The installation options as the catalogue names them (issue 10 §2: the cart's choice). */
export const TECH_INSTALL = /^Professional installation \(\$99\.00 one-time\)/;
export const SELF_INSTALL = /^Self installation \(no charge\)/;

/**
 * Switches the installation at checkout (GenerateSelfInstallment): the cart follows, so its
 * one-time charges change too.
 */
export async function switchInstallation(page: Page, to: RegExp): Promise<void> {
  const panel = await expectOpen(page, 'installation');
  const generated = page.waitForResponse((r) =>
    r.url().includes('Checkout/GenerateSelfInstallment'),
  );
  await panel.getByRole('radio', { name: to }).check();
  expect((await generated).status()).toBe(200);
  await expect(panel.getByRole('radio', { name: to })).toBeChecked();
}

export interface Slot {
  date: string;
  code: string;
}

/**
 * Installation by a technician: from the `nth` date on (journeys running side by side spread
 * over the calendar so that none fills another's slot), the first date with a free slot, its
 * first free slot, the covid question. Answers the slot chosen; `reserve` false stops before
 * 'Reserve this slot'.
 */
export async function chooseSlot(page: Page, nth: number, reserve = true): Promise<Slot> {
  const panel = await expectOpen(page, 'installation');
  const tech = panel.getByRole('radio', { name: TECH_INSTALL });
  if (await tech.isVisible()) {
    if (!(await tech.isChecked())) {
      const generated = page.waitForResponse((r) =>
        r.url().includes('Checkout/GenerateSelfInstallment'),
      );
      await tech.check();
      expect((await generated).status()).toBe(200);
    }
  }
  const dates = panel.getByRole('group', { name: 'Installation date' }).getByRole('radio');
  await expect(dates.first()).toBeVisible();
  const count = await dates.count();
  for (let i = 0; i < count; i++) {
    const date = dates.nth((nth + i) % count);
    await date.check();
    const slots = panel
      .getByRole('group', { name: /^Time slots on / })
      .getByRole('radio', { disabled: false });
    await expect(panel.getByRole('group', { name: /^Time slots on / })).toBeVisible();
    if ((await slots.count()) === 0) continue;
    const slot = slots.first();
    await slot.check();
    const chosen = { date: (await date.inputValue())!, code: (await slot.inputValue())! };
    const covid = panel.getByRole('group', { name: /COVID-19/ });
    await covid.getByRole('radio', { name: 'No' }).check();
    if (reserve) await reserveSlot(page);
    return chosen;
  }
  throw new Error('no free installation slot');
}

export async function reserveSlot(page: Page): Promise<void> {
  await sectionPanel(page, 'installation')
    .getByRole('button', { name: 'Reserve this slot' })
    .click();
}

/** The review, then Submit order; waits for the page the answer leads to. */
export async function submitFromReview(page: Page): Promise<void> {
  const panel = await expectOpen(page, 'review');
  await expect(panel.getByText('Check your answers before you submit your order.')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('Checkout/SubmitOrder'));
  await panel.getByRole('button', { name: 'Submit order' }).click();
  expect((await answer).status()).toBe(200);
}

/** The order number shown by the confirmation pages (the dd after 'Order number'). */
export function shownOrderNumber(page: Page): Locator {
  return page
    .locator('dt', { hasText: /^Order number$/ })
    .locator('xpath=following-sibling::dd[1]');
}

/** The reference number shown by the confirmation pages. */
export function shownRefNumber(page: Page): Locator {
  return page
    .locator('dt', { hasText: /^Customer reference number$/ })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * axe (the bar of e2e/support/axe.ts) as a soft assertion: a violation fails the journey at its
 * end but does not hide what the later sections do.
 */
export async function axeClean(page: Page, where: string): Promise<void> {
  // axe's target-size rule counts a control as obscured when it sits under the sticky header at
  // the scroll position Playwright's last click left: check the page as it is reached, from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const summary = await axeViolations(page, { detail: true });
  expect.soft(summary, `axe violations on ${where}`).toEqual([]);
}
