/**
 * The FCC broadband label beside every plan wherever a plan can be compared or bought
 * (docs/broadband-labels.md): customise, /4g-plan, /5g-plan, /cband-plan, /internet-options and
 * /price-plan, at 375 and 1280 px. Each plan has its label; opened by keyboard it is a table
 * with every required field, nothing scrolls sideways, and axe finds nothing with labels open.
 */
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { qualifyBoston } from '../support/customize';

/** The row headers of the FCC template every label has. */
const FIELDS = [
  'Monthly Price',
  'Introductory rate',
  'Contract',
  'Provider Monthly Fees',
  'One-time Fees at the Time of Purchase',
  'Early Termination Fee',
  'Government Taxes',
  'Typical Download Speed',
  'Typical Upload Speed',
  'Typical Latency',
  'Data included',
  'Charges for Additional Data Usage',
  'Network Management',
  'Privacy',
  'Phone',
  'Website',
  'Unique Plan Identifier',
];

async function seedStore(page: Page, state: Record<string, unknown>) {
  await page.addInitScript((s) => {
    sessionStorage.setItem('bizline-store', JSON.stringify({ state: s, version: 1 }));
  }, state);
}

const availability = (Qualified: string, QualifiedCBand: string) => ({
  Qualified,
  QualifiedCBand,
  HasMultipleAddress: 'N',
  LQPost: { Address: '' },
});

/** Opens a plan's label by keyboard and checks it: a table with every field, an identifier. */
async function openAndCheck(page: Page, plan: Locator, name: string | RegExp) {
  const summary = plan.locator('summary', { hasText: name });
  await expect(summary).toHaveCount(1);
  await summary.focus();
  await page.keyboard.press('Enter');
  // The table of this summary's own label (a card may list several).
  const table = summary.locator('xpath=..').getByRole('table', { name: /^Broadband Facts/ });
  await expect(table).toBeVisible();
  for (const field of FIELDS) {
    await expect(table.getByRole('rowheader', { name: field, exact: true })).toHaveCount(1);
  }
  await expect(table.getByRole('cell', { name: /^F0000012345[A-Z0-9]{1,15}$/ })).toHaveCount(1);
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page scrolls sideways').toBeLessThanOrEqual(client);
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('customise: every internet plan tile has its label, opening in place', async ({
      page,
    }) => {
      test.slow();
      await qualifyBoston(page);
      const tiles = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: /^Business Fiber/ }) });
      const count = await tiles.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const tile = tiles.nth(i);
        const name = (await tile.getByRole('heading', { level: 3 }).textContent())!;
        await openAndCheck(page, tile, `Broadband Facts: ${name}`);
      }
      // The tile's price is the label's (the two-year agreement in a new cart).
      const first = tiles.first();
      await expect(first.getByRole('row', { name: /^Monthly Price \$69\.00$/ })).toHaveCount(1);
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('/4g-plan, /5g-plan and /cband-plan: a label on every card', async ({ page }) => {
      test.slow();
      await page.goto('4g-plan');
      const cards = (p: Page) =>
        p.getByRole('listitem').filter({ has: p.locator(':scope > div > h2') });
      await expect(cards(page)).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await openAndCheck(page, cards(page).nth(i), /Broadband Facts: 4G LTE/);
      }
      await expect(page.getByRole('cell', { name: '300 GB' }).first()).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      for (const [to, qualified, tiers] of [
        ['5g-plan', 'true', 3],
        ['cband-plan', 'false', 2],
      ] as const) {
        await seedStore(page, { availability: availability(qualified, 'true') });
        await page.goto(to);
        await expect(cards(page)).toHaveCount(tiers);
        for (let i = 0; i < tiers; i++) {
          await openAndCheck(page, cards(page).nth(i), /Broadband Facts: 5G/);
        }
        await noSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    });

    test('/internet-options: the labels of the LTE and high-speed internet plans', async ({
      page,
    }) => {
      await page.goto('internet-options');
      const lte = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 2, name: 'LTE Business Internet' }),
      });
      const hsi = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 2, name: 'High Speed Internet' }),
      });
      for (const speed of [10, 25, 50]) {
        await openAndCheck(page, lte, `Broadband Facts: 4G LTE Business Internet ${speed} Mbps`);
      }
      // Each DSL plan is sold month to month and on the two-year agreement: two labels.
      await expect(hsi.locator('summary')).toHaveCount(4);
      await openAndCheck(page, hsi.getByRole('listitem').nth(0), /Broadband Facts: High Speed/);
      await expect(hsi.getByRole('cell', { name: 'F0000012345DSL10M' })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('/price-plan: a label beside each plan of each address', async ({ page }) => {
      await seedStore(page, {
        bulkResults: {
          rows: [],
          response: [
            {
              location: { formattedAddress: '100 Summer St, Boston, MA 02110' },
              qualification: { Qualified4G: 'N', QualifiedCBand: 'N', Qualified5G: 'N' },
              addressId: '2100001',
              zipCode: '02110',
              status: 'FOUND',
              outcome: { kind: 'customize', page: '/customize-order' },
              plans: [
                {
                  ProductId: 'FIOS-300',
                  ProductName: 'Business Fiber 300 Mbps',
                  Price: '69.00',
                  ServiceType: 'FIOS',
                },
                {
                  ProductId: 'FIOS-500',
                  ProductName: 'Business Fiber 500 Mbps',
                  Price: '99.00',
                  ServiceType: 'FIOS',
                },
              ],
            },
            {
              location: { formattedAddress: '1215 K St, Sacramento, CA 95814' },
              qualification: { Qualified4G: 'Y', QualifiedCBand: 'N', Qualified5G: 'N' },
              status: 'FOUND',
              outcome: { kind: 'wireless', page: '/4g-plan', wireless: '4G' },
              plans: [],
            },
          ],
        },
      });
      await page.goto('price-plan');
      const boston = page.getByRole('region', { name: /^100 Summer St/ });
      // Each plan's row holds its label (its own one-item list).
      const plans = boston
        .getByRole('listitem')
        .filter({ has: page.locator(':scope > span') })
        .filter({ has: page.locator('summary') });
      await expect(plans).toHaveCount(2);
      await openAndCheck(page, plans.nth(0), 'Broadband Facts: Business Fiber 300 Mbps');
      await expect(plans.nth(0).getByRole('cell', { name: 'F0000012345FIB3002Y' })).toBeVisible();
      await openAndCheck(page, plans.nth(1), 'Broadband Facts: Business Fiber 500 Mbps');
      const kst = page.getByRole('region', { name: /^1215 K St/ });
      // Several addresses: each card opens behind its toggle, then its label.
      const card = kst.getByRole('listitem').filter({ hasText: '10 Mbps' }).first();
      await kst.getByRole('button', { name: '10 Mbps plan details' }).click();
      await openAndCheck(page, card, 'Broadband Facts: 4G LTE Business Internet 10 Mbps');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('the footer links the machine-readable labels', async ({ page, request }) => {
      await page.goto('internet-options');
      const csv = page.getByRole('link', { name: 'Broadband labels (CSV)' });
      await expect(csv).toBeVisible();
      const href = await csv.evaluate((a) => (a as HTMLAnchorElement).href);
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect((await res.text()).split('\r\n')[0]).toMatch(/^unique_plan_identifier,provider_name,/);
    });
  });
}
