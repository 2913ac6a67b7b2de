/**
 * The installation steps of the classic checkout: the scheduling service (slots) joined with the
 * checkout's answers (answers.installation, progress.installation). Kept apart from service.ts
 * so the checkout service can import the slot functions without a cycle.
 */
import type { DueDateAnswer } from '@bizline/domain/wire/checkout';
import { SLOT_TAKEN_MESSAGE } from '@bizline/domain/wire/checkout';
import type { InstallType } from '@bizline/domain/orders/install-calendar';
import { effectiveInstallType, installationItemFor } from '@bizline/domain/checkout/installation';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import {
  assertNotPlaced,
  assertStepAllowed,
  loadCheckout,
  recordInstallation,
  resetInstallation,
  saveAnswer,
} from '../checkout/service';
import type { Session } from '../session/service';
import { writeCart } from '../cart/service';
import { getActiveCatalogue } from '../catalogue/service';
import { holdSlot, releaseHolds, scheduleForCart } from './service';

/** GET Checkout/GetDueDateDetails: due dates of the cart's installation (technician by default). */
export async function dueDateDetails(ctx: AppContext, session: Session): Promise<DueDateAnswer> {
  const { cart, checkout } = await loadCheckout(ctx, session);
  const doc = await getActiveCatalogue(ctx);
  return scheduleForCart(
    ctx,
    { area: cart.row.tn_area, selections: cart.selections },
    doc,
    checkout.answers.installation?.type,
  );
}

/**
 * The installation choice, written where it lives: the cart's installationId when
 * the cart sells installation (so the one-time charges follow), and the checkout's answer; a slot
 * held for the other type goes back and the date is asked again.
 */
async function recordInstallType(
  ctx: AppContext,
  session: Session,
  type: InstallType,
): Promise<{ cart: Awaited<ReturnType<typeof loadCheckout>>['cart'] }> {
  const doc = await getActiveCatalogue(ctx);
  const item = installationItemFor(doc, type);
  const before = await loadCheckout(ctx, session);
  assertNotPlaced(before.checkout);
  if (before.cart.selections.internet?.installationId) {
    if (!item) {
      throw badRequest(
        `isSelfInstall: ${type === 'self' ? 'self' : 'technician'} install is not offered`,
        'isSelfInstall',
      );
    }
    if (before.cart.selections.internet.installationId !== item.id) {
      await writeCart(ctx, session, async (c) => {
        const internet = c.cart.selections.internet;
        if (!internet) return { selections: c.cart.selections, answer: null };
        return {
          selections: { ...c.cart.selections, internet: { ...internet, installationId: item.id } },
          answer: null,
        };
      });
    }
  }
  const { cart, checkout } = await loadCheckout(ctx, session);
  if (checkout.answers.installation?.type !== type) {
    await releaseHolds(ctx, cart.cartId);
    await resetInstallation(ctx, cart.cartId, type);
  }
  return { cart };
}

/** POST Checkout/GenerateSelfInstallment: record the type (in the cart); answers its dates. */
export async function chooseInstallType(
  ctx: AppContext,
  session: Session,
  req: { isSelfInstall: 'Y' | 'N'; isTechInstall: 'Y' | 'N' },
): Promise<DueDateAnswer> {
  if ((req.isSelfInstall === 'Y') === (req.isTechInstall === 'Y')) {
    throw badRequest(
      'isSelfInstall: choose either self install or technician install',
      'isSelfInstall',
    );
  }
  const type: InstallType = req.isSelfInstall === 'Y' ? 'self' : 'tech';
  const { cart } = await recordInstallType(ctx, session, type);
  const doc = await getActiveCatalogue(ctx);
  return scheduleForCart(ctx, { area: cart.row.tn_area, selections: cart.selections }, doc, type);
}

/** POST Checkout/SetDueDate: hold the slot and record it; FAIL with the 002 §8 text if taken. */
export async function setDueDate(
  ctx: AppContext,
  session: Session,
  req: { dueDate: string; timeSlotCode: string; SIselected?: 'self' | 'tech' },
) {
  const now = new Date();
  const first = await loadCheckout(ctx, session, now);
  assertNotPlaced(first.checkout);
  assertStepAllowed('installation', first.checkout.progress);
  const doc = await getActiveCatalogue(ctx);
  const current = effectiveInstallType(
    doc,
    first.cart.selections,
    first.checkout.answers.installation?.type,
  );
  // A type sent with the date is a choice like GenerateSelfInstallment: the cart follows it.
  const type: InstallType = req.SIselected ?? current;
  if (type !== current) await recordInstallType(ctx, session, type);
  const cart = type !== current ? (await loadCheckout(ctx, session, now)).cart : first.cart;
  const held = await holdSlot(ctx, {
    cartId: cart.cartId,
    area: cart.row.tn_area,
    date: req.dueDate,
    intervalCode: req.timeSlotCode,
    installType: type,
    now,
  });
  if (!held.ok) {
    return {
      Status: 'FAIL' as const,
      message: SLOT_TAKEN_MESSAGE,
      dueDate: req.dueDate,
      timeSlot: '',
      heldUntil: '',
    };
  }
  try {
    await recordInstallation(ctx, cart.cartId, {
      dueDate: req.dueDate,
      timeSlotCode: req.timeSlotCode,
      timeSlot: held.label,
      type,
      holdId: held.holdId,
    });
  } catch (e) {
    // Not recorded: the unit goes back rather than waiting for the hold to expire.
    await releaseHolds(ctx, cart.cartId);
    throw e;
  }
  return {
    Status: 'SUCCESS' as const,
    message: '',
    dueDate: req.dueDate,
    timeSlot: held.label,
    heldUntil: held.heldUntil,
  };
}

/** POST Checkout/SetCovid19QuestionValue */
export async function setCovidAnswer(ctx: AppContext, session: Session, answer: 'Y' | 'N') {
  const { cart } = await loadCheckout(ctx, session);
  await saveAnswer(ctx, cart.cartId, 'covid', answer);
  return { Status: 'SUCCESS' as const };
}
