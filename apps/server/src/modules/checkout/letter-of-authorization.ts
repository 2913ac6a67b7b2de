/**
 * The letter of authorisation: it applies only when a phone number is moved from another
 * provider (a voice line whose number was not assigned from the provider's pool for this cart),
 * and a signed letter must cover every moved number before the terms and the order.
 */
import {
  LOA_REQUIRED_MESSAGE,
  loaCovers,
  movedNumbers,
  type LetterOfAuthorizationRecord,
} from '@bizline/domain/checkout/terms';
import { digitsOnly } from '@bizline/domain/format';
import { validateName } from '@bizline/domain/validators/names';
import { isValidPhoneDigits } from '@bizline/domain/validators/phone';
import type { letterOfAuthorizationRequest } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../http-errors';
import type { LoadedCart } from '../cart/service';
import type { Session } from '../session/service';
import { heldNumbers } from '../tn/service';
import { fieldError } from './field-error';
import { loadCheckout, loadCheckoutAt, updateCheckout } from './store';

/**
 * GET Checkout/LOANEXT: whether the letter of authorisation applies and its answers. It applies
 * only when a phone number is moved from another provider: a line whose number was
 * not assigned from the provider's pool for this cart.
 */
export async function loaNext(ctx: AppContext, session: Session) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  const moved = await movedNumbersOf(ctx, cart);
  return {
    Status: 'SUCCESS' as const,
    loaRequired: moved.length > 0 ? ('Y' as const) : ('N' as const),
    /** The numbers the letter moves. */
    numbers: moved,
    loa: checkout.answers.loa ?? null,
  };
}

/** The cart's numbers moved from another provider (none: no letter of authorisation). */
async function movedNumbersOf(
  ctx: AppContext,
  cart: Pick<LoadedCart, 'cartId' | 'selections'>,
): Promise<string[]> {
  return movedNumbers(
    cart.selections,
    await heldNumbers(ctx.db, cart.cartId, new Date().toISOString()),
  );
}

/** 409 naming 'loa' unless the signed letter covers every moved number. */
export async function assertLoaCovers(
  ctx: AppContext,
  cart: Pick<LoadedCart, 'cartId' | 'selections'>,
  loa: LetterOfAuthorizationRecord | undefined,
): Promise<void> {
  if (!loaCovers(loa, await movedNumbersOf(ctx, cart))) throw conflict(LOA_REQUIRED_MESSAGE, 'loa');
}

/** POST Checkout/LetterOfAuthorization (002 §3 fields). */
export async function letterOfAuthorization(
  ctx: AppContext,
  session: Session,
  req: z.output<typeof letterOfAuthorizationRequest>,
) {
  const { cart } = await loadCheckoutAt(ctx, session, 'terms');
  fieldError(validateName(req.firstName, 'first'), 'firstName');
  fieldError(validateName(req.lastName, 'last'), 'lastName');
  if (req.tDate && !/^\d{2}\/\d{2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(req.tDate))
    throw badRequest('tDate: must be a date (MM/DD/YYYY)', 'tDate');
  const cNumber = digitsOnly(req.cNumber);
  if (req.cNumber && !isValidPhoneDigits(cNumber))
    throw badRequest('cNumber: Please enter your valid phone number.', 'cNumber');
  const numbers = await movedNumbersOf(ctx, cart);
  if (numbers.length) {
    // A letter that moves numbers is signed: the local service to move, a date, the number.
    if (req.localService !== 'Y')
      throw badRequest(
        'localService: authorize us to move your local phone service',
        'localService',
      );
    if (!req.tDate) throw badRequest('tDate: must be a date (MM/DD/YYYY)', 'tDate');
    if (!cNumber) throw badRequest('cNumber: Please enter your valid phone number.', 'cNumber');
  }
  const at = new Date().toISOString();
  await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: co.progress,
    answers: { ...co.answers, loa: { ...req, cNumber, numbers, at } },
  }));
  return { Status: 'SUCCESS' as const };
}
