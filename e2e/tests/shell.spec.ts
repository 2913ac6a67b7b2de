/**
 * The storefront shell (Foundation issue items 7, 8, 11): every route answers, unknown paths go
 * to the start, header/footer/FAQ, skip link, lost-business page, out-of-date-browser banner,
 * global error bar, accessibility and the mobile layout. URLs are relative to baseURL (the
 * storefront base with a trailing slash). `?forceBrowserBanner=1` and `?forceErrorBar=1` force
 * the two notices (apps/web/src/app/test-flags.ts).
 */
import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { qualifyTo } from '../support/entry';

/** Every route of 000 §2 and 002 §2 with the heading its page shows. */
/** [path, heading, document title when it differs from the heading]. */
const ROUTES: [path: string, heading: string, title?: string][] = [
  ['', 'Where would you like service for your Business?'],
  ['lq', 'Where would you like service for your Business?'],
  ['customize-order', 'Build your business plan', 'Customize your order'],
  ['price-plan', 'BI Qualification Tool'],
  [
    'bulk-address-upload',
    'Where would you like internet service for your business?',
    'Bulk address entry',
  ],
  ['4g-plan', 'Good news! You qualify for 4G LTE Business Internet.', '4G LTE Business Internet'],
  ['5g-plan', 'Great news! 5G Business Internet is available.', '5G Business Internet'],
  ['cband-plan', 'Great news! 5G Business Internet is available.', '5G Business Internet'],
  ['internet-options', 'Internet options for your business', 'Internet options'],
  ['ExistingService', 'This address is in use by a current customer'],
  ['pending-order', 'Your account already has a pending order', 'Pending order'],
  ['pendingOrder?scartid=ABC123', 'Continue a pending order'],
  ['optix-checkout', 'Review your price quote'],
  [
    'out-of-franchise',
    "The fiber service isn't available for your location, yet.",
    'Service availability',
  ],
  ['fios-registration', 'Let me know when fiber internet is available'],
  // Without a cart /checkout says there is nothing to check out yet (journeys with a cart:
  // checkout-*.spec.ts).
  ['checkout', 'Checkout'],
  ['save-cart', 'Save your cart'],
  // Without a save in this visit the confirmation says so (journey: saved-cart-*.spec.ts).
  ['save-cart-confirmation', "We can't show a saved cart here"],
  // Without an order just submitted the confirmation pages say so (journeys: checkout-*.spec.ts).
  ['confirmation', "We can't show an order here", 'Order confirmation'],
  ['confirmation-contact-rep', "We can't show an order here"],
  ['optix-confirmation', "We can't show an order here"],
  ['contact-rep', 'Talk to a representative', 'Contact a representative'],
  ['order-status', 'Check the status of your order', 'Order status'],
];

const FAQ = 'Frequently asked questions';

/** The storefront base path, from baseURL (e.g. /foryoursmallbiz/gborder). */
function basePath(): string {
  const base = test.info().project.use.baseURL ?? '';
  return new URL(base).pathname.replace(/\/$/, '');
}

async function h1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test.describe('routes', () => {
  for (const [path, heading, title = heading] of ROUTES) {
    test(`/${path} shows its page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(await h1(page)).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(`${basePath()}/${path.split('?')[0]}`);
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()?!.]/g, '\\$&')} \\| `));
    });
  }

  // Staff only: a visitor is sent to the staff sign-in, which comes back here (journey with a
  // signed-in staff member: abandoned-cart.spec.ts).
  test('/abandoned-cart sends a visitor to the staff sign-in', async ({ page }) => {
    await page.goto('abandoned-cart');
    await expect(await h1(page)).toHaveText('Sign in');
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${basePath()}/staff/sign-in`);
    expect(url.searchParams.get('next')).toBe('/abandoned-cart');
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('no/such/page');
    await expect(page).toHaveURL(new RegExp(`${basePath()}/$`));
    await expect(await h1(page)).toHaveText('Where would you like service for your Business?');
  });

  test('links move between pages without a reload', async ({ page }) => {
    await page.goto('save-cart');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('link', { name: 'Go to address entry' }).click();
    await expect(await h1(page)).toHaveText('Where would you like service for your Business?');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      1,
    );
  });

  test('serves the assets under the storefront base (relative build + <base href>)', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('confirmation-contact-rep');
    await expect(await h1(page)).toHaveText("We can't show an order here");
    expect(failed).toEqual([]);
  });
});

test.describe('header', () => {
  test('skip link, logo, accessibility link and FAQ link', async ({ page }) => {
    await page.goto('');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    const logo = header.getByRole('link').filter({ has: page.getByRole('img') });
    await expect(logo).toHaveAttribute('href', /^https?:\/\//);
    await expect(logo.getByRole('img')).toHaveJSProperty('complete', true);
    expect(
      await logo.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(header.getByRole('link', { name: 'Accessibility' })).toBeVisible();
    await expect(header.getByRole('button', { name: FAQ })).toBeVisible();
  });

  for (const path of ['lq', 'price-plan', 'bulk-address-upload']) {
    test(`FAQ link hidden on /${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(await h1(page)).toBeVisible();
      await expect(page.getByRole('button', { name: FAQ })).toHaveCount(0);
    });
  }

  test('skip link works with the keyboard', async ({ page }) => {
    await page.goto('save-cart');
    await expect(await h1(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(`${basePath()}/save-cart`);
    // The next Tab continues inside the page, not in the header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain).toBe(true);
  });
});

test.describe('FAQ dialog', () => {
  test('opens from the keyboard, lists the four topics, traps focus and closes with Escape', async ({
    page,
  }) => {
    await page.goto('');
    const trigger = page.getByRole('button', { name: FAQ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: FAQ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Can I save my order and finish it later?',
      'What do I need to submit my order?',
      'When will my service arrive?',
      'When will I get my first bill?',
    ]);
    await expect(dialog).toContainText('The saved cart link is valid for ten days.');
    await expect(dialog).toContainText('personal credit check');
    await expect(dialog).toContainText('subject to availability');
    await expect(dialog).toContainText('two to three weeks after your service is connected');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('footer', () => {
  test('logo, copyright, trust badge, save-cart prompt and guarantee', async ({ page }) => {
    await page.goto('');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img')).toBeVisible();
    await expect(footer).toContainText(
      new RegExp(`© ${new Date().getFullYear()} .+\\. All rights reserved\\.`),
    );
    await expect(footer.getByRole('link', { name: 'Secure ordering' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    await expect(footer).toContainText('The saved cart link is valid for ten days.');
    await expect(footer).toContainText(
      '30-day money-back guarantee: 30 days after installation, two-year contract only.',
    );
  });
});

test.describe('lost-business page', () => {
  test('a known code gets its message and a way back', async ({ page }) => {
    await page.goto('lbo?code=NTE_CO_GetDueDates');
    await expect(await h1(page)).toHaveText("Sorry, we couldn't continue with your order");
    await expect(
      page.getByText("We couldn't load the available installation dates."),
    ).toBeVisible();
    // The code is for the logs and the console, never the customer.
    await expect(page.locator('body')).not.toContainText(/NTE_|Reference/);
    await expect(page.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await page.getByRole('link', { name: 'Start a new order' }).click();
    await expect(await h1(page)).toHaveText('Where would you like service for your Business?');
  });

  test('an unknown code means NTE_GenericError', async ({ page }) => {
    await page.goto('lbo?code=NTE_DoesNotExist');
    await expect(
      page.getByText("Something went wrong and we couldn't continue with your order."),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NTE_');
  });

  test('an S2SLBO address: the sales team sells it, a call-back and the sales line', async ({
    page,
  }) => {
    await page.goto('');
    await qualifyTo(page, '75 Fountain St Providence', /75 Fountain St/i, '/lbo');
    await expect(await h1(page)).toHaveText("Let's set up your order together");
    await expect(
      page.getByText(
        "Service at this address is set up by our business sales team, so it can't be ordered online.",
      ),
    ).toBeVisible();
    // Neither an outage nor an internal code.
    await expect(page.locator('body')).not.toContainText(/couldn't check|NTE_|Reference/);
    await expect(page.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Request a call-back' });
    await form.getByLabel('Your name').fill('Grace Hopper');
    await form.getByLabel('Phone number').fill('2015550123');
    await form.getByRole('button', { name: 'Request a call-back' }).click();
    await expect(page.getByRole('status')).toContainText('Call-back requested');
    await expectNoAxeViolations(page);
  });
});

test.describe('notices', () => {
  test('out-of-date browser banner: Ignore hides it for the visit', async ({ page }) => {
    await page.goto('?forceBrowserBanner=1');
    const banner = page.getByText('Your web browser is out of date.');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Ignore' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(await h1(page)).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('a current browser does not see the banner', async ({ page }) => {
    await page.goto('');
    await expect(await h1(page)).toBeVisible();
    await expect(page.getByText('Your web browser is out of date.')).toHaveCount(0);
  });

  test('global error bar: generic message, role alert, closable', async ({ page }) => {
    await page.goto('?forceErrorBar=1');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Something went wrong. Please refresh the page.');
    await alert.getByRole('button', { name: 'Close error message' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('analytics', () => {
  test('a page view reaches the data layer on every route change', async ({ page }) => {
    await page.goto('save-cart');
    await expect(await h1(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go to address entry' }).click();
    await expect(await h1(page)).toHaveText('Where would you like service for your Business?');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            (window as unknown as { dataLayer?: { pageData?: { pageName?: string } }[] })
              .dataLayer ?? []
          ).map((e) => e.pageData?.pageName),
        ),
      )
      .toEqual(['/save-cart', '/']);
  });

  test('the lost-business page logs its code to the event log (sendBeacon)', async ({ page }) => {
    // Record what goes out through sendBeacon (DevTools does not expose beacon bodies).
    await page.addInitScript(() => {
      const sent: { url: string; body: Promise<string> }[] = [];
      (window as unknown as { __beacons: typeof sent }).__beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        sent.push({
          url: String(url),
          body: data instanceof Blob ? data.text() : Promise.resolve(String(data)),
        });
        return original(url, data);
      };
    });
    const delivered = page.waitForResponse((r) => r.url().endsWith('/EventLog/Save'));
    await page.goto('lbo?code=NTE_SO_DOSaveOrder');
    expect((await delivered).status()).toBe(200);
    const events = await page.evaluate(async () => {
      const sent = (window as unknown as { __beacons: { url: string; body: Promise<string> }[] })
        .__beacons;
      return Promise.all(
        sent
          .filter((b) => b.url.endsWith('/EventLog/Save'))
          .map(async (b) => JSON.parse(await b.body)),
      );
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        eventType: 'LostBusiness',
        eventName: 'NTE_SO_DOSaveOrder',
        pageName: expect.stringMatching(/\/lbo$/),
      }),
    );
  });
});

test.describe('accessibility', () => {
  const pages = [
    '',
    'lq',
    'checkout',
    'lbo?code=NTE_PC_GETFLOATCART',
    '?forceBrowserBanner=1&forceErrorBar=1',
  ];
  for (const path of pages) {
    test(`/${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(await h1(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('landmarks: one banner, main and contentinfo', async ({ page }) => {
    await page.goto('');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('focus is visible on the header controls', async ({ page }) => {
    await page.goto('');
    await expect(await h1(page)).toBeVisible();
    const faq = page.getByRole('button', { name: FAQ });
    await faq.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(faq).toBeFocused();
    const outline = await faq.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no horizontal scrolling, compact header, readable footer, axe-clean', async ({ page }) => {
    await page.goto('checkout');
    await expect(await h1(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const headerHeight = await page
      .getByRole('banner')
      .evaluate(
        (el) =>
          (el.firstElementChild?.nextElementSibling as HTMLElement).getBoundingClientRect().height,
      );
    expect(headerHeight).toBe(69);
    await expect(page.getByRole('button', { name: FAQ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'The saved cart link is valid for ten days.',
    );
    await expectNoAxeViolations(page);
  });

  test('the FAQ dialog fills the small screen and still closes', async ({ page }) => {
    await page.goto('');
    await page.getByRole('button', { name: FAQ }).click();
    const dialog = page.getByRole('dialog', { name: FAQ });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
