/**
 * Entry-stage pages of 000 §2 screens 6-10: /pending-order, /pendingOrder,
 * /internet-options, /out-of-franchise, /fios-registration, /4g-plan, /5g-plan, /cband-plan,
 * /bulk-address-upload and the 'BI Qualification Tool' (/price-plan), against the real server
 * with the demo footprint (docs/footprint-format.md). Where a page reads the outcome of a
 * qualification, the store is seeded in sessionStorage ('bizline-store').
 */
import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { fillBulkRow } from '../support/entry';
import { solveCaptcha } from '../support/saved-cart';

const FINE_PRINT = 'Plus taxes, fees & equip. charges.';
const WIRELESS_SITE = 'https://www.example.com/business/wireless';

const LARKIN = {
  AddressId: '2100202',
  ZipCode: '10701',
  CommunityName: 'Yonkers',
  State: 'NY',
  ParsedRawString: '1 Larkin Plz, Yonkers, NY 10701',
  UnitType: '',
  ElevationType: '',
  HouseNumber: '1',
  StreetName: 'Larkin Plz',
  BaseAddressId: '2100202',
  UnitCount: 0,
};

/** Put state into the persisted store before the app starts. */
async function seedStore(page: Page, state: Record<string, unknown>) {
  await page.addInitScript((s) => {
    sessionStorage.setItem('bizline-store', JSON.stringify({ state: s, version: 1 }));
  }, state);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

function availability(flags: { Qualified: string; QualifiedCBand: string }) {
  return {
    ...flags,
    HasMultipleAddress: 'N',
    LQPost: { Address: '' },
  };
}

test.describe('/pending-order', () => {
  test('says to contact us, offers Talk to Us and stores a call-back', async ({ page }) => {
    await page.goto('pending-order');
    await expect(h1(page)).toHaveText('Your account already has a pending order');
    await expect(page.getByText(/already has an order in progress/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talk to Us' })).toBeVisible();
    // The demo brand has no chat (brand.chatUrl): chat is not offered at all.
    await expect(page.getByText('Ask for a call-back or call our sales team.')).toBeVisible();
    await expect(page.getByText(/chat/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Call \(800\) 555-0142$/ })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    await expectNoAxeViolations(page);

    const submit = page.getByRole('button', { name: 'Request a call-back' });
    await submit.click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary).toContainText('Enter your name');
    await expect(summary).toContainText('Your mobile number must be 10 digits.');
    await expectNoAxeViolations(page);

    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Phone number').fill('1115550123');
    await submit.click();
    await expect(page.getByText('Please enter your valid phone number.').first()).toBeVisible();
    await page.getByLabel('Phone number').fill('2015550123');
    await expect(page.getByLabel('Phone number')).toHaveValue('201-555-0123');
    const stored = page.waitForResponse((r) => r.url().endsWith('/Qualify/RequestCallback'));
    await submit.click();
    expect((await stored).status()).toBe(200);
    await expect(page.getByRole('status')).toContainText('Call-back requested');
    await expect(page.getByRole('status')).toContainText('(201) 555-0123');
    await expect(page.getByTestId('callback-reference')).toHaveText(/\S+/);
    await expectNoAxeViolations(page);
  });
});

test.describe('/pendingOrder?scartid=', () => {
  test('Yes opens that saved cart: its link, behind the e-mail gate', async ({ page }) => {
    await page.goto('pendingOrder?scartid=SC12345');
    await expect(h1(page)).toHaveText('Continue a pending order');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/customize-order\?scartid=SC12345$/);
    await expect(h1(page)).toHaveText('Verify your email to open your saved cart');
  });

  test('No goes to the start', async ({ page }) => {
    await page.goto('pendingOrder?scartid=SC12345');
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/gborder\/$/);
  });
});

test.describe('/internet-options', () => {
  test('LTE and HSI offers with their buttons', async ({ page }) => {
    await page.goto('internet-options');
    await expect(h1(page)).toHaveText('Internet options for your business');
    await expect(
      page.getByText('LTE business internet up to 50 Mbps with 300GB monthly data.'),
    ).toBeVisible();
    await expect(page.getByText('High-speed internet up to 10/15 Mbps.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Shop LTE Business Internet' }).click();
    await expect(page).toHaveURL(/\/4g-plan$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Shop High Speed Internet' }).click();
    await expect(page).toHaveURL(/\/customize-order$/);
  });
});

test.describe('/out-of-franchise (screen 7)', () => {
  test.beforeEach(async ({ page }) => {
    // 1 Larkin Plz qualifies for 4G (data/footprint/demo.csv): wireless is true there.
    await seedStore(page, {
      selectedAddress: LARKIN,
      unit: "I don't live in a unit",
      availability: {
        ...availability({ Qualified: 'false', QualifiedCBand: 'false' }),
        Qualified_4g: 'true',
      },
    });
  });

  test('an address without wireless is not told wireless is available', async ({ page }) => {
    await seedStore(page, {
      selectedAddress: LARKIN,
      unit: "I don't live in a unit",
      availability: availability({ Qualified: 'false', QualifiedCBand: 'false' }),
    });
    await page.goto('out-of-franchise');
    await expect(h1(page)).toHaveText("The fiber service isn't available for your location, yet.");
    await expect(
      page.getByText("Register and we'll let you know when fiber reaches your address."),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Know when fiber is available' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/wireless/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shop plans' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('heading, address summary without the unit, two cards; Register opens a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('out-of-franchise');
    await expect(h1(page)).toHaveText("The fiber service isn't available for your location, yet.");
    const summary = page.getByRole('region', { name: 'Your business address' });
    await expect(summary).toHaveText(/1 Larkin Plz, Yonkers, NY 10701/);
    await expect(summary).not.toContainText('unit');
    await expect(page.getByRole('heading', { name: 'Know when fiber is available' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Get the right business wireless plan' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Fast, reliable business internet over our wireless network is available at your address.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop plans' })).toHaveAttribute(
      'href',
      WIRELESS_SITE,
    );
    await expectNoAxeViolations(page);

    const register = page.getByRole('link', { name: /^Register/ });
    await expect(register).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), register.click()]);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      'Let me know when fiber internet is available',
    );
    // The new tab starts from this visit's address.
    await expect(tab.getByLabel('Street address')).toHaveValue('1 Larkin Plz');
    await expect(tab.getByLabel('ZIP code')).toHaveValue('10701');
  });

  test.describe('mobile (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the summary splits into a street line and a city line', async ({ page }) => {
      await page.goto('out-of-franchise');
      const street = page.getByTestId('summary-street');
      const city = page.getByTestId('summary-city');
      await expect(street).toHaveText('1 Larkin Plz');
      await expect(city).toHaveText('Yonkers, NY 10701');
      const s = (await street.boundingBox())!;
      const c = (await city.boundingBox())!;
      expect(c.y).toBeGreaterThanOrEqual(s.y + s.height - 1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });

  test('on a wide screen the summary is one line', async ({ page }) => {
    await page.goto('out-of-franchise');
    const s = (await page.getByTestId('summary-street').boundingBox())!;
    const c = (await page.getByTestId('summary-city').boundingBox())!;
    expect(Math.abs(c.y - s.y)).toBeLessThan(4);
  });
});

test.describe('/fios-registration (screen 8)', () => {
  test('every rule message, the error summary and the filters', async ({ page }) => {
    await page.goto('fios-registration');
    await expect(h1(page)).toHaveText('Let me know when fiber internet is available');
    await expectNoAxeViolations(page);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // Filters as typed.
    await page.getByLabel('First name').pressSequentially('Jo3 -Ann!');
    await expect(page.getByLabel('First name')).toHaveValue('JoAnn');
    await page.getByLabel('ZIP code').pressSequentially('1a2345678');
    await expect(page.getByLabel('ZIP code')).toHaveValue('12345');
    await page.getByLabel('Mobile number (optional)').pressSequentially('(201) 555-0123');
    await expect(page.getByLabel('Mobile number (optional)')).toHaveValue('2015550123');

    // Every message.
    await page.getByLabel('First name').fill('');
    await page.getByLabel('ZIP code').fill('01234');
    await page.getByLabel('Mobile number (optional)').fill('0123456789');
    await page.getByLabel('Business number (optional)').fill('12345');
    await page.getByLabel('Email address').fill('not-an-email');
    // aria-disabled: still focusable and clickable; the click shows what is missing.
    await submit.click({ force: true });
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary).toBeFocused();
    for (const message of [
      'Invalid firstname',
      'Invalid lastname',
      'Invalid email',
      'Invalid ZIP code',
      'Invalid mobile number',
      'Invalid business number',
      'Required field',
    ]) {
      await expect(summary).toContainText(message);
      await expect(page.locator('form').getByText(message).first()).toBeVisible();
    }
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Invalid email');
    await expectNoAxeViolations(page);
    await summary.getByRole('link', { name: 'Last name: Invalid lastname' }).click();
    await expect(page.getByLabel('Last name')).toBeFocused();
  });

  test('registers, says what happens next, and a second identical registration is fine', async ({
    page,
  }) => {
    const email = `ada.${Date.now()}@example.com`;
    const fill = async () => {
      await page.goto('fios-registration');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Street address').fill('1 Larkin Plz');
      await page.getByLabel('City').fill('Yonkers');
      await page.getByLabel('ZIP code').fill('10701');
      await page.getByRole('checkbox').check();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await page.getByRole('button', { name: 'Submit' }).click();
    };
    await fill();
    await expect(h1(page)).toHaveText("Thank you, you're on the list");
    await expect(page.getByText(`We'll email ${email} as soon as fiber`)).toBeVisible();
    await expect(page.getByText(/You had already registered/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fill();
    await expect(h1(page)).toHaveText("Thank you, you're on the list");
    await expect(page.getByText(/You had already registered/)).toBeVisible();
  });
});

/** A 5G page (C-band qualified; 5G-qualified or not, as `qualified`): it says 5G is available. */
async function openFiveG(page: Page, to: string, qualified: 'true' | 'false') {
  await seedStore(page, {
    availability: availability({ Qualified: qualified, QualifiedCBand: 'true' }),
  });
  await page.goto(to);
  await expect(h1(page)).toHaveText('Great news! 5G Business Internet is available.');
}

test.describe('wireless plan pages (screens 9-10)', () => {
  test('/4g-plan: three radio cards, texts and prices, order now', async ({ page }) => {
    await page.goto('4g-plan');
    await expect(h1(page)).toHaveText('Good news! You qualify for 4G LTE Business Internet.');
    await expect(page.getByText(/5G Business Internet is not available/)).toBeVisible();
    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(3);
    for (const name of ['10 Mbps at $69.00/mo', '25 Mbps at $99.00/mo', '50 Mbps at $199.00/mo']) {
      await expect(page.getByRole('radio', { name })).toBeVisible();
    }
    for (const text of [
      'For 1-2 employees',
      'For 2-5 employees',
      'For up to 10 employees',
      '$99.00 one-time discount',
      '$199.00 one-time discount',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Self Install', { exact: true })).toHaveCount(3);
    await expect(page.getByText(FINE_PRINT)).toHaveCount(3);
    await page.getByRole('radio', { name: '25 Mbps at $99.00/mo' }).check();
    const order = page.getByRole('link', { name: 'Order now' });
    await expect(order).toHaveAttribute('href', WIRELESS_SITE);
    await expect(order).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test('/5g-plan with the 5G-qualified flag: 100, 200 and 400 Mbps', async ({ page }) => {
    await openFiveG(page, '5g-plan', 'true');
    await expect(
      page.getByText('Get fast speed with unlimited data to optimize your business network.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      '100 Mbps',
      '200 Mbps',
      '400 Mbps',
    ]);
    for (const text of ['$69.00/mo', '$99.00/mo', '$199.00/mo', '$99.00 one-time discount']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(FINE_PRINT)).toHaveCount(3);
    await expect(page.getByText('Do-it-yourself setup')).toHaveCount(2);
    await expect(page.getByText('Professional Install')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('/cband-plan without the 5G-qualified flag: no 400 Mbps', async ({ page }) => {
    await openFiveG(page, 'cband-plan', 'false');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['100 Mbps', '200 Mbps']);
    await expect(page.getByText('$199.00/mo')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('several addresses: tiles collapse behind +/-', async ({ page }) => {
    await seedStore(page, {
      availability: {
        ...availability({ Qualified: 'true', QualifiedCBand: 'false' }),
        HasMultipleAddress: 'Y',
      },
    });
    await page.goto('5g-plan');
    const toggle = page.getByRole('button', { name: '400 Mbps plan details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('$199.00 one-time discount')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('$199.00 one-time discount')).toBeVisible();
    await expect(page.getByText('Professional Install')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

test.describe('/bulk-address-upload (screen 6) and the BI Qualification Tool', () => {
  test('+ Add Address hides at 25 rows', async ({ page }) => {
    await page.goto('bulk-address-upload');
    await expect(h1(page)).toHaveText('Where would you like internet service for your business?');
    const add = page.getByRole('button', { name: '+ Add Address' });
    for (let i = 1; i < 25; i++) await add.click();
    await expect(page.getByRole('group', { name: /^Address \d+$/ })).toHaveCount(25);
    await expect(add).toHaveCount(0);
    await expect(page.getByText("You've added the maximum of 25 addresses.")).toBeVisible();
    await page.getByRole('button', { name: 'Remove address 25' }).click();
    await expect(add).toBeVisible();
  });

  test('Continue waits for the captcha; results list plans per address; Go back', async ({
    page,
  }) => {
    await page.goto('bulk-address-upload');
    await expect(page.getByRole('link', { name: 'See our wireless coverage map' })).toHaveAttribute(
      'href',
      WIRELESS_SITE,
    );
    await expect(page.getByRole('button', { name: 'Bulk Address Upload' })).toBeVisible();
    await fillBulkRow(page, 1, ['901 Bagby St', '', 'Houston', 'TX', '77002']);
    await page.getByRole('button', { name: '+ Add Address' }).click();
    await fillBulkRow(page, 2, ['100 SE 2nd St', '', 'Miami', 'FL', '33131']);
    await page.getByRole('button', { name: '+ Add Address' }).click();
    await fillBulkRow(page, 3, ['1215 K St', '', 'Sacramento', 'CA', '95814']);
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    await expect(page.getByRole('alert')).toContainText("Confirm you're not a robot");
    await expectNoAxeViolations(page);

    await solveCaptcha(page);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/price-plan$/);
    await expect(h1(page)).toHaveText('BI Qualification Tool');
    await expect(page).toHaveTitle(/^BI Qualification Tool \| /);
    const bagby = page.getByRole('region', { name: /^901 Bagby St/ });
    const miami = page.getByRole('region', { name: /^100 SE 2nd St/ });
    const kst = page.getByRole('region', { name: /^1215 K St/ });
    // 5G yes, C-band no: the 5G-only list (400 Mbps listed, professional install).
    await expect(bagby.getByRole('heading', { level: 3 })).toHaveText([
      '100 Mbps',
      '200 Mbps',
      '400 Mbps',
    ]);
    // C-band yes, 5G no: the 5G list without the flag.
    await expect(miami.getByRole('heading', { level: 3 })).toHaveText(['100 Mbps', '200 Mbps']);
    // 4G only: the 4G list.
    await expect(kst.getByText('$69.00/mo')).toBeVisible();
    await expect(kst.getByRole('button', { name: '50 Mbps plan details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectNoAxeViolations(page);

    // Several addresses: back two history steps, to the filled-in bulk page.
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/bulk-address-upload$/);
    await expect(
      page.getByRole('group', { name: 'Address 3' }).getByLabel('Street address'),
    ).toHaveValue('1215 K St');
  });

  test('one address: Go back is one step', async ({ page }) => {
    await page.goto('bulk-address-upload');
    await fillBulkRow(page, 1, ['2600 Fresno St', '', 'Fresno', 'CA', '93721']);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page)).toHaveText('BI Qualification Tool');
    // No qualification: the 4G list.
    await expect(page.getByText('$69.00/mo')).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/bulk-address-upload$/);
  });

  test('CSV upload fills the rows, or lists the problems per line', async ({ page }) => {
    await page.goto('bulk-address-upload');
    await page.getByTestId('bulk-csv').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('901 Bagby St,,Houston,TX,77002\n,,Miami,ZZ,331\n'),
    });
    await expect(page.getByText(/^Line 2: the street address is missing/)).toBeVisible();
    await page.getByTestId('bulk-csv').setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'addressLine1,addressLine2,city,stateProvince,postalCode\n' +
          '901 Bagby St,,Houston,TX,77002\n1215 K St,,Sacramento,California,95814\n',
      ),
    });
    await expect(page.getByText('2 addresses added from your file.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Address 2' }).getByLabel('State')).toHaveValue(
      'CA',
    );
    await expectNoAxeViolations(page);
  });
});
