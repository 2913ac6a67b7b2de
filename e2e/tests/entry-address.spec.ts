/**
 * The address page (000 §2 screen 1, §4, §5) and the outcomes reached from it, against the real
 * server and the demo footprint (docs/footprint-format.md). Routes owned by other pages may still
 * be placeholders: for those only the URL is asserted.
 */
import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { pickSuggestion } from '../support/entry';

const PHONE = '2125551234';
const EMAIL = 'owner@example.com';

function path(page: Page): string {
  return new URL(page.url()).pathname.replace(/^.*\/gborder/, '');
}

async function chooseStreet(page: Page, typed: string, suggestion: RegExp) {
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await street.fill(typed);
  const option = page.getByRole('option', { name: suggestion }).first();
  await option.click();
  await expect(street).toHaveValue(suggestion);
}

async function contact(page: Page) {
  await page.getByLabel('Mobile number*').fill(PHONE);
  await page.getByLabel('Email address*').fill(EMAIL);
}

async function check(page: Page) {
  await page.getByRole('button', { name: 'Check availability' }).click();
}

async function qualify(page: Page, typed: string, suggestion: RegExp) {
  await page.goto('');
  await chooseStreet(page, typed, suggestion);
  await contact(page);
  await check(page);
}

/** Qualifies an address whose answer is a question (an alert dialog named `name`), axe clean. */
async function questionAfter(page: Page, typed: string, suggestion: RegExp, name: string) {
  await qualify(page, typed, suggestion);
  const dialog = page.getByRole('alertdialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  return dialog;
}

test.describe('address page', () => {
  test('shows screen 1 and passes axe', async ({ page }) => {
    await page.goto('');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Where would you like service for your Business?',
      }),
    ).toBeVisible();
    const street = page.getByRole('combobox', { name: 'Enter your business address*' });
    await expect(street).toBeFocused();
    await expect(street).toHaveAttribute(
      'placeholder',
      'Eg. 123 Street Name, City, State, Zip Code',
    );
    await expect(page.getByLabel('Enter your unit number (If appropriate)')).toBeDisabled();
    await expect(page.getByText('Just one more step')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already a customer? Sign in now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check availability' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('validation messages', async ({ page }) => {
    await page.goto('');
    const phone = page.getByLabel('Mobile number*');
    await phone.focus();
    await phone.blur();
    await expect(page.getByText('Your mobile number must be 10 digits.').last()).toBeVisible();
    await phone.fill('1234567890');
    await phone.blur();
    await expect(page.getByText('Please enter your valid phone number.').last()).toBeVisible();
    await phone.fill('(212) 555-1234x');
    await expect(phone).toHaveValue('212-555-1234');
    const email = page.getByLabel('Email address*');
    await email.fill('owner@example');
    await email.blur();
    await expect(page.getByText('Please enter your valid email address.').last()).toBeVisible();
    await email.fill(EMAIL);
    await check(page);
    await expect(page.getByText('You must enter your business address.').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Enter your business address*' }).fill('zzzz nowhere');
    await page.getByRole('combobox', { name: 'Enter your business address*' }).press('Tab');
    await check(page);
    await expect(
      page.getByText('Edit the Street Address and choose from dropdown').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keyboard only: fiber address to /customize-order', async ({ page }) => {
    await page.goto('');
    // The street field is auto-focused: type only once it has the focus.
    await expect(page.getByRole('combobox', { name: /business address/ })).toBeFocused();
    await page.keyboard.type('100 Summer St Bost');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: /business address/ })).toHaveAttribute(
      'aria-activedescendant',
      /.+/,
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /business address/ })).toHaveValue(
      /100 Summer St/i,
    );
    await page.getByLabel('Mobile number*').focus();
    await page.keyboard.type(PHONE);
    await page.keyboard.press('Tab');
    await page.keyboard.type(EMAIL);
    await page.getByRole('button', { name: 'Check availability' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/customize-order');
  });

  test('Escape closes the suggestion list', async ({ page }) => {
    await page.goto('');
    const street = page.getByRole('combobox', { name: /business address/ });
    await street.fill('100 Summer');
    await expect(street).toHaveAttribute('aria-expanded', 'true');
    await street.press('Escape');
    await expect(street).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('outcomes', () => {
  test('HSI only with Qualified -> /customize-order', async ({ page }) => {
    await qualify(page, '46 E Main St Newark', /46 E Main St/i);
    await expect.poll(() => path(page)).toBe('/customize-order');
  });

  test('broadband without Qualified -> /internet-options', async ({ page }) => {
    await qualify(page, '120 Main St Annapolis', /120 Main St/i);
    await expect.poll(() => path(page)).toBe('/internet-options');
  });

  test('existing quotes -> /ExistingService, quote validation', async ({ page }) => {
    await qualify(page, '20 Church St Hartford', /20 Church St/i);
    await expect.poll(() => path(page)).toBe('/ExistingService');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This address is in use by a current customer' }),
    ).toBeVisible();
    await page.getByLabel('Review an existing price quote').check();
    await page.getByLabel('Price quote number').fill('Q999');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter valid price quote number')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Price quote number').fill('Q100201');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => path(page)).toBe('/optix-checkout');
  });

  test('existing service -> /ExistingService, new service -> /customize-order', async ({
    page,
  }) => {
    await qualify(page, '1 Penn Plz New York', /1 Penn Plz/i);
    await expect.poll(() => path(page)).toBe('/ExistingService');
    await page.getByLabel('Set up a new service').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => path(page)).toBe('/customize-order');
  });

  test('out of franchise -> /out-of-franchise', async ({ page }) => {
    await qualify(page, '1 Larkin Plz Yonkers', /1 Larkin Plz/i);
    await expect.poll(() => path(page)).toBe('/out-of-franchise');
  });

  test('multiple addresses -> chooser', async ({ page }) => {
    await qualify(page, '230 S Broad St Philadelphia', /230 S Broad St/i);
    const dialog = page.getByRole('dialog', { name: 'Do you see your street address below?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('No, I want to re-enter my address')).toBeVisible();
    await expect(dialog.getByLabel("I can't find my address")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => path(page)).toBe('/customize-order');
  });

  test('multiple addresses: re-enter resets the form', async ({ page }) => {
    await qualify(page, '230 S Broad St Philadelphia', /230 S Broad St/i);
    const dialog = page.getByRole('dialog', { name: 'Do you see your street address below?' });
    await dialog.getByLabel('No, I want to re-enter my address').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('combobox', { name: /business address/ })).toHaveValue('');
  });

  // An address whose answer is a question: the dialog, its button, and what follows.
  for (const q of [
    {
      title: 'pending order -> question, Yes -> /pending-order',
      address: ['33 Washington St Newark', /33 Washington St/i] as const,
      dialog: 'this address has a pending order. Is it yours?',
      button: 'Yes',
      then: (page: Page) => expect.poll(() => path(page)).toBe('/pending-order'),
    },
    {
      title: 'active service -> modal, Check availability disabled',
      address: ['1000 Wilson Blvd Arlington', /1000 Wilson Blvd/i] as const,
      dialog: 'This address has an active service. Is this your service.',
      button: 'Ok',
      then: (page: Page) =>
        expect(page.getByRole('button', { name: 'Check availability' })).toBeDisabled(),
    },
  ]) {
    test(q.title, async ({ page }) => {
      const dialog = await questionAfter(page, q.address[0], q.address[1], q.dialog);
      await dialog.getByRole('button', { name: q.button }).click();
      await q.then(page);
    });
  }

  test('5G -> /5g-plan', async ({ page }) => {
    await qualify(page, '901 Bagby St Houston', /901 Bagby St/i);
    await expect.poll(() => path(page)).toBe('/5g-plan');
  });

  test('C-band -> /cband-plan', async ({ page }) => {
    await qualify(page, '100 SE 2nd St Miami', /100 SE 2nd St/i);
    await expect.poll(() => path(page)).toBe('/cband-plan');
  });

  test('4G only -> /4g-plan', async ({ page }) => {
    await qualify(page, '1215 K St Sacramento', /1215 K St/i);
    await expect.poll(() => path(page)).toBe('/4g-plan');
  });
});

test.describe('units', () => {
  test('one unit is auto-selected', async ({ page }) => {
    await page.goto('');
    await chooseStreet(page, '60 State St Boston', /60 State St/i);
    await expect(page.getByLabel('Enter your unit number (If appropriate)')).toHaveValue('STE 700');
  });

  test('up to 10 units: a dropdown, sorted, wireline special choices only', async ({ page }) => {
    await page.goto('');
    await chooseStreet(page, '500 Delaware Ave Wilmington', /500 Delaware Ave/i);
    const unit = page.getByLabel('Enter your unit number (If appropriate)');
    await expect(unit).toBeEnabled();
    const options = await unit.locator('option').allTextContents();
    expect(options.slice(1, 4)).toEqual(['STE 101', 'STE 102', 'STE 103']);
    expect(options).toContain("I don't live in a unit");
    expect(options).not.toContain("I don't have a unit");
    await contact(page);
    await expect(page.getByRole('button', { name: 'Check availability' })).toBeDisabled();
    await unit.selectOption('STE 102');
    await expect(page.getByRole('button', { name: 'Check availability' })).toBeEnabled();
  });

  test('more than 10 units: a typeahead', async ({ page }) => {
    await page.goto('');
    await chooseStreet(page, '1735 Market St Philadelphia', /1735 Market St/i);
    const unit = page.getByRole('combobox', { name: 'Enter your unit number (If appropriate)' });
    await unit.fill('STE 2');
    await page.getByRole('option', { name: 'STE 25' }).click();
    await expect(unit).toHaveValue('STE 25');
    await expectNoAxeViolations(page);
  });

  test('while the units load the field says so, never "no units"', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/Address/GetUnits**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('');
    await chooseStreet(page, '1201 Main St Dallas', /1201 Main St/i);
    const unit = page.getByLabel('Enter your unit number (If appropriate)');
    await expect(unit.locator('option').first()).toHaveText('Looking up units…');
    await expect(unit).toBeDisabled();
    await expect(unit).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(unit).toBeEnabled();
    await expect(unit.locator('option').first()).toHaveText('Select your unit');
  });

  test('non-wireline state offers every special choice', async ({ page }) => {
    await page.goto('');
    await chooseStreet(page, '1201 Main St Dallas', /1201 Main St/i);
    const unit = page.getByLabel('Enter your unit number (If appropriate)');
    // Read the options once the units have loaded (the field is disabled while they load).
    await expect(unit).toBeEnabled();
    const options = await unit.locator('option').allTextContents();
    expect(options).toContain("I don't have a unit");
    expect(options).toContain("I don't see my unit");
  });
});

test.describe('blocked building', () => {
  test("BaseAddressBlocked Y with 'I don't live in a unit': the unit error", async ({ page }) => {
    await page.goto('');
    const street = page.getByRole('combobox', { name: 'Enter your business address*' });
    await expect(street).toBeFocused();
    await street.fill('100 Light St Baltimore');
    await pickSuggestion(page, /100 Light St/i);
    const unit = page.getByLabel('Enter your unit number (If appropriate)');
    await expect(unit).toBeEnabled();
    const options = await unit.locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['FL 10', 'FL 11', 'FL 12']));
    expect(options).toContain("I don't live in a unit");
    await unit.selectOption("I don't live in a unit");
    await contact(page);
    await check(page);
    await expect(page.locator('#lq-unit-error')).toHaveText('Please select valid Unit #');
    await expect(unit).toHaveValue('');
    expect(path(page)).toBe('/');
  });
});
