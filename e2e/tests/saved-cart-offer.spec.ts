/**
 * The saved-cart offer (002 §3 JointOfferSaveCart, §9 "Saved cart offers and add to cart"): a
 * fiber cart saved without the joint offer is opened from its e-mailed link by another visitor;
 * /customize-order offers the joint-offer credit (minus sign stripped) with 'Add to cart', and
 * taking it lowers the monthly price the floating cart shows by exactly that credit.
 */
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import {
  cartRegion,
  cents,
  headerPrice,
  path,
  perMonth,
  qualifyBoston,
  selectPlan,
  dollarsText,
} from '../support/customize';
import {
  passGate,
  saveCart,
  savedCartEmail,
  uniqueEmail,
  visitElsewhere,
} from '../support/saved-cart';

test.describe.configure({ timeout: 120_000 });

test('a retrieved fiber cart is offered the joint offer; Add to cart lowers the price by it', async ({
  page,
  browser,
}) => {
  await qualifyBoston(page);
  const chosen = await selectPlan(page, 'Business Fiber 300 Mbps');
  const price = chosen.planDetails!.headerInfo.Price;
  const email = uniqueEmail('offer');
  await page.goto('save-cart');
  await saveCart(page, email);
  const mail = await savedCartEmail(email);

  await visitElsewhere(browser, mail.link, async (visitor) => {
    await passGate(visitor, email);
    await expect.poll(() => path(visitor), { timeout: 15_000 }).toBe('/customize-order');
    await expect(cartRegion(visitor)).toBeVisible({ timeout: 20_000 });
    await expect(headerPrice(visitor)).toHaveText(perMonth(price));

    const offer = visitor.getByRole('region', { name: 'An offer for your saved cart' });
    await expect(offer).toBeVisible();
    await expect(offer.getByText('$40.00/mo off', { exact: true })).toBeVisible();
    await expect(offer.getByText(/-\$?\d/)).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({ path: test.info().outputPath('saved-cart-offer.png') });

    await offer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      visitor.getByRole('status').filter({ hasText: 'Offer added to your cart.' }),
    ).toBeVisible();
    await expect(headerPrice(visitor)).toHaveText(perMonth(dollarsText(cents(price) - 4000)));
    // 002 §9: both events reach the tag manager's data layer.
    await expect
      .poll(() =>
        visitor.evaluate(() =>
          ((window as unknown as { dataLayer?: { events?: string[] }[] }).dataLayer ?? []).flatMap(
            (e) => e.events ?? [],
          ),
        ),
      )
      .toEqual(expect.arrayContaining(['Saved_Cart_Offers', 'Add_To_Cart']));
  });
});
