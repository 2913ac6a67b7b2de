/**
 * The quote-based (optix) checkout: the demo existing-quote address (20 Church St,
 * Hartford; quotes Q100201 and Q100202 in data/quotes/demo.json) -> /ExistingService -> the quote
 * -> /optix-checkout -> contact, slot, submit -> /optix-confirmation with the order number.
 * Against the real server, its demo quotes and its real slot calendar.
 */
import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { pickSuggestion } from '../support/entry';

function path(page: Page): string {
  return new URL(page.url()).pathname.replace(/^.*\/gborder/, '');
}

async function qualifyQuoteAddress(page: Page) {
  await page.goto('');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await street.fill('20 Church St Hartford');
  await pickSuggestion(page, /20 Church St/i);
  await page.getByLabel('Mobile number*').fill('8605550142');
  await page.getByLabel('Email address*').fill('owner@example.com');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect.poll(() => path(page)).toBe('/ExistingService');
}

test.describe('quote-based checkout', () => {
  test('existing quote -> /optix-checkout -> /optix-confirmation with the order number', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await qualifyQuoteAddress(page);
    await page.getByLabel('Review an existing price quote').check();
    await page.getByLabel('Price quote number').fill('Q100202');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => path(page)).toBe('/optix-checkout');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Review your price quote' }),
    ).toBeVisible();
    await expect(page.getByText('Price quote Q100202')).toBeVisible();
    await expect(page.getByText('20 Church St, Hartford, CT 06103')).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Your quote' });
    await expect(summary).toContainText('Business Fiber Internet 1 Gig');
    await expect(summary).toContainText('Total monthly charges with discount$249.99');
    await expectNoAxeViolations(page);

    // A blocked save shows the error summary, then the contact is saved.
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Owner');
    await page.getByLabel('Email address').fill('pat.owner@example.com');
    await page.getByLabel(/^Mobile number/).fill('860-555-0142');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByText('Contact details saved.')).toBeVisible();

    // Slot: the first date of the real calendar, its first time, chosen by keyboard.
    const date = page.getByRole('combobox', { name: 'Installation date' });
    await expect(date).toBeVisible();
    const firstDate = await date.locator('option').nth(1).getAttribute('value');
    await date.selectOption(firstDate!);
    const firstTime = page.getByRole('radio').first();
    await firstTime.focus();
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    await expect(firstTime).not.toHaveAccessibleName(/Anytime Between/);
    await page.getByRole('button', { name: 'Reserve this time' }).click();
    await expect(page.getByText(/^Reserved: /)).toBeVisible();
    await expectNoAxeViolations(page);

    const submit = page.getByRole('button', { name: 'Submit order' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/optix-confirmation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your order is submitted' }),
    ).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^\S{6,}$/);
    await expect(
      page.getByText('We have sent a confirmation to pat.owner@example.com.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an expired quote flags the omni-cart error with a way back', async ({ page }) => {
    await qualifyQuoteAddress(page);
    await page.goto('optix-checkout?quote=Q100299');
    await expect(page.getByRole('alert')).toContainText('This price quote has expired.');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Start a new order' }).click();
    await expect.poll(() => path(page)).toBe('/');
  });
});
