/**
 * The one-time passcode that verifies the customer's mobile number: a 6-digit code texted to
 * the number, kept only as a hash, valid 5 minutes, single use, 5 wrong tries per code, at most
 * 5 codes per number per hour (and 3 numbers per session or cart, sms-destinations.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { last4 } from '@bizline/domain/checkout/mask';
import { creditCheckComplete } from '@bizline/domain/checkout/sequence';
import { digitsOnly } from '@bizline/domain/format';
import { isValidPhoneDigits, validatePhone } from '@bizline/domain/validators/phone';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http-errors';
import { deliverSoon, queueSms } from '../../jobs/deliveries';
import type { Session } from '../session/service';
import {
  CODE_MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  newCode,
  redeemCode,
  sha256,
  storeCode,
} from './one-time-code';
import { claimOtpDestination } from './sms-destinations';
import { loadCheckoutAt, updateCheckout } from './store';

export { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR } from './one-time-code';
export const OTP_MESSAGES = {
  ...CODE_MESSAGES,
  sent: 'We sent a 6-digit code to your mobile number. It is valid for 5 minutes.',
  verified: 'Your mobile number is verified.',
  tooManySends: 'Too many codes were sent to this number in the last hour. Please try again later.',
  smsText: (code: string) => `Your order verification code is ${code}. It expires in 5 minutes.`,
} as const;

const codeHash = (cartId: string, sessionId: string, mobileHash: string, code: string) =>
  sha256(`otp:${cartId}:${sessionId}:${mobileHash}:${code}`);

/** The text is queued with the code it carries, in the send's transaction (src/jobs); the
 * caller delivers it at once after the commit (deliverSoon). */
function queuePasscodeSms(
  trx: Kysely<Database>,
  sms: { cartId: string; mobile: string; code: string; key: string },
): Promise<boolean> {
  return queueSms(
    trx,
    { to: sms.mobile, text: OTP_MESSAGES.smsText(sms.code), topic: `otp:${sms.cartId}` },
    { key: sms.key },
  );
}

/** POST Checkout/SendOTPSMS: a new 6-digit code (replacing the old one) texted to smsNumber. */
export async function sendOtp(ctx: AppContext, session: Session, req: { smsNumber: string }) {
  const { cart } = await loadCheckoutAt(ctx, session, 'passcode');
  const mobile = digitsOnly(req.smsNumber);
  if (validatePhone(req.smsNumber) || !isValidPhoneDigits(mobile))
    throw badRequest('smsNumber: Please enter your valid phone number.', 'smsNumber');
  const mobileHash = sha256(`mobile:${mobile}`);
  const now = new Date();
  await claimOtpDestination(ctx.db, {
    sessionId: session.id,
    cartId: cart.cartId,
    mobileHash,
    now,
  });
  const code = newCode();
  const smsKey = `otp-sms:${randomUUID()}`;

  await inTransaction(ctx.db, async (trx) => {
    await storeCode(
      trx,
      ctx.db.dialect,
      {
        scope: cart.cartId,
        sessionId: session.id,
        destinationHash: mobileHash,
        codeHash: codeHash(cart.cartId, session.id, mobileHash, code),
        now,
      },
      { message: OTP_MESSAGES.tooManySends, field: 'smsNumber', code: 'OTP_SEND_LIMIT' },
    );
    await queuePasscodeSms(trx, { cartId: cart.cartId, mobile, code, key: smsKey });
  });
  await deliverSoon(ctx, smsKey);
  await updateCheckout(ctx, cart.cartId, (co) => ({
    // A new number must be verified again.
    progress: { ...co.progress, otpVerified: 'N', creditCheck: 'N' },
    answers: { ...co.answers, otp: { mobileLast4: last4(mobile), sentAt: now.toISOString() } },
  }));
  return {
    Status: 'SUCCESS' as const,
    message: OTP_MESSAGES.sent,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/** POST Checkout/VerifyOTPSMS: single use, 5 minutes, 5 wrong tries per code. */
export async function verifyOtp(ctx: AppContext, session: Session, req: { OTPPin: string }) {
  const { cart } = await loadCheckoutAt(ctx, session, 'passcode');
  const tries = await redeemCode(ctx.db.kysely, {
    scope: cart.cartId,
    sessionId: session.id,
    given: req.OTPPin,
    hashOf: (mobileHash, given) => codeHash(cart.cartId, session.id, mobileHash, given),
    field: 'OTPPin',
  });
  const saved = await updateCheckout(ctx, cart.cartId, (co) => {
    const progress = { ...co.progress, otpVerified: 'Y' as const };
    return {
      progress: { ...progress, creditCheck: creditCheckComplete(progress) ? 'Y' : 'N' },
      answers: {
        ...co.answers,
        otp: { ...(co.answers.otp ?? { mobileLast4: '' }), verifiedAt: new Date().toISOString() },
      },
    };
  });
  return {
    Status: 'SUCCESS' as const,
    message: OTP_MESSAGES.verified,
    // The right passcode's own try is not held against the visitor.
    attemptsLeft: OTP_MAX_ATTEMPTS - tries + 1,
    progress: saved.progress,
  };
}
