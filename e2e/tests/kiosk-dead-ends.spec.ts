/**
 * Issue 10 §6 "No dead ends" at the fiber referral kiosk, at 375 px and 1280 px, axe
 * clean. A kiosk links to no other site, so a page whose way on is the provider's site offers
 * what the kiosk can do instead (decision 019): the wireless plan pages ask a representative to
 * call (the call-back, stored with its reference) and start over for the next customer; the
 * out-of-franchise page offers the call-back in its wireless card and opens no new tab; the
 * waitlist and the pages after an order end with a fresh start.
 */
import { expect, test, type Page } from '../support/fixtures';
import { cartRegion, headerPrice, path, perMonth, selectPlan } from '../support/customize';
import { startCheckout } from '../support/checkout';
import { VIEWPORTS, outsideLinks, qualifyTo, streetField } from '../support/entry';
import { checkScreen, watch, type ScreenWatch } from '../support/mobile';

const ORDER = { svc_orderNo: 'MB7700112233', Refno: 'RF7700112233' };

/** Opens the kiosk (fiosreferral=Y, kept for the visit); answers the watch of its screens. */
async function openKiosk(page: Page): Promise<ScreenWatch> {
  const w = watch(page);
  await page.goto('?fiosreferral=Y');
  // The app has read the flag (kept in sessionStorage) once its page shows.
  await expect(streetField(page)).toBeFocused();
  return w;
}

/**
 * Start over, described for the next customer (`description`), on the screen checked as
 * `where`: back to the address page.
 */
async function startOver(
  page: Page,
  w: ScreenWatch,
  where: string,
  description = 'Clears your details from this screen for the next customer.',
) {
  const button = page.getByRole('button', { name: 'Start over' });
  await expect(button).toHaveAccessibleDescription(description);
  await checkScreen(page, w, where);
  await button.click();
  await expect.poll(() => path(page)).toBe('/');
}

/** The demo addresses the kiosk qualifies: typed, the suggestion, the outcome's page and h1. */
const PLACES = {
  fourG: {
    typed: '1215 K St Sacramento',
    suggestion: /1215 K St/i,
    to: '/4g-plan',
    heading: 'Good news! You qualify for 4G LTE Business Internet.',
  },
  fiveG: {
    typed: '901 Bagby St Houston',
    suggestion: /901 Bagby St/i,
    to: '/5g-plan',
    heading: 'Great news! 5G Business Internet is available.',
  },
  outOfFranchise: {
    typed: '1 Larkin Plz Yonkers',
    suggestion: /1 Larkin Plz/i,
    to: '/out-of-franchise',
  },
  lbo: {
    typed: '75 Fountain St Providence',
    suggestion: /75 Fountain St/i,
    to: '/lbo',
    heading: "Let's set up your order together",
  },
  fiber: { typed: '100 Summer St Bost', suggestion: /100 Summer St/i, to: '/customize-order' },
};

/** Opens the kiosk and qualifies `place`; its outcome's page shows (with its heading). */
async function kioskQualify(
  page: Page,
  place: { typed: string; suggestion: RegExp; to: string; heading?: string },
): Promise<ScreenWatch> {
  const w = await openKiosk(page);
  await qualifyTo(page, place.typed, place.suggestion, place.to);
  await expect(page.getByRole('banner')).toHaveCount(0);
  if (place.heading)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.heading);
  return w;
}

for (const vp of VIEWPORTS) {
  test.describe(`kiosk: no dead ends (${vp.name}, ${vp.width} px)`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('a 4G address: the plan page asks a representative to call, then starts over', async ({
      page,
    }) => {
      const w = await kioskQualify(page, PLACES.fourG);
      // No way off the kiosk: no Order now to the wireless site, no outside link at all.
      await expect(page.getByRole('link', { name: /Order now/ })).toHaveCount(0);
      expect(await outsideLinks(page)).toEqual([]);
      const contact = page.getByRole('region', { name: 'Order with a representative' });
      await expect(contact).toBeVisible();
      await expect(contact.getByRole('button', { name: 'Start over' })).toHaveAccessibleDescription(
        'Clears your details from this screen for the next customer.',
      );
      await checkScreen(page, w, '/4g-plan (kiosk)');

      // The empty form says what is missing, in one summary.
      const form = contact.getByRole('form', { name: 'Have a representative contact me' });
      await form.getByRole('button', { name: 'Contact me' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
        'Enter your name',
      );
      await form.getByLabel('Your name').fill('Grace Hopper');
      await form.getByLabel('Phone number').fill('9165550123');
      await form.getByRole('button', { name: 'Contact me' }).click();
      const done = contact.getByRole('status');
      await expect(done).toContainText('Request received');
      await expect(done).toContainText('A representative will call you at (916) 555-0123');
      await expect(done.getByTestId('callback-reference')).toHaveText(/^CB-[0-9A-Z]{8}$/);
      await checkScreen(page, w, '/4g-plan (kiosk, call-back requested)');

      // Start over: the next customer meets a clean address page, still at the kiosk.
      await contact.getByRole('button', { name: 'Start over' }).click();
      await expect.poll(() => path(page)).toBe('/');
      await expect(streetField(page)).toHaveValue('');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByText('1215 K St')).toHaveCount(0);
    });

    test('a 5G address: the plan page offers the same call-back, no Order now', async ({
      page,
    }) => {
      const w = await kioskQualify(page, PLACES.fiveG);
      await expect(page.getByRole('link', { name: /Order now/ })).toHaveCount(0);
      const contact = page.getByRole('region', { name: 'Order with a representative' });
      await expect(contact.getByRole('button', { name: 'Contact me' })).toBeVisible();
      await expect(contact.getByRole('button', { name: 'Start over' })).toBeVisible();
      await checkScreen(page, w, '/5g-plan (kiosk)');
    });

    test('out of franchise: the wireless card offers the call-back; Register stays on screen', async ({
      page,
    }) => {
      const w = await kioskQualify(page, PLACES.outOfFranchise);
      expect(await outsideLinks(page)).toEqual([]);
      await expect(page.getByRole('link', { name: /Shop plans/ })).toHaveCount(0);
      const form = page.getByRole('form', { name: 'Have a representative contact me' });
      await expect(form.getByRole('button', { name: 'Contact me' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
      const register = page.getByRole('link', { name: 'Register', exact: true });
      await expect(register).not.toHaveAttribute('target', '_blank');
      await checkScreen(page, w, '/out-of-franchise (kiosk)');

      await form.getByLabel('Your name').fill('Ada Lovelace');
      await form.getByLabel('Phone number').fill('9145550111');
      await form.getByRole('button', { name: 'Contact me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Request received' })).toContainText(
        'about business wireless internet',
      );
      await register.click();
      await expect.poll(() => path(page)).toBe('/fios-registration');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Let me know when fiber internet is available',
      );
      // No header at a kiosk: the form ends with the way on for someone who changes their mind.
      await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
      await checkScreen(page, w, '/fios-registration (kiosk)');
    });

    test('after an order the confirmation pages end with Start over', async ({ page }) => {
      const w = watch(page);
      // A kiosk visit whose order was just submitted (the store's confirmation info, 002 §2).
      await page.addInitScript((order) => {
        sessionStorage.setItem('fiosreferral', 'Y');
        if (!sessionStorage.getItem('bizline-store'))
          sessionStorage.setItem(
            'bizline-store',
            JSON.stringify({ state: { confirmationInfo: order }, version: 1 }),
          );
      }, ORDER);
      await page.goto('confirmation-contact-rep');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Your order has been submitted',
      );
      await expect(page.getByText(ORDER.svc_orderNo)).toBeVisible();
      await startOver(
        page,
        w,
        '/confirmation-contact-rep (kiosk)',
        'Your order is placed. This clears your details from the screen for the next customer.',
      );
      await expect(streetField(page)).toHaveValue('');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(
        ORDER.svc_orderNo,
      );
    });

    test("checkout's cart is the kiosk's: Support, no Change address, no print", async ({
      page,
    }) => {
      // A whole customise page (now with a broadband label per plan) and an axe check: ~30 s.
      test.setTimeout(90_000);
      const w = await openKiosk(page);
      await startCheckout(page);
      const cart = cartRegion(page);
      await expect(
        cart.getByRole('button', { name: 'Bizline Communications Support' }),
      ).toBeVisible();
      await expect(cart.getByRole('button', { name: /Change/ })).toHaveCount(0);
      await expect(cart.getByRole('link', { name: /Change/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Print/i })).toHaveCount(0);
      await checkScreen(page, w, '/checkout (kiosk)');
    });

    test('a pending order: Talk to Us, then Start over for the next customer', async ({ page }) => {
      const w = await openKiosk(page);
      await page.goto('pending-order');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Your account already has a pending order',
      );
      await expect(page.getByRole('button', { name: 'Request a call-back' })).toBeVisible();
      await startOver(page, w, '/pending-order (kiosk)');
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test("a sales-team address: the next customer's start keeps nothing of this one", async ({
      page,
    }) => {
      const w = await kioskQualify(page, PLACES.lbo);
      await startOver(page, w, '/lbo (kiosk)');
      // Once, 'Start a new order' prefilled the last customer's address, phone and e-mail.
      await expect(streetField(page)).toHaveValue('');
      await expect(page.getByLabel('Mobile number*')).toHaveValue('');
      await expect(page.getByLabel('Email address*')).toHaveValue('');
    });
  });
}

test('outside the kiosk the wireless plan page keeps Order now and no call-back form', async ({
  page,
}) => {
  await qualifyTo(page, '1215 K St Sacramento', /1215 K St/i, '/4g-plan');
  await expect(page.getByRole('link', { name: /^Order now/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact me' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
});

// At a phone's width the cart is a bar at the bottom; at a kiosk it holds Support beside Continue.
test.describe('kiosk: the cart bar at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the total, the breakdown link and both buttons are visible and apart', async ({ page }) => {
    const w = await kioskQualify(page, PLACES.fiber);
    await selectPlan(page, 'Business Fiber 300 Mbps');
    const cart = cartRegion(page);
    await expect(headerPrice(page)).toHaveText(perMonth('69.00'));
    const parts = [
      headerPrice(page),
      cart.getByRole('button', { name: 'View price breakdown' }),
      cart.getByRole('button', { name: 'Bizline Communications Support' }),
      cart.getByRole('button', { name: 'Continue' }),
    ];
    const boxes = [];
    for (const part of parts) {
      await expect(part).toBeInViewport();
      boxes.push((await part.boundingBox())!);
    }
    // No two of them overlap (the Support button once covered the total and the link).
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        expect(apart, `cart bar parts ${i} and ${j} overlap`).toBe(true);
      }
    await checkScreen(page, w, '/customize-order (kiosk, 375 px)');
  });
});
