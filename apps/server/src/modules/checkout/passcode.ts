/**
 * The one-time passcode that verifies the customer's mobile number: a 6-digit code texted to
 * the number, kept only as a hash, valid 5 minutes, single use, 5 wrong tries per code, at most
 * 5 codes per number per hour (and 3 numbers per session or cart, sms-destinations.ts).
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { last4 } from '@bizline/domain/checkout/mask';
import { creditCheckComplete } from '@bizline/domain/checkout/sequence';
import { digitsOnly } from '@bizline/domain/format';
import { isValidPhoneDigits, validatePhone } from '@bizline/domain/validators/phone';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../http-errors';
import { deliverSoon, queueSms } from '../../jobs/deliveries';
import type { Session } from '../session/service';
import * as repo from './repo';
import { claimOtpDestination } from './sms-destinations';
import { loadCheckoutAt, updateCheckout } from './store';

const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MESSAGES = {
  sent: 'We sent a 6-digit code to your mobile number. It is valid for 5 minutes.',
  verified: 'Your mobile number is verified.',
  noCode: 'There is no active code. Ask for a new code.',
  expired: 'The code has expired. Ask for a new code.',
  locked: 'Too many wrong tries. Ask for a new code.',
  tooManySends: 'Too many codes were sent to this number in the last hour. Please try again later.',
  wrong: (left: number) =>
    `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  smsText: (code: string) => `Your order verification code is ${code}. It expires in 5 minutes.`,
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
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
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const smsKey = `otp-sms:${randomUUID()}`;

  await inTransaction(ctx.db, async (trx) => {
    await repo.lockMobileSends(trx, ctx.db.dialect, mobileHash);
    const since = new Date(now.getTime() - 3600_000).toISOString();
    if ((await repo.countSendsSince(trx, mobileHash, since)) >= OTP_MAX_SENDS_PER_HOUR)
      throw new HttpError(429, OTP_MESSAGES.tooManySends, {
        field: 'smsNumber',
        code: 'OTP_SEND_LIMIT',
      });
    await repo.replaceActiveOtps(trx, cart.cartId);
    await repo.insertOtp(trx, {
      cart_id: cart.cartId,
      session_id: session.id,
      mobile_hash: mobileHash,
      code_hash: codeHash(cart.cartId, session.id, mobileHash, code),
      attempts: 0,
      status: 'active',
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000).toISOString(),
    });
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
  const otp = await repo.findActiveOtp(ctx.db.kysely, cart.cartId);
  const failure = (message: string, attemptsLeft: number, status = 400) =>
    new HttpError(status, message, { field: 'OTPPin', code: 'OTP_REFUSED', attemptsLeft });
  if (!otp || otp.session_id !== session.id) {
    const last = await repo.lastOtpStatus(ctx.db.kysely, cart.cartId);
    throw failure(last === 'locked' ? OTP_MESSAGES.locked : OTP_MESSAGES.noCode, 0);
  }
  if (otp.expires_at <= new Date().toISOString()) throw failure(OTP_MESSAGES.expired, 0);
  // The try is counted before the passcode is compared: at most OTP_MAX_ATTEMPTS
  // comparisons per code, whatever the concurrency.
  const tries = await repo.takeTry(ctx.db.kysely, otp.id, OTP_MAX_ATTEMPTS);
  if (tries === null) {
    const state = await repo.otpState(ctx.db.kysely, otp.id);
    const usedUp = state?.status === 'locked' || (state?.attempts ?? 0) >= OTP_MAX_ATTEMPTS;
    throw failure(usedUp ? OTP_MESSAGES.locked : OTP_MESSAGES.noCode, 0);
  }
  if (codeHash(cart.cartId, session.id, otp.mobile_hash, req.OTPPin) !== otp.code_hash) {
    const left = OTP_MAX_ATTEMPTS - tries;
    if (left <= 0) await repo.lockOtp(ctx.db.kysely, otp.id);
    throw failure(left > 0 ? OTP_MESSAGES.wrong(left) : OTP_MESSAGES.locked, left);
  }
  if (!(await repo.useOtp(ctx.db.kysely, otp.id))) throw failure(OTP_MESSAGES.noCode, 0);
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
