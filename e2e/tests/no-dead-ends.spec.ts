/**
 * Issue 10 §6 "No dead ends", at 375 px and 1280 px, axe clean: an address with no match says so
 * and offers the call-back; the active-service modal leads on and the disabled button says why;
 * /contact-rep gives the provider's phone numbers and hours; links that leave the site say so and
 * a kiosk shows none but Back and Sign in; the bulk result of a fiber address shows fiber and
 * starts an order.
 */
import { expect, test } from '../support/fixtures';
import { path } from '../support/customize';
import {
  BRAND,
  LEAVES_SITE,
  VIEWPORTS,
  checkAvailabilityButton,
  displayPhone,
  enterAddress,
  fillBulkRow,
  outsideLinks,
  streetField,
} from '../support/entry';
import { checkScreen, watch } from '../support/mobile';
import { solveCaptcha } from '../support/saved-cart';

for (const vp of VIEWPORTS) {
  test.describe(`no dead ends (${vp.name}, ${vp.width} px)`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('an address with no match says so and offers the call-back', async ({ page }) => {
      const w = watch(page);
      await page.goto('');
      await expect(streetField(page)).toBeFocused();
      await streetField(page).fill('9999 Nowhere Zzyzx Rd');
      const notice = page.getByRole('status').filter({ hasText: 'No address matches' });
      await expect(notice).toContainText('No address matches “9999 Nowhere Zzyzx Rd”.');
      await expect(notice).toContainText('Edit the Street Address and choose from dropdown');
      await checkScreen(page, w, page.url());
      await notice.getByRole('button', { name: /Ask us to call you back/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Tips for finding your address' });
      await expect(
        dialog.getByRole('heading', { name: "Still can't find your address?" }),
      ).toBeVisible();
      await expect(dialog.getByLabel('Your business address*')).toHaveValue(
        '9999 Nowhere Zzyzx Rd',
      );
      await expect(dialog.getByRole('button', { name: 'Request a call back' })).toBeVisible();
      await checkScreen(page, w, page.url());
    });

    test('the active-service modal leads on; the disabled button says why', async ({ page }) => {
      const w = watch(page);
      await enterAddress(page, '1000 Wilson Blvd Arlington', /1000 Wilson Blvd/i);
      await checkAvailabilityButton(page).click();
      const dialog = page.getByRole('alertdialog', {
        name: 'This address has an active service. Is this your service.',
      });
      await expect(dialog).toBeVisible();
      const signIn = dialog.getByRole('link', { name: /^Sign in to manage your service/ });
      await expect(signIn).toHaveAttribute('href', BRAND.signInUrl);
      await expect(signIn).toHaveAccessibleName(LEAVES_SITE);
      await expect(
        dialog.getByRole('link', { name: `Call us at ${displayPhone(BRAND.salesPhone)}` }),
      ).toHaveAttribute('href', `tel:+1${BRAND.salesPhone.replace(/\D/g, '')}`);
      await expect(dialog.getByRole('button', { name: 'Check another address' })).toBeVisible();
      await checkScreen(page, w, page.url());

      // Ok keeps the address: the button is disabled, looks it, and says why.
      await dialog.getByRole('button', { name: 'Ok' }).click();
      const button = checkAvailabilityButton(page);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        /already has an active service.*another address/,
      );
      await expect(
        page.getByText(/already has an active service, so it cannot be ordered online/),
      ).toBeVisible();
      const look = await button.evaluate((b) => getComputedStyle(b).cursor);
      expect(look).toBe('not-allowed');
      await checkScreen(page, w, page.url());

      // Another address: the modal again, 'Check another address' empties the form.
      await enterAddress(page, '1000 Wilson Blvd Arlington', /1000 Wilson Blvd/i);
      await checkAvailabilityButton(page).click();
      await page.getByRole('button', { name: 'Check another address' }).click();
      await expect(streetField(page)).toHaveValue('');
      await expect(streetField(page)).toBeFocused();
    });

    test('the multiple-address chooser shows what tells the buildings apart', async ({ page }) => {
      const w = watch(page);
      await enterAddress(page, '230 S Broad St Philadelphia', /230 S Broad St/i);
      await checkAvailabilityButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Do you see your street address below?' });
      await expect(
        dialog.getByRole('radio', { name: /North Tower · ZIP\+4 19102-3801/ }),
      ).toBeVisible();
      await expect(
        dialog.getByRole('radio', { name: /South Tower · ZIP\+4 19102-3806/ }),
      ).toBeVisible();
      await checkScreen(page, w, page.url());
    });

    test('an empty address form: Check availability is disabled and says why', async ({ page }) => {
      const w = watch(page);
      await page.goto('');
      await expect(checkAvailabilityButton(page)).toBeDisabled();
      await expect(checkAvailabilityButton(page)).toHaveAccessibleDescription(
        /^Enter a valid mobile number, email address and unit/,
      );
      await checkScreen(page, w, page.url());
    });

    test('/contact-rep gives the phone numbers and hours of brand data', async ({ page }) => {
      const w = watch(page);
      await page.goto('contact-rep');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Talk to a representative' }),
      ).toBeVisible();
      for (const phone of [BRAND.supportPhone, BRAND.salesPhone]) {
        await expect(page.getByRole('link', { name: displayPhone(phone) })).toHaveAttribute(
          'href',
          `tel:+1${phone.replace(/\D/g, '')}`,
        );
      }
      for (const line of BRAND.hours.customerService) {
        await expect(page.getByText(line)).toBeVisible();
      }
      await expect(page.getByText(BRAND.hours.sales)).toBeVisible();
      // The demo brand has no chat: 'Chat with us' is never offered.
      await expect(page.getByText(/chat/i)).toHaveCount(0);
      await checkScreen(page, w, page.url());
    });

    test('links that leave the site say so; a kiosk shows only Back and Sign in', async ({
      page,
    }) => {
      const w = watch(page);
      await page.goto('');
      await expect(streetField(page)).toBeFocused();
      for (const name of ['Back', 'Already a customer? Sign in now', 'Accessibility']) {
        await expect(
          page.getByRole('link', { name: new RegExp(`^${name.replace(/[?]/g, '\\?')}`) }).first(),
        ).toHaveAccessibleName(LEAVES_SITE);
      }
      // Every link to another origin carries the words.
      const names = await page
        .locator('a[href^="http"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(names.length).toBeGreaterThan(0);
      for (const link of await page.locator('a[href^="http"]').all()) {
        await expect(link).toHaveAccessibleName(LEAVES_SITE);
      }

      // Kiosk (fiber referral): the address page keeps Back and Sign in, nothing else leaves.
      await page.goto('?fiosreferral=Y');
      await expect(streetField(page)).toBeFocused();
      expect((await outsideLinks(page)).sort()).toEqual(
        ['Already a customer? Sign in now', 'Back'].map((n) => expect.stringContaining(n)),
      );
      expect(await outsideLinks(page)).toHaveLength(2);
      // An outcome page at the kiosk: no link leaves the site.
      await enterAddress(page, '1 Larkin Plz Yonkers', /1 Larkin Plz/i);
      await checkAvailabilityButton(page).click();
      await expect.poll(() => path(page)).toBe('/out-of-franchise');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await outsideLinks(page)).toEqual([]);
      await checkScreen(page, w, page.url());
    });

    test('the bulk result of a fiber address shows fiber and starts an order', async ({ page }) => {
      const w = watch(page);
      await page.goto('bulk-address-upload');
      await fillBulkRow(page, 1, ['100 Summer St', '', 'Boston', 'MA', '02110']);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/price-plan$/);
      const summer = page.getByRole('region', { name: /^100 Summer St/ });
      await expect(summer.getByText('Fiber internet is available at this address.')).toBeVisible();
      await expect(summer.getByRole('list', { name: /^Plans for 100 Summer St/ })).toContainText(
        'Business Fiber 300 Mbps',
      );
      // Not the LTE list of a wireless-only address (its $69.00/mo is also a fiber plan's price
      // since prices are written one way).
      await expect(summer.getByText(/LTE|10 Mbps/)).toHaveCount(0);
      await checkScreen(page, w, page.url());
      await summer.getByRole('button', { name: /^Start an order at 100 Summer St/ }).click();
      await expect.poll(() => path(page)).toBe('/customize-order');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Business Fiber 300 Mbps/).first()).toBeVisible();
    });
  });
}
