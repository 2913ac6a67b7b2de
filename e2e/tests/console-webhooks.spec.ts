/**
 * Webhooks and API keys in the console (issue 14): an admin adds an endpoint for a receiver the
 * journey runs itself (node:http on 127.0.0.1), copies the signing secret shown once, a visitor
 * asks for a call-back, and the admin sees the delivery arrive with its attempt; the receiver got
 * it signed with that secret. The admin then creates an API key (shown once) and revokes it.
 * axe on both pages.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '../support/fixtures';
import { axeClean } from '../support/checkout';
import { signInStaff } from '../support/agent';
import { createStaffUser } from '../support/saved-cart';

test.describe.configure({ timeout: 90_000 });

test('an admin adds a webhook endpoint and sees a signed delivery; creates and revokes an API key', async ({
  page,
}) => {
  const received: { signature: string; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ signature: String(req.headers['bizline-signature']), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;

  try {
    await signInStaff(page, createStaffUser('admin'));
    await page.goto('staff/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await axeClean(page, '/staff/webhooks');

    // Nothing chosen: the form says what is missing.
    await page.getByLabel('URL', { exact: true }).fill(url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Choose at least one event.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'callback.requested' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Copy it now: it is shown only once')).toBeVisible();
    const secret = (await page.getByTestId('one-time-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    const row = endpoints.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(`${secret.slice(0, 10)}…`);
    await axeClean(page, '/staff/webhooks with a new endpoint');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('one-time-secret')).toHaveCount(0);

    // A visitor asks for a call-back; the worker delivers it. Journeys running meanwhile ask for
    // call-backs too (their deliveries reach this endpoint as well): this one follows its own.
    const name = `Ada ${randomBytes(3).toString('hex')}`;
    const asked = await page.request.post('/foryoursmallbiz/smb/api/Qualify/RequestCallback', {
      data: { reason: 'pending-order', name, phone: '302-555-0142' },
    });
    expect(asked.status()).toBe(200);
    const ours = () =>
      received.filter(
        (r) => (JSON.parse(r.body) as { data: { name?: string } }).data.name === name,
      );
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(1);
    const eventId = (JSON.parse(ours()[0]!.body) as { id: string }).id;
    const deliveries = page.getByRole('table', { name: 'Webhook deliveries, newest first' });
    const ofOurEvent = () => deliveries.getByRole('row').filter({ hasText: eventId }).first();
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(ofOurEvent()).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const delivered = ofOurEvent();
    await expect(delivered).toContainText('callback.requested');
    await delivered.getByText('1 attempt').click();
    await expect(delivered).toContainText('Attempt 1: 204');
    const [t, v1] = ours()[0]!
      .signature.split(',')
      .map((p) => p.split('=')[1]);
    const expected = createHmac('sha256', secret).update(`${t}.${ours()[0]!.body}`).digest('hex');
    expect(v1).toBe(expected);
    await axeClean(page, '/staff/webhooks with a delivery');
    // Replay it, by keyboard: the same event arrives again, freshly signed.
    await delivered.getByRole('button', { name: /^Replay callback\.requested/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Replay of delivery \d+ queued\./)).toBeVisible();
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(2);
    expect(ours()[1]!.body).toBe(ours()[0]!.body);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(ofOurEvent()).toContainText(/Replay of delivery \d+/);

    // API keys.
    await page.getByRole('link', { name: 'API keys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await page.getByLabel('Integration name').fill('Billing system');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('Choose at least one scope.')).toBeVisible();
    await page.getByRole('checkbox', { name: /orders:read/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByTestId('one-time-secret')).toContainText(/^bzk_/);
    const keys = page.getByRole('table', { name: 'API keys' });
    const keyRow = keys.getByRole('row', { name: /Billing system/ });
    await expect(keyRow).toContainText('Active');
    await expect(keyRow).toContainText('orders:read');
    await expect(keyRow).not.toContainText('orders:write');
    await axeClean(page, '/staff/api-keys');
    await keyRow.getByRole('button', { name: 'Revoke Billing system' }).click();
    await keyRow.getByRole('button', { name: 'Yes, revoke' }).click();
    await expect(keyRow).toContainText('Revoked');
    await expect(page.getByText('Billing system is revoked.')).toBeVisible();
  } finally {
    receiver.close();
  }
});
