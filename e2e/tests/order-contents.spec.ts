/**
 * What was bought, listed where the customer reads the order: Fiber 300 with a rented router, a
 * professional installation and a standard phone line with a new number from the pool (Boston,
 * US Eastern). The confirmation, the order e-mail and the order status page list the same
 * services, line and number, router, contract term and installation, and say the installation
 * day and window in the same words, the window with its zone ("8:00 AM – 12:00 PM ET"). At 375
 * and 1280 px, axe clean, nothing scrolls sideways.
 */
import { formatLongDay } from '@bizline/domain/format';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { acceptTerms, axeClean, chooseSlot, payByBank, withDb } from '../support/checkout';
import {
  chooseInstallation,
  continueToCheckout,
  openSection,
  qualifyBoston,
  selectPlan,
  selectRouter,
} from '../support/customize';
import { confirmedOrderNo, passCreditCheck, submitToConfirmation } from '../support/order';
import { VIEWPORTS } from '../support/entry';

const shown = (tn: string) => `(${tn.slice(0, 3)}) ${tn.slice(3, 6)}-${tn.slice(6)}`;

/** The sections of an order's list as the page shows them: heading, then each line. */
async function sectionsOf(box: Locator): Promise<string[][]> {
  await expect(box).toBeVisible();
  return box
    .locator('section')
    .evaluateAll((sections) =>
      sections.map((s) => [
        s.querySelector('h3')?.textContent ?? '',
        ...Array.from(s.querySelectorAll('li'), (li) => li.textContent ?? ''),
      ]),
    );
}

/** The order e-mail's text body, waiting for it. */
async function orderEmail(orderNo: string): Promise<string> {
  let body = '';
  await expect
    .poll(() => {
      const row = withDb(
        (db) =>
          db
            .prepare(
              `select body_text from outbox_messages
               where channel = 'email' and topic = ? order by id asc limit 1`,
            )
            .get(`order:${orderNo}`) as { body_text: string } | undefined,
      );
      body = row?.body_text ?? '';
      return body;
    })
    .toContain('Order number');
  return body;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
}

for (const size of VIEWPORTS) {
  test.describe(`what was bought at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the confirmation, the e-mail and the order status list the items and the slot with its zone', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await qualifyBoston(page);
      await selectPlan(page, 'Business Fiber 300 Mbps');
      await selectRouter(page, /\$15\.00\/mo/);
      await chooseInstallation(page, /^Professional installation/);
      await openSection(page, 'Phone');
      await selectPlan(page, 'Business Unlimited Calling');
      const line = page.getByRole('group', { name: /^Line 1: / });
      await expect(line.getByRole('radio', { name: 'A new number from us' })).toBeChecked();
      const number = ((await line.locator('legend').textContent()) ?? '')
        .replace(/\D/g, '')
        .slice(-10);
      expect(number).toMatch(/^617555\d{4}$/);

      await continueToCheckout(page);
      await passCreditCheck(page);
      await acceptTerms(page);
      await payByBank(page);
      const slot = await chooseSlot(page, size.width === 375 ? 4 : 8);
      await submitToConfirmation(page);
      const orderNo = await confirmedOrderNo(page);

      // The day as formatLongDay writes it; the window with the zone of the Boston address.
      const day = formatLongDay(slot.date);
      const when = new RegExp(
        `^Technician visit on ${day}, \\d{1,2}:\\d{2} [AP]M – \\d{1,2}:\\d{2} [AP]M ET$`,
      );
      const sections = await sectionsOf(page.getByTestId('confirmation-contents'));
      expect(sections.map((s) => s[0])).toEqual([
        'Services',
        'Phone lines',
        'Equipment',
        'Contract term',
        'Installation',
      ]);
      expect(sections[0]).toEqual([
        'Services',
        'Internet: Business Fiber 300 Mbps',
        'Phone: 1 line',
      ]);
      expect(sections[1]).toEqual([
        'Phone lines',
        `Line 1, Business Unlimited Calling: ${shown(number)} (new number)`,
      ]);
      expect(sections[2]?.[1]).toMatch(/^Router \(rented\): /);
      expect(sections[4]?.[1]).toMatch(/^Professional installation/);
      expect(sections[4]?.[2]).toMatch(when);
      const slotSentence = sections[4]![2]!;
      // "What happens next" says the same day and window.
      const window = slotSentence.slice(`Technician visit on ${day}, `.length);
      await expect(
        page.getByText(`A technician will install your service on ${day}, ${window}.`),
      ).toBeVisible();
      await noSidewaysScroll(page);
      await axeClean(page, `confirmation with what was bought at ${size.width} px`);

      // The e-mail lists the same sections in the same words, and the same day.
      const email = await orderEmail(orderNo);
      for (const [title, ...items] of sections) {
        expect(email).toContain([`${title}:`, ...items.map((i) => `  ${i}`)].join('\n'));
      }
      expect(email).toContain(`  ${slotSentence}\n`);

      // The order status page lists them too, and says the slot with its zone.
      await page.goto(`order-status?orderNumber=${orderNo}&zipCode=02110`);
      const result = page.getByRole('region', { name: `Order ${orderNo}` });
      await expect(result).toBeVisible();
      expect(await sectionsOf(page.getByTestId('order-status-contents'))).toEqual(sections);
      await expect(result.getByText(`Technician install on ${day}, ${window}`)).toBeVisible();
      await noSidewaysScroll(page);
      await axeClean(page, `order status with what was bought at ${size.width} px`);
    });
  });
}
