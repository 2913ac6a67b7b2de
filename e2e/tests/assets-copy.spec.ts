/**
 * Assets and copy, at 375 px and 1280 px: every image on the pages loads (brand
 * logo, the ten desk-phone images served by the API), the address page shows only running
 * offers with the end date of the data, the plan badges agree with the plan names, the router
 * tiles have different names, the video-meeting choice lists one 'Not needed', and axe is clean.
 */
import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { openSection, path, planTile, routerTile, sectionTrigger } from '../support/customize';
import { pickSuggestion } from '../support/entry';

const WIDTHS = [375, 1280] as const;

/** The images of the page that did not load (src), after they had the chance to. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    await Promise.all(images.map((i) => (i.complete ? null : i.decode().catch(() => null))));
    return images.filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src);
  });
}

/** Failed image responses seen by the page (404s and the like). */
function watchImageFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'image' && r.status() >= 400) {
      failed.push(`${r.status()} ${r.url()}`);
    }
  });
  return failed;
}

/** Qualifies the fiber demo address (100 Summer St, Boston) through the address page. */
async function qualifyBoston(page: Page) {
  await page.goto('');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await expect(street).toBeFocused();
  await page.keyboard.type('100 Summer St Bost');
  await pickSuggestion(page, /100 Summer St/i);
  await page.getByLabel('Mobile number*').fill('6175550100');
  await page.getByLabel('Email address*').fill('assets@example.com');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect.poll(() => path(page)).toBe('/customize-order');
}

/** Selects a plan tile and waits until the page shows it selected. */
async function selectPlan(page: Page, name: string) {
  const tile = planTile(page, name);
  await tile.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(tile.getByRole('button', { name: 'Selected plan' })).toBeDisabled();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('address page: the logo loads, only running offers, their end date from the data', async ({
      page,
    }) => {
      const failed = watchImageFailures(page);
      await page.goto('./');
      const promo = page.getByRole('complementary', { name: 'Offers for your business' });
      await expect(promo).toContainText('Joint offer ends 06.30.27.');
      await expect(promo).not.toContainText('11.14.22');
      await expect(page.getByRole('img', { name: /Bizline Communications/ }).first()).toBeVisible();
      expect(await brokenImages(page)).toEqual([]);
      expect(failed).toEqual([]);
      await expect(page.locator('body')).not.toContainText(/\bFios\b/);
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('customise: plan badges, router names, one Not needed, ten desk-phone images', async ({
      page,
    }) => {
      const failed = watchImageFailures(page);
      await qualifyBoston(page);
      // The badge is the catalogue's: '2 Gig' on the 2 Gig plan, never '1 Gig'.
      const twoGig = planTile(page, 'Business Fiber 2 Gig');
      await expect(twoGig.getByText('2 Gig', { exact: true })).toBeVisible();
      await expect(twoGig.getByText('1 Gig', { exact: true })).toHaveCount(0);
      await expect(
        planTile(page, 'Business Fiber 1 Gig').getByText('1 Gig', { exact: true }),
      ).toBeVisible();

      await selectPlan(page, 'Business Fiber 300 Mbps');
      // Rent and buy tiles have names of their own.
      await openSection(page, 'Internet extras');
      const routers = page.locator('#internetExtras');
      await expect(
        routers.getByText('Business Fiber Router rental', { exact: true }),
      ).toBeVisible();
      await expect(
        routers.getByText('Business Fiber Router purchase', { exact: true }),
      ).toBeVisible();
      await routerTile(page, /\$15\.00\/mo/)
        .getByRole('button', { name: 'Select router' })
        .click();
      // A choice keeps its section open.
      await expect(sectionTrigger(page, 'Internet extras')).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      // Video meetings: one 'Not needed' (the page's own), not the catalogue's as well.
      await openSection(page, 'Internet extras');
      const meetings = page.getByRole('radiogroup', { name: 'Video meeting licenses' });
      await expect(meetings.getByRole('radio', { name: /Not needed/ })).toHaveCount(1);

      await openSection(page, 'Business Digital Voice wireless');
      await selectPlan(page, 'Business Digital Voice Unlimited');
      await page.getByRole('button', { name: 'Go to equipment' }).click();
      const equipment = page.locator('#bdv-equipment');
      const images = equipment.locator('img');
      await expect(images).toHaveCount(10);
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
          .toBe(true);
        expect(await img.getAttribute('src')).toMatch(/\/foryoursmallbiz\/smb\/api\/images\/bdv-/);
      }
      expect(await brokenImages(page)).toEqual([]);
      expect(failed).toEqual([]);
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
}
