/**
 * The gate of a saved cart (SaveOrder/VerifySavedCart): a solved captcha and an e-mail of the
 * cart's ContactsInfo open it. Failures are limited per cart and per client. Success hands the
 * cart to the visitor's session; only then does GetRetrievedOrder answer.
 */
import { GATE_LIMITS, SAVED_CART_MESSAGES } from '@bizline/domain/wire/saved-cart';
import { sameEmail } from '@bizline/domain/validators/email';
import type { AppContext } from '../../context';
import { HttpError, badRequest, forbidden, notFound } from '../../http-errors';
import { getAddress } from '../address/service';
import { CAPTCHA_MESSAGES, consumeSolution } from '../captcha/service';
import { adoptCart, findCartById } from '../cart/service';
import type { SessionPatch } from '../session/data';
import type { Session, SessionService } from '../session/service';
import * as repo from './repo';
import { liveSavedCart, parseContacts } from './stored';

export interface GateRequest {
  email: string;
  cartId: string;
  altcha: string;
  clientKey: string;
}

/** SaveOrder/VerifySavedCart: the gate. */
export async function verifySavedCart(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  req: GateRequest,
  now = new Date(),
): Promise<{ Status: 'SUCCESS'; scartid: string }> {
  const since = new Date(now.getTime() - GATE_LIMITS.windowMs).toISOString();
  const failed = await repo.failedAttempts(ctx.db.kysely, req.cartId, req.clientKey, since);
  if (failed.cart >= GATE_LIMITS.perCart || failed.client >= GATE_LIMITS.perClient) {
    throw new HttpError(429, SAVED_CART_MESSAGES.tooManyAttempts, { code: 'TOO_MANY_ATTEMPTS' });
  }
  const check = await consumeSolution(ctx.db, req.altcha, now.getTime());
  if (check !== 'ok') throw badRequest(CAPTCHA_MESSAGES[check], 'altcha');
  // The attempt is taken (as a failure) before anything is compared; the check above only
  // spares a captcha. Probing unknown ids counts against the client like a wrong e-mail.
  const attemptId = await repo.reserveGateAttempt(
    ctx.db.kysely,
    ctx.db.dialect,
    { cart_id: req.cartId, client_key: req.clientKey, at: now.toISOString() },
    since,
    GATE_LIMITS,
  );
  if (attemptId === null) {
    throw new HttpError(429, SAVED_CART_MESSAGES.tooManyAttempts, { code: 'TOO_MANY_ATTEMPTS' });
  }
  const saved = await liveSavedCart(ctx, req.cartId, now);
  const contacts = parseContacts(saved.contacts);
  const emails = [
    saved.email,
    contacts.LQEmailId,
    contacts.BIEmailId,
    contacts.SaveCartEmailId,
  ].filter((e) => e && e.trim() !== '');
  if (!emails.some((e) => sameEmail(e, req.email))) {
    throw forbidden(ctx.config.savedCartGateError, 'email');
  }
  await repo.markGateSuccess(ctx.db.kysely, attemptId);
  const cart = await findCartById(ctx, saved.cart_id);
  const address = cart ? await getAddress(ctx.db, cart.address_id) : undefined;
  if (!cart || !address) throw notFound(SAVED_CART_MESSAGES.notFound, 'sessionId');
  await adoptCart(ctx, cart.cart_id, session.id);
  // The session takes the cart as a qualification would set it (the cart is re-qualified from
  // the footprint's current flags).
  const patch: SessionPatch = {
    cartId: cart.cart_id,
    cartAddressId: address.address_id,
    lq: {
      addressId: address.address_id,
      baseAddressId: address.base_address_id,
      fiber: address.fiber === 'Y' ? 'Y' : 'N',
    },
    lqContact:
      contacts.LQEmailId || contacts.LQContactTN
        ? { email: contacts.LQEmailId, phone: contacts.LQContactTN }
        : undefined,
    addressChoices: undefined,
    verifiedSavedCartId: cart.cart_id,
  };
  await sessions.patch(session, patch);
  return { Status: 'SUCCESS', scartid: cart.cart_id };
}
