/**
 * Helpers of the digital agent, idle and kiosk journeys: sign a staff
 * account in on /staff/sign-in, read the agent /save-cart form, decode the QR code the agent's
 * modal shows, and read what a kiosk keeps in sessionStorage.
 *
 * Decoding the QR code: the modal's <img> carries the PNG of SaveOrder/GetQRCodeImage as a
 * base64 data URL; it is decoded in Node (pngjs to RGBA pixels, jsqr to the text), so the
 * journey checks the picture a customer's phone would scan, not the server's word for it.
 */
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { path } from './customize';

/** Signs a staff account in on /staff/sign-in, as an agent does before serving a customer. */
export async function signInStaff(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('staff/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => path(page)).not.toBe('/staff/sign-in');
}

/** The agent version of /save-cart (data/content/save-cart.json "agent"). */
export function agentSaveCartForm(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Save this cart for your customer' }),
    firstName: page.getByLabel('Agent first name', { exact: true }),
    lastName: page.getByLabel('Agent last name', { exact: true }),
    agentEmail: page.getByLabel('Agent email address', { exact: true }),
    customerEmail: page.getByLabel('Customer email address', { exact: true }),
    submit: page.getByRole('button', { name: 'Save cart' }),
  };
}

/** The text of the QR code in a `data:image/png;base64,...` URL (throws when none is found). */
export function decodeQrDataUrl(dataUrl: string): string {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  const png = PNG.sync.read(Buffer.from(match[1]!, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

/** Every sessionStorage entry of the page, key to raw value. */
export function sessionEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      entries[key] = sessionStorage.getItem(key) ?? '';
    }
    return entries;
  });
}
