/**
 * The journeys of `npm run screens`: each starts in a fresh browser context at 1280 px, walks
 * the storefront as a visitor does with the demo data (README "Demo addresses", data/quotes,
 * data/catalogue) and photographs each screen and main dialog on the way (camera.shot).
 */
import { checkout, SSN_FAIL, SSN_PASS } from './checkout.mjs';
import {
  cartRegion,
  checkAddress,
  lastMessage,
  onPath,
  openSection,
  routeOf,
  selectPlan,
  solveCaptcha,
  trigger,
  until,
} from './drive.mjs';

/** One demo address per outcome of the address check (README "Demo addresses"). */
const OUTCOMES = [
  ['hsi', '46 E Main St Newark', /46 E Main St/i, 'customize-hsi', 'Customise (HSI only address)'],
  ['broadband', '120 Main St Annap', /120 Main St/i, 'internet-options', 'Internet options'],
  ['existing', '1 Penn Plz New', /1 Penn Plz/i, 'existing-service', 'Existing service'],
  ['oof', '1 Larkin Plz Yon', /1 Larkin Plz/i, 'out-of-franchise', 'Out of franchise'],
  [
    'pending',
    '33 Washington St Newark',
    /33 Washington St/i,
    'address-pending-order',
    'Pending order question',
  ],
  [
    'active',
    '1000 Wilson Blvd Arl',
    /1000 Wilson Blvd/i,
    'address-active-service',
    'Active service dialog',
  ],
  ['s2slbo', '75 Fountain St Prov', /75 Fountain St/i, 'address-s2slbo', 'S2SLBO outcome'],
  [
    'multiple',
    '230 S Broad St Phil',
    /230 S Broad St/i,
    'address-multiple',
    'Multiple addresses dialog',
  ],
  ['5g', '901 Bagby St Hou', /901 Bagby St/i, '5g-plan', '5G plans'],
  ['cband', '100 SE 2nd St Mia', /100 SE 2nd St/i, 'cband-plan', 'C-band plans'],
  ['4g', '1215 K St Sacr', /1215 K St/i, '4g-plan', '4G LTE plans'],
  ['none', '2600 Fresno St Fres', /2600 Fresno St/i, 'address-no-footprint', 'No footprint flags'],
];

async function outcome(page, { camera }, [, typed, suggestion, name, title]) {
  await checkAddress(page, typed, suggestion);
  // The outcome is a new route or a dialog on the address page.
  await until(
    async () =>
      routeOf(page) !== '/' ||
      (await page.getByRole('dialog').count()) > 0 ||
      (await page.getByRole('alertdialog').count()) > 0,
    `the outcome of ${typed}`,
  );
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const route = routeOf(page);
  await camera.shot(page, name, `${title} (${route === '/' ? 'address page' : route})`);
  if (name === 'address-pending-order') {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await onPath(page, '/pending-order');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await camera.shot(page, 'pending-order', 'Pending order (/pending-order)');
  }
}

async function addressPage(page, { camera }) {
  await page.goto('');
  const street = page.getByRole('combobox', { name: 'Enter your business address*' });
  await street.waitFor();
  await camera.shot(page, 'address', 'Address entry (/)');
  await page.getByRole('button', { name: 'Check availability' }).click({ force: true });
  await page.getByLabel('Mobile number*').focus();
  await page.getByLabel('Mobile number*').blur();
  await camera.shot(page, 'address-errors', 'Address entry with its messages');
  await street.click();
  await page.keyboard.type('1735 Market St Phil', { delay: 10 });
  await page.getByRole('option').first().waitFor();
  await camera.shot(page, 'address-suggestions', 'Address suggestions');
  await page.goto('lq');
  await street.waitFor();
  await camera.shot(page, 'lq', 'Address qualification page (/lq)');
}

/** Boston fiber: customise, the gate, breakdown, print, save-cart, checkout, confirmation. */
async function fiberOrder(page, env) {
  const { camera, dbFile } = env;
  await checkAddress(page, '100 Summer St Bost', /100 Summer St/i);
  await onPath(page, '/customize-order');
  await page.getByRole('listitem', { name: 'Business Fiber 300 Mbps', exact: true }).waitFor();
  await camera.shot(page, 'customize', 'Customise (/customize-order)');
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await camera.shot(page, 'customize-plan-selected', 'Customise with a plan selected');
  await cartRegion(page).getByRole('button', { name: 'Continue' }).click();
  const notice = page.getByRole('alert').filter({ hasText: /\w/ }).first();
  await notice.waitFor();
  await page.waitForTimeout(1200);
  await camera.shot(page, 'customize-gate', 'Customise: the Continue gate message', { at: notice });
  await cartRegion(page).getByRole('button', { name: 'View price breakdown' }).click();
  const breakdown = page.getByRole('region', { name: 'Price breakdown' });
  await breakdown.waitFor();
  await camera.shot(page, 'customize-breakdown', 'Customise: price breakdown open', {
    at: breakdown,
  });
  await page.emulateMedia({ media: 'print' });
  await camera.shot(page, 'customize-print', 'Print view of the cart');
  await page.emulateMedia({ media: 'screen' });
  await cartRegion(page).getByRole('button', { name: 'View price breakdown' }).click();

  await openSection(page, 'Internet extras');
  const router = page
    .locator('#internetExtras')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Select router' }) })
    .filter({ hasText: /\$15\.00\/mo/ });
  await router.getByRole('button', { name: 'Select router' }).click();
  await until(
    async () => (await trigger(page, 'Internet extras').getAttribute('aria-expanded')) === 'false',
    'the router choice',
  );
  await page.waitForLoadState('networkidle');

  await page.goto('save-cart');
  await page.getByRole('heading', { level: 1, name: 'Save your cart' }).waitFor();
  await camera.shot(page, 'save-cart', 'Save cart (/save-cart)');
  const email = `screens-${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Confirm email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Save cart' }).click();
  await page.getByRole('heading', { level: 1, name: 'Email sent' }).waitFor();
  await camera.shot(page, 'save-cart-confirmation', "Save cart: 'Email sent'");
  const mail = await until(
    () => Promise.resolve(lastMessage(dbFile, 'email', email)),
    'the saved-cart e-mail',
  );
  const link = /https?:\/\/\S*[?&]scartid=[^\s&]+/.exec(mail.body_text)?.[0];
  const other = await page
    .context()
    .browser()
    .newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const gate = await other.newPage();
    camera.watch(gate);
    await gate.goto(link);
    await gate.getByRole('heading', { level: 1 }).waitFor();
    await camera.shot(gate, 'saved-cart-gate', 'Saved cart: the e-mail gate');
  } finally {
    await other.close();
  }

  await page.goto('customize-order');
  await cartRegion(page).getByRole('button', { name: 'Continue' }).click();
  await onPath(page, '/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await camera.shot(page, 'checkout', 'Checkout (/checkout)');
  await checkout(page, env, { prefix: 'checkout', ssn: SSN_PASS });
  await camera.shot(page, 'confirmation', 'Order confirmation (/confirmation)');

  const orderNo = (
    await page
      .locator('dt', { hasText: /^Order number$/ })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  ).trim();
  await page.goto('order-status');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await camera.shot(page, 'order-status', 'Order status (/order-status)');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Service ZIP code').fill('02110');
  await page.getByRole('button', { name: 'Check status' }).click();
  await page.getByRole('heading', { name: `Order ${orderNo}` }).waitFor();
  await camera.shot(page, 'order-status-result', 'Order status with an order');
}

async function creditFailure(page, env) {
  await checkAddress(page, '100 Summer St Bost', /100 Summer St/i);
  await onPath(page, '/customize-order');
  await selectPlan(page, 'Business Fiber 300 Mbps');
  await openSection(page, 'Internet extras');
  await page
    .locator('#internetExtras')
    .getByRole('listitem')
    .filter({ hasText: /\$15\.00\/mo/ })
    .getByRole('button', { name: 'Select router' })
    .click();
  await until(
    async () => (await trigger(page, 'Internet extras').getAttribute('aria-expanded')) === 'false',
    'the router choice',
  );
  await page.waitForLoadState('networkidle');
  await cartRegion(page).getByRole('button', { name: 'Continue' }).click();
  await onPath(page, '/checkout');
  await checkout(page, env, { prefix: 'checkout-credit-failed', ssn: SSN_FAIL });
  await env.camera.shot(page, 'confirmation-contact-rep', 'Order submitted, credit check failed');
}

async function quoteOrder(page, { camera }) {
  await checkAddress(page, '20 Church St Hart', /20 Church St/i);
  await onPath(page, '/ExistingService');
  await camera.shot(page, 'existing-service-quotes', 'Existing service with price quotes');
  await page.getByLabel('Review an existing price quote').check();
  await page.getByLabel('Price quote number').fill('Q100202');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onPath(page, '/optix-checkout');
  await page.getByRole('heading', { level: 1, name: 'Review your price quote' }).waitFor();
  await camera.shot(page, 'optix-checkout', 'Quote checkout (/optix-checkout)');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Email address').fill('pat.owner@example.com');
  await page.getByLabel(/^Mobile number/).fill('860-555-0142');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await page.getByText('Contact details saved.').waitFor();
  const date = page.getByRole('combobox', { name: 'Installation date' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Reserve this time' }).click();
  await page.getByText(/^Reserved: /).waitFor();
  await camera.shot(page, 'optix-checkout-filled', 'Quote checkout, ready to submit');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await onPath(page, '/optix-confirmation');
  await page.getByTestId('order-number').waitFor();
  await camera.shot(page, 'optix-confirmation', 'Quote order confirmation (/optix-confirmation)');
}

async function bulkTool(page, { camera }) {
  await page.goto('bulk-address-upload');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await camera.shot(page, 'bulk-address-upload', 'Bulk address tool (/bulk-address-upload)');
  const rows = [
    ['100 Summer St', 'Boston', 'MA', '02110'],
    ['901 Bagby St', 'Houston', 'TX', '77002'],
    ['1215 K St', 'Sacramento', 'CA', '95814'],
  ];
  for (const [i, [street, city, state, zip]] of rows.entries()) {
    if (i > 0) await page.getByRole('button', { name: '+ Add Address' }).click();
    const row = page.getByRole('group', { name: `Address ${i + 1}` });
    await row.getByLabel('Street address').fill(street);
    await row.getByLabel('City').fill(city);
    await row.getByLabel('State').selectOption(state);
    await row.getByLabel('ZIP code').fill(zip);
  }
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await onPath(page, '/price-plan');
  await page.getByRole('heading', { level: 1, name: 'BI Qualification Tool' }).waitFor();
  await camera.shot(page, 'price-plan', 'BI Qualification Tool (/price-plan)');
}

async function waitlist(page, { camera }) {
  await page.goto('fios-registration');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await camera.shot(page, 'fios-registration', 'Waitlist registration (/fios-registration)');
}

async function staffPages(page, { camera, staff }) {
  await page.goto('staff/sign-in');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await camera.shot(page, 'staff-sign-in', 'Staff sign-in (/staff/sign-in)');
  await page.getByLabel('E-mail address', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await until(() => Promise.resolve(routeOf(page) !== '/staff/sign-in'), 'the sign-in');
  await page.goto('abandoned-cart');
  await page.getByRole('heading', { level: 1, name: 'Abandoned-cart generator' }).waitFor();
  await camera.shot(page, 'abandoned-cart', 'Abandoned-cart generator (/abandoned-cart)');
  await page.getByLabel('Target e-mail').fill('desk@example.com');
  const csv = [
    'addressID,phoneNumber,state,email,city,street,zipCode',
    '2100001,6175550101,MA,fiber-customer-with-a-long-address@example.com,Boston,100 Summer St,02110',
    '2100101,3025550142,DE,hsi@example.com,Newark,46 E Main St,19711',
    'NO-SUCH-ADDRESS,,MA,bad@example.com,Boston,1 Nowhere St,02110',
  ].join('\n');
  await page
    .getByLabel('Upload CSV')
    .setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByText(/^Done: /).waitFor({ timeout: 60_000 });
  await camera.shot(page, 'abandoned-cart-results', 'Abandoned-cart generator with results');
  await page.goto('staff/mailbox');
  await page.getByRole('heading', { level: 1, name: 'Mailbox' }).waitFor();
  await camera.shot(page, 'staff-mailbox', 'Staff mailbox (/staff/mailbox)');
  await page.getByRole('list', { name: 'Messages' }).getByRole('button').first().click();
  await page.getByRole('region', { name: 'Message' }).waitFor();
  await camera.shot(page, 'staff-mailbox-message', 'Staff mailbox with a message open');
}

async function otherPages(page, { camera }) {
  const pages = [
    ['lbo?code=NTE_PC_GETFLOATCART', 'lbo', 'Lost-business page (/lbo)'],
    ['contact-rep', 'contact-rep', 'Contact a representative (/contact-rep)'],
    ['pendingOrder?scartid=SC12345', 'pending-order-question', 'Continue a pending order?'],
    ['confirmation', 'confirmation-no-order', 'Confirmation without an order'],
  ];
  for (const [route, name, title] of pages) {
    await page.goto(route);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await camera.shot(page, name, title);
  }
}

const withBase = (run) => async (page, env) => {
  // Relative goto() resolves against the storefront base.
  await page.goto(env.base);
  page.goto = (
    (goto) => (url, options) =>
      goto(new URL(url, env.base).href, options)
  )(page.goto.bind(page));
  await run(page, env);
};

export const JOURNEYS = [
  { name: 'address', run: withBase(addressPage) },
  ...OUTCOMES.map((o) => ({ name: `outcome-${o[0]}`, run: withBase((p, e) => outcome(p, e, o)) })),
  { name: 'fiber-order', run: withBase(fiberOrder) },
  { name: 'credit-failure', run: withBase(creditFailure) },
  { name: 'quote-order', run: withBase(quoteOrder) },
  { name: 'bulk-tool', run: withBase(bulkTool) },
  { name: 'waitlist', run: withBase(waitlist) },
  { name: 'staff', run: withBase(staffPages) },
  { name: 'other-pages', run: withBase(otherPages) },
];
