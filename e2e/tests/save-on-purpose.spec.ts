/**
 * Issue 10 §5 "Save on purpose", at 375 px and 1280 px, axe clean: a visible 'Save cart' on
 * customise and on checkout opens /save-cart with the e-mail the address step gave (the server's
 * value, not only the browser's), and the empty form answers with one error summary.
 */
import { expect, test, type Page } from '../support/fixtures';
import { sectionButton } from '../support/checkout';
import {
  cartRegion,
  continueToCheckout,
  EMAIL,
  openSection,
  path,
  planTile,
  routerTile,
} from '../support/customize';
import { VIEWPORTS, qualifyTo } from '../support/entry';
import { checkScreen, watch } from '../support/mobile';
import { saveCartForm } from '../support/saved-cart';

/** The page's 'Save cart' action (a link to /save-cart, described by its hint). */
function saveCartAction(page: Page) {
  return page.getByRole('main').getByRole('link', { name: 'Save cart', exact: true });
}

async function openSaveCart(page: Page): Promise<void> {
  const action = saveCartAction(page);
  await expect(action).toBeVisible();
  await expect(action).toHaveAccessibleDescription(/email you a link to finish your order later/);
  await action.click();
  await expect.poll(() => path(page)).toBe('/save-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Save your cart' })).toBeVisible();
}

/** 100 Summer St, Boston (fiber), Business Fiber 300 Mbps chosen: the UI says so. */
async function fiberPlanChosen(page: Page): Promise<void> {
  await qualifyTo(page, '100 Summer St Bost', /100 Summer St/i, '/customize-order');
  const tile = planTile(page, 'Business Fiber 300 Mbps');
  await tile.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(tile.getByRole('button', { name: 'Selected plan' })).toBeDisabled();
}

/** A rented router too, then Continue to /checkout. */
async function toCheckout(page: Page): Promise<void> {
  await fiberPlanChosen(page);
  await openSection(page, 'Internet extras');
  await routerTile(page, /\$15\.00\/mo/)
    .getByRole('button', { name: 'Select router' })
    .click();
  // A choice keeps its section open.
  await expect(page.getByRole('button', { name: 'Internet extras' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await continueToCheckout(page);
}

for (const vp of VIEWPORTS) {
  test.describe(`save on purpose (${vp.name}, ${vp.width} px)`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('Save cart on customise: the e-mail of the address step, one error summary', async ({
      page,
    }) => {
      const w = watch(page);
      await fiberPlanChosen(page);
      await checkScreen(page, w, page.url());
      await openSaveCart(page);
      const form = saveCartForm(page);
      await expect(form.email).toHaveValue(EMAIL);
      await expect(form.confirmEmail).toHaveValue(EMAIL);

      // The server's value: without anything stored in this browser, the form still has it.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.reload();
      await expect(form.email).toHaveValue(EMAIL);
      await checkScreen(page, w, page.url());

      // The empty form: one error summary, 'There is a problem', a link to each field.
      await form.email.fill('');
      await form.confirmEmail.fill('');
      await form.submit.click();
      const alerts = page.getByRole('alert');
      await expect(alerts).toHaveCount(1);
      const summary = alerts.first();
      await expect(summary).toHaveAccessibleName('There is a problem');
      await expect(summary).toContainText('Please enter required fields.');
      await expect(summary.getByRole('link')).toHaveText([
        'Please enter your valid email address.',
        'Email address not matching.',
      ]);
      await expect(summary).toBeFocused();
      await checkScreen(page, w, page.url());
      await summary.getByRole('link', { name: 'Please enter your valid email address.' }).click();
      await expect(form.email).toBeFocused();
    });

    test('Save cart on checkout; steps not open yet and Submit order say why', async ({ page }) => {
      const w = watch(page);
      await toCheckout(page);
      // A later step is locked and says why; so does the cart's Submit order.
      const credit = sectionButton(page, 'creditCheck');
      await expect(credit).toBeDisabled();
      await expect(credit).toHaveAccessibleDescription(
        'Steps open in order: complete the steps above to go on.',
      );
      const submit = cartRegion(page).getByRole('button', { name: 'Submit order' });
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAccessibleDescription(
        'Submit order becomes available when every checkout step is complete.',
      );
      await checkScreen(page, w, page.url());
      await openSaveCart(page);
      await expect(saveCartForm(page).email).toHaveValue(EMAIL);
      await checkScreen(page, w, page.url());
    });
  });
}
