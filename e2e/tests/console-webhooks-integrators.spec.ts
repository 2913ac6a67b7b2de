/**
 * Webhooks as integrators expect them, in the console: an admin sends a test event to an
 * endpoint (by keyboard) and finds it in the delivery log through the filters; rotates the
 * secret with an overlap, after which a delivery carries both signatures (each secret verifies
 * its own); and an endpoint whose deliveries have failed for longer than the window is disabled
 * by the delivery job and shown in the page's banner. The receiver runs on 127.0.0.1 (the
 * journeys' server lists it in OUTBOUND_ALLOW). Every screen checked at 375 and 1280 px.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withDb } from '../support/checkout';
import { signInStaff } from '../support/agent';
import { checkScreen, watch, type ScreenWatch } from '../support/mobile';
import { createStaffUser } from '../support/saved-cart';

test.describe.configure({ timeout: 120_000 });

interface Received {
  signature: string;
  body: string;
}

const hmac = (secret: string, t: string, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** The t and every v1 of a Bizline-Signature header. */
function parts(header: string) {
  const items = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  return {
    t: items.find(([k]) => k === 't')?.[1] ?? '',
    v1: items.filter(([k]) => k === 'v1').map(([, v]) => v),
  };
}

async function bothWidths(page: Page, w: ScreenWatch, where: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, w, `${where} at ${width} px`);
  }
}

async function addEndpoint(page: Page, url: string) {
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByRole('checkbox', { name: 'callback.requested' }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await page.getByTestId('one-time-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  return secret;
}

test('an admin sends a test event, rotates a secret with an overlap and sees an endpoint disabled after failing', async ({
  page,
}) => {
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ signature: String(req.headers['bizline-signature']), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}/integrators`;
  const admin = createStaffUser('admin');
  const w = watch(page);
  const pings = () =>
    received.filter((r) => {
      const e = JSON.parse(r.body) as { type: string; data: { sentBy?: string } };
      return e.type === 'ping' && e.data.sentBy === admin.email;
    });

  try {
    await signInStaff(page, admin);
    await page.goto('staff/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    const secret = await addEndpoint(page, url);
    expect(secret).toMatch(/^whsec_/);

    // Send a test event, by keyboard: it arrives signed with the endpoint's secret.
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await endpoints.getByRole('button', { name: `Send a test event to ${url}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Test event queued for ${url}`)).toBeVisible();
    await expect.poll(() => pings().length, { timeout: 20_000 }).toBe(1);
    const first = parts(pings()[0]!.signature);
    expect(first.v1).toEqual([hmac(secret, first.t, pings()[0]!.body)]);

    // The delivery log, filtered to test events that were delivered.
    const filters = page.getByRole('search', { name: 'Filter deliveries' });
    await filters.getByLabel('Event type').selectOption({ label: 'ping (test event)' });
    await filters.getByLabel('Outcome').selectOption({ label: 'Delivered' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const deliveries = page.getByRole('table', { name: 'Webhook deliveries, newest first' });
    const eventId = (JSON.parse(pings()[0]!.body) as { id: string }).id;
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(deliveries.getByRole('row').filter({ hasText: eventId })).toContainText(
        'Delivered',
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(deliveries.getByRole('row').filter({ hasText: 'callback.requested' })).toHaveCount(
      0,
    );
    await bothWidths(page, w, '/staff/webhooks after a test event');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Rotate with a one-hour overlap: the next delivery carries both signatures.
    const rotate = page.getByRole('region', { name: 'Rotate a signing secret' });
    await rotate.getByLabel('Endpoint', { exact: true }).selectOption({ label: url });
    await rotate.getByLabel('Overlap').selectOption({ label: '1 hour' });
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByText('Secret rotated. The new signing secret:')).toBeVisible();
    const rotated = (await page.getByTestId('one-time-secret').textContent())!.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await bothWidths(page, w, '/staff/webhooks with a rotated secret');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const row = endpoints.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText(`${rotated.slice(0, 10)}…`);
    await expect(row).toContainText('The previous secret also signs until');
    await row.getByRole('button', { name: `Send a test event to ${url}` }).click();
    await expect.poll(() => pings().length, { timeout: 20_000 }).toBe(2);
    const during = parts(pings()[1]!.signature);
    const body = pings()[1]!.body;
    expect(during.v1).toEqual([hmac(rotated, during.t, body), hmac(secret, during.t, body)]);

    // An endpoint that has failed for longer than the window is disabled by its next failure.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadUrl = `http://127.0.0.1:${(closed.address() as { port: number }).port}/down`;
    await new Promise<void>((r) => closed.close(() => r()));
    await addEndpoint(page, deadUrl);
    withDb(
      (db) =>
        db
          .prepare('UPDATE webhook_endpoints SET failing_since = ? WHERE url = ?')
          .run(new Date(Date.now() - 73 * 3_600_000).toISOString(), deadUrl),
      true,
    );
    await endpoints.getByRole('button', { name: `Send a test event to ${deadUrl}` }).click();
    const banner = page.getByRole('region', { name: 'Endpoints disabled automatically' });
    // The page asks again every few seconds: the banner comes without a reload.
    await expect(banner).toContainText(deadUrl, { timeout: 45_000 });
    await expect(banner).toContainText('for 72 hours');
    const deadRow = endpoints.getByRole('row', {
      name: new RegExp(deadUrl.replace(/[.]/g, '\\.')),
    });
    await expect(deadRow).toContainText('Disabled: failing');
    await expect(deadRow.getByRole('button', { name: `Enable ${deadUrl}` })).toBeVisible();
    await bothWidths(page, w, '/staff/webhooks with an endpoint disabled after failing');
  } finally {
    await new Promise<void>((r) => receiver.close(() => r()));
  }
});
