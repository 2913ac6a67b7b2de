/**
 * The classic checkout of the screens journeys: each section filled as a visitor does
 * it, with a picture of each as it opens. The credit bureau's and the payment provider's test
 * identities are those of docs/providers.md.
 */
import { lastMessage, onPath, uniqueMobile, until } from './drive.mjs';

export const SSN_PASS = '123-45-6789';
export const SSN_FAIL = '123-45-0000';

const TITLES = {
  businessInfo: 'Business information',
  creditCheck: 'Credit check',
  terms: 'Terms and conditions',
  installment: 'Installments and payment',
  installation: 'Installation',
  review: 'Check your answers',
};

function sectionButton(page, key) {
  return page.getByRole('button', { name: new RegExp(`^\\d+\\. ${TITLES[key]}`) });
}

function panel(page, key) {
  return page.getByRole('region', { name: new RegExp(`^\\d+\\. ${TITLES[key]}`) });
}

async function opened(page, key) {
  await until(
    async () => (await sectionButton(page, key).getAttribute('aria-expanded')) === 'true',
    `the section '${TITLES[key]}' to open`,
  );
  const p = panel(page, key);
  await p.waitFor();
  return p;
}

async function completed(page, key) {
  await until(
    async () => /Completed/.test(await sectionButton(page, key).innerText()),
    `the section '${TITLES[key]}' to be completed`,
  );
}

/**
 * From /checkout to the page the order leads to, photographing each section (names prefixed
 * with `prefix`); `ssn` picks the credit outcome.
 */
export async function checkout(page, { camera, dbFile }, { prefix, ssn }) {
  const mobile = uniqueMobile();
  const shoot = (key, slug, title) =>
    camera.shot(page, `${prefix}-${slug}`, title, { at: sectionButton(page, key) });

  let p = await opened(page, 'businessInfo');
  if (prefix === 'checkout') {
    await p.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    await camera.shot(page, 'checkout-business-info-errors', 'Checkout: the error summary', {
      at: page.getByRole('alert').filter({ hasText: 'There is a problem' }),
    });
  }
  await p.getByLabel('First name', { exact: true }).fill('Ada');
  await p.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await p.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await p.getByLabel('Business name', { exact: true }).fill('Analytical Engines LLC');
  await shoot('businessInfo', 'business-info', 'Checkout: business information');
  await p.getByRole('button', { name: 'Continue' }).click();
  await completed(page, 'businessInfo');

  p = await opened(page, 'creditCheck');
  await p.getByLabel('First name', { exact: true }).fill('Ada');
  await p.getByLabel('Last name', { exact: true }).fill('Lovelace');
  const dob = p.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Month', { exact: true }).fill('12');
  await dob.getByLabel('Day', { exact: true }).fill('10');
  await dob.getByLabel('Year', { exact: true }).fill('1980');
  await p.getByRole('textbox', { name: 'Social security number' }).fill(ssn);
  await shoot('creditCheck', 'credit-check', 'Checkout: credit check');
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
  const before = lastMessage(dbFile, 'sms', mobile)?.id ?? 0;
  await p.getByRole('button', { name: 'Send code' }).click();
  const sms = await until(
    () => Promise.resolve(lastMessage(dbFile, 'sms', mobile, before)),
    'the passcode',
  );
  await p.getByLabel('6-digit code').fill(/\b(\d{6})\b/.exec(sms.body_text)[1]);
  await shoot('creditCheck', 'passcode', 'Checkout: the passcode step');
  await p.getByRole('button', { name: 'Verify' }).click();
  await completed(page, 'creditCheck');

  p = await opened(page, 'terms');
  await shoot('terms', 'terms', 'Checkout: terms and conditions');
  for (const box of await p.getByRole('checkbox').all())
    if (!(await box.isChecked())) await box.check();
  await p.getByRole('button', { name: 'Accept and continue' }).click();
  await completed(page, 'terms');

  if (ssn === SSN_PASS) {
    p = await opened(page, 'installment');
    await p.getByLabel('Routing number').fill('021000021');
    await p.getByLabel('Account number').fill('000123456789');
    await shoot('installment', 'installments', 'Checkout: installments and payment');
    await p.getByRole('button', { name: 'Save and continue' }).click();
    await completed(page, 'installment');

    p = await opened(page, 'installation');
    await shoot('installation', 'installation', 'Checkout: installation');
    await chooseSlot(p);
    await completed(page, 'installation');
  }

  p = await opened(page, 'review');
  await shoot('review', 'review', 'Checkout: check your answers');
  await p.getByRole('button', { name: 'Submit order' }).click();
  await onPath(page, ssn === SSN_PASS ? '/confirmation' : '/confirmation-contact-rep', 30_000);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** A technician slot when the section offers dates: the first date with a free slot. */
async function chooseSlot(p) {
  const reserve = p.getByRole('button', { name: 'Reserve this slot' });
  const dates = p.getByRole('group', { name: 'Installation date' }).getByRole('radio');
  if ((await dates.count()) === 0) {
    await p
      .getByRole('button', { name: /Continue|Save/ })
      .first()
      .click();
    return;
  }
  const count = await dates.count();
  for (let i = 0; i < count; i++) {
    await dates.nth(i).check();
    const slots = p
      .getByRole('group', { name: /^Time slots on / })
      .getByRole('radio', { disabled: false });
    await p.getByRole('group', { name: /^Time slots on / }).waitFor();
    if ((await slots.count()) === 0) continue;
    await slots.first().check();
    const covid = p.getByRole('group', { name: /COVID-19/ });
    if ((await covid.count()) > 0) await covid.getByRole('radio', { name: 'No' }).check();
    await reserve.click();
    return;
  }
  throw new Error('no free installation slot');
}
