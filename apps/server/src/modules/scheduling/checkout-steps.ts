/**
 * The installation steps of the classic checkout: the scheduling service (slots) joined with the
 * checkout's answers (answers.installation, progress.installation). Kept apart from service.ts
 * so the checkout service can import the slot functions without a cycle.
 */
import type { DueDateAnswer } from '@bizline/domain/wire/checkout';
import { SLOT_TAKEN_MESSAGE } from '@bizline/domain/wire/checkout';
import type { InstallType } from '@bizline/domain/orders/install-calendar';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import { assertStepAllowed, loadCheckout, updateCheckout } from '../checkout/service';
import type { Session } from '../session/service';
import { dueDatesForArea, holdSlot, releaseHolds } from './service';

const typeOf = (t: string | undefined): InstallType => (t === 'self' ? 'self' : 'tech');

/** GET Checkout/GetDueDateDetails: due dates of the chosen type (technician by default). */
export async function dueDateDetails(ctx: AppContext, session: Session): Promise<DueDateAnswer> {
  const { cart, checkout } = await loadCheckout(ctx, session);
  return dueDatesForArea(ctx, cart.row.tn_area, typeOf(checkout.answers.installation?.type));
}

/** POST Checkout/GenerateSelfInstallment: record the type; a slot of the other type goes back. */
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
  const { cart, checkout } = await loadCheckout(ctx, session);
  if (checkout.answers.installation?.type !== type) {
    await releaseHolds(ctx, cart.cartId);
    await updateCheckout(ctx, cart.cartId, (c) => ({
      progress: { ...c.progress, installation: 'N' },
      answers: {
        ...c.answers,
        installation: { dueDate: '', timeSlotCode: '', timeSlot: '', type, holdId: null },
      },
    }));
  }
  return dueDatesForArea(ctx, cart.row.tn_area, type);
}

/** POST Checkout/SetDueDate: hold the slot and record it; FAIL with the 002 §8 text if taken. */
export async function setDueDate(
  ctx: AppContext,
  session: Session,
  req: { dueDate: string; timeSlotCode: string; SIselected?: 'self' | 'tech' },
) {
  const now = new Date();
  const { cart, checkout } = await loadCheckout(ctx, session, now);
  assertStepAllowed('installation', checkout.progress);
  const type = req.SIselected ?? typeOf(checkout.answers.installation?.type);
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
    await updateCheckout(ctx, cart.cartId, (c) => ({
      progress: { ...c.progress, installation: 'Y' },
      answers: {
        ...c.answers,
        installation: {
          dueDate: req.dueDate,
          timeSlotCode: req.timeSlotCode,
          timeSlot: held.label,
          type,
          holdId: held.holdId,
        },
      },
    }));
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
  await updateCheckout(ctx, cart.cartId, (c) => ({
    progress: c.progress,
    answers: { ...c.answers, covid: answer },
  }));
  return { Status: 'SUCCESS' as const };
}
