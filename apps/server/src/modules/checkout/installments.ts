/**
 * Installments: how many months the one-time charges, the equipment and the router are paid
 * over. The cart holds the choice (so its prices, the review, the order and the e-mail follow);
 * NextButtonIPM also saves paperless, autopay and the payment method of the section.
 */
import {
  installmentLines,
  isOfferedMonths,
  type InstallmentMonths,
} from '@bizline/domain/checkout/installments';
import type { nextButtonIPMRequest } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import { writeCart } from '../cart/service';
import { getActiveCatalogue } from '../catalogue/service';
import { scheduleForCart } from '../scheduling/service';
import type { Session } from '../session/service';
import { tokenize } from './payment';
import { assertNotPlaced, loadCheckout, loadCheckoutAt, updateCheckout } from './store';

/** GET Checkout/GetInstallments: the installment lines priced from the cart. */
export async function installments(ctx: AppContext, session: Session) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  // The cart holds the choice; the checkout's copy stands in for older carts.
  return installmentLines(
    cart.planDetails.equipmentAndOnetimeCharges,
    cart.selections.installments ?? checkout.answers.installments,
  );
}

const sameMonths = (a: InstallmentMonths | undefined, b: InstallmentMonths) =>
  a?.oneTime === b.oneTime && a.equipment === b.equipment && a.router === b.router;

/** POST Checkout/NextButtonIPM: installments, paperless, autopay and the payment method. */
export async function nextButtonIPM(
  ctx: AppContext,
  session: Session,
  req: z.output<typeof nextButtonIPMRequest>,
) {
  const { cart, checkout } = await loadCheckoutAt(ctx, session, 'installments');
  assertNotPlaced(checkout);
  const months: InstallmentMonths = {
    oneTime: req.oneTimeInstallments,
    equipment: req.equipmentInstallments,
    router: req.routerInstallments,
  };
  for (const [kind, field] of [
    ['oneTime', 'oneTimeInstallments'],
    ['equipment', 'equipmentInstallments'],
    ['router', 'routerInstallments'],
  ] as const) {
    if (!isOfferedMonths(kind, months[kind]))
      throw badRequest(`${field}: ${months[kind]} months is not offered`, field);
  }
  const method = await tokenize(ctx, cart.cartId, req.paymentMethod, req.bank, req.card);
  // The cart bills the chosen months: its priced cart, the review, the order and
  // the e-mail follow.
  await writeCart(ctx, session, async (c) =>
    sameMonths(c.cart.selections.installments, months)
      ? c.abort(null)
      : { selections: { ...c.cart.selections, installments: months }, answer: null },
  );
  const saved = await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: { ...co.progress, installments: 'Y' },
    answers: {
      ...co.answers,
      installments: months,
      paperless: req.paperFreeBilling,
      autopay: {
        enrolled: req.autoPay,
        paymentType: req.paymentMethod,
        authorized: co.answers.autopay?.authorized ?? 'N',
      },
      payment: { method: req.paymentMethod, ...method },
    },
  }));
  const dueDates = await scheduleForCart(
    ctx,
    { area: cart.row.tn_area, selections: cart.selections },
    await getActiveCatalogue(ctx),
    saved.answers.installation?.type,
  );
  return {
    Status: 'SUCCESS' as const,
    progress: saved.progress,
    paymentLast4: method.last4,
    dueDates,
  };
}
