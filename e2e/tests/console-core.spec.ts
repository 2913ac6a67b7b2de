/**
 * The console's core in Chromium (issue 14): an admin adds an agent from the console; the agent
 * signs in and cannot open the admin pages (not in the nav, 'no access' when typed); a customer in
 * another browser asks for a call-back from the address page ("I can't find my address"), and the
 * agent works it to closed with notes, by keyboard; the waitlist CSV export downloads with its
 * formula-like cells neutralized. axe on every console page.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInStaff } from '../support/agent';
import { axeClean, withDb } from '../support/checkout';
import { path } from '../support/customize';
import { streetField } from '../support/entry';
import { createStaffUser, uniqueEmail } from '../support/saved-cart';

test.describe.configure({ timeout: 120_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

async function customerCallback(page: Page, address: string): Promise<string> {
  await page.goto('');
  await streetField(page).fill(address);
  const notice = page.getByRole('status').filter({ hasText: 'No address matches' });
  await notice.getByRole('button', { name: /Ask us to call you back/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tips for finding your address' });
  await expect(dialog.getByLabel('Your business address*')).toHaveValue(address);
  await dialog.getByLabel('Phone number*').fill('3025550142');
  await dialog.getByRole('button', { name: 'Request a call back' }).click();
  const done = dialog.getByText(/Your reference is CB-[0-9A-Z]{8}\./);
  await expect(done).toBeVisible();
  return /CB-[0-9A-Z]{8}/.exec((await done.textContent()) ?? '')![0];
}

test('an admin adds an agent, who works a call-back to closed and exports the waitlist', async ({
  page,
  browser,
}) => {
  // The admin adds an agent.
  await signInStaff(page, createStaffUser('admin'));
  await page.goto('staff/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await axeClean(page, '/staff/accounts');
  const agentEmail = uniqueEmail('e2e-new-agent');
  const agentPassword = `pass-${randomBytes(6).toString('hex')}`;
  const form = page.locator('form').filter({ hasText: 'Add a staff account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Byron');
  await form.getByLabel('Email address').fill(agentEmail);
  await form.getByLabel('Role').selectOption('agent');
  await form.getByLabel('Initial password').fill(agentPassword);
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('status').filter({ hasText: agentEmail })).toContainText(
    `The account for ${agentEmail} is ready.`,
  );
  const row = page.getByRole('row').filter({ hasText: agentEmail });
  await expect(row.getByRole('rowheader')).toHaveText('Ada Byron');
  await expect(row).toContainText('Agent');
  await expect(row).toContainText('Active');
  await page.goto('staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'staff.create' }).first()).toContainText(
    agentEmail,
  );
  // The record type is chosen from the kinds the log holds, worded for people.
  const auditFilters = page.getByRole('search', { name: 'Filter the audit log' });
  await auditFilters.getByLabel('Record type').selectOption({ label: 'Staff account' });
  await auditFilters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/subjectType=staff(&|$)/);
  await expect(
    page.getByRole('row').filter({ hasText: 'staff.create' }).first().getByRole('cell').nth(2),
  ).toHaveText(/^Staff account \d+$/);
  await axeClean(page, '/staff/audit');

  // A customer, in a browser of their own, asks for a call-back.
  const customerContext = await browser.newContext();
  const address = `${Math.floor(Math.random() * 9000) + 1000} Nowhere Zzyzx Rd`;
  let reference: string;
  try {
    reference = await customerCallback(await customerContext.newPage(), address);
  } finally {
    await customerContext.close();
  }

  // The agent signs in and cannot open the admin pages.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  try {
    await agent.goto('staff/callbacks');
    await expect.poll(() => path(agent)).toBe('/staff/sign-in');
    await agent.getByLabel('Email address', { exact: true }).fill(agentEmail);
    await agent.getByLabel('Password', { exact: true }).fill(agentPassword);
    await agent.getByRole('button', { name: 'Sign in' }).click();
    // Back where they were going (next=).
    await expect(agent.getByRole('heading', { level: 1, name: 'Call-backs' })).toBeVisible();
    expect(path(agent)).toBe('/staff/callbacks');
    await expect(nav(agent).getByRole('link', { name: 'Call-backs' })).toBeVisible();
    await expect(nav(agent).getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
    await expect(nav(agent).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    for (const admin of ['staff/accounts', 'staff/audit']) {
      await agent.goto(admin);
      await expect(agent.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
      await expect(agent.getByText('Your account has no access to this page.')).toBeVisible();
    }
    await axeClean(agent, 'no access');

    // The call-back, worked to closed by keyboard.
    await agent.goto('staff/callbacks?status=requested');
    const request = agent.getByRole('row').filter({ hasText: reference });
    await expect(request).toContainText(address);
    await expect(request).toContainText('Requested');
    await axeClean(agent, '/staff/callbacks');
    await request.getByRole('button', { name: `Mark ${reference} contacted` }).focus();
    await agent.keyboard.press('Enter');
    const move = agent.locator('form').filter({ hasText: `Mark ${reference} contacted` });
    await expect(move.getByRole('heading', { level: 2 })).toBeFocused();
    await agent.keyboard.press('Tab');
    await expect(move.getByLabel('Note')).toBeFocused();
    await agent.keyboard.type('Left a voicemail; will try again.');
    await agent.keyboard.press('Tab');
    await agent.keyboard.press('Enter');
    await expect(agent.getByRole('status').filter({ hasText: reference })).toHaveText(
      `${reference} is now Contacted.`,
    );
    // Filtered to requested, it has left the list; all statuses show it contacted.
    await expect(request).toHaveCount(0);
    await agent.getByLabel('Status').selectOption('');
    await agent.getByRole('button', { name: 'Apply filters' }).click();
    const worked = agent.getByRole('row').filter({ hasText: reference });
    await expect(worked).toContainText('Contacted');
    await worked.getByRole('button', { name: `Close ${reference}` }).click();
    const close = agent.locator('form').filter({ hasText: `Close ${reference}` });
    await close.getByLabel('Note').fill('Reached them; address added by hand.');
    await close.getByRole('button', { name: 'Save' }).click();
    await expect(agent.getByRole('status').filter({ hasText: reference })).toHaveText(
      `${reference} is now Closed.`,
    );
    await expect(worked).toContainText('Closed');
    await expect(worked.getByRole('list', { name: `Notes on ${reference}` })).toContainText(
      'Closed by Ada Byron',
    );
    await expect(worked.getByRole('button')).toHaveCount(0);
    await axeClean(agent, '/staff/callbacks after the moves');

    // The waitlist, with a registration whose cells a spreadsheet would run.
    const zip = String(10000 + Math.floor(Math.random() * 89999)).padStart(5, '0');
    withDb((db) => {
      db.prepare(
        `insert into waitlist_registrations (id, email_key, address_key, first_name, last_name,
          email, zip, mobile_num, business_num, city, unit, street_address, consent, session_id,
          created_at) values (?, ?, ?, ?, ?, ?, ?, null, ?, ?, null, ?, 1, null, ?)`,
      ).run(
        `e2e-${randomBytes(6).toString('hex')}`,
        `k-${zip}`,
        `a-${zip}`,
        '=HYPERLINK("http://evil.example","Click")',
        '@Lovelace',
        `wl-${zip}@example.com`,
        zip,
        '+13025550142',
        'Yonkers',
        '-1 Larkin Plz',
        new Date().toISOString(),
      );
    }, true);
    await agent.goto('staff/waitlist');
    await expect(agent.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
    await agent.getByLabel('ZIP code').fill(zip);
    await agent.getByRole('button', { name: 'Apply filters' }).click();
    await expect(agent.getByRole('row')).toHaveCount(2);
    await expect(agent.getByRole('rowheader')).toContainText('=HYPERLINK');
    await axeClean(agent, '/staff/waitlist');
    const [download] = await Promise.all([
      agent.waitForEvent('download'),
      agent.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",'@Lovelace,`);
    expect(csv[1]).toContain(`,'+13025550142,'-1 Larkin Plz,,Yonkers,${zip},yes`);

    // The other work pages pass axe too.
    for (const [where, heading] of [
      ['staff/saved-carts', 'Saved carts'],
      ['staff/outbox', 'Outbox'],
      ['staff', 'Console'],
    ] as const) {
      await agent.goto(where);
      await expect(agent.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await axeClean(agent, `/${where}`);
    }
  } finally {
    await agentContext.close();
  }
});
