/**
 * The one-time code rules, shared by the checkout's mobile passcode (passcode.ts) and the
 * customer's order page: a 6-digit code kept only as a hash, valid 5 minutes, single use, 5
 * wrong tries per code counted atomically before the comparison, at most 5 codes per
 * destination per hour (sends to one destination serialised so a burst cannot pass the limit).
 * A code belongs to a scope (a cart id, or 'order:<number>') and to the session that asked.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/index';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-errors';
import * as repo from './repo';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const CODE_MESSAGES = {
  noCode: 'There is no active code. Ask for a new code.',
  expired: 'The code has expired. Ask for a new code.',
  locked: 'Too many wrong tries. Ask for a new code.',
  wrong: (left: number) =>
    `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
} as const;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Store a new code for `scope` (the scope's older codes are replaced), in the caller's
 * transaction: 429 `tooManySends` when the destination already had its codes this hour.
 */
export async function storeCode(
  trx: Kysely<Database>,
  dialect: SqlDialect,
  code: {
    scope: string;
    sessionId: string;
    /** What the hourly send limit counts: a mobile number's hash, or an order's. */
    destinationHash: string;
    codeHash: string;
    now: Date;
  },
  refusal: { message: string; field: string; code: string },
): Promise<void> {
  await repo.lockMobileSends(trx, dialect, code.destinationHash);
  const since = new Date(code.now.getTime() - 3600_000).toISOString();
  if ((await repo.countSendsSince(trx, code.destinationHash, since)) >= OTP_MAX_SENDS_PER_HOUR)
    throw new HttpError(429, refusal.message, { field: refusal.field, code: refusal.code });
  await repo.replaceActiveOtps(trx, code.scope);
  await repo.insertOtp(trx, {
    cart_id: code.scope,
    session_id: code.sessionId,
    mobile_hash: code.destinationHash,
    code_hash: code.codeHash,
    attempts: 0,
    status: 'active',
    created_at: code.now.toISOString(),
    expires_at: new Date(code.now.getTime() + OTP_TTL_SECONDS * 1000).toISOString(),
  });
}

/**
 * Use the scope's active code when `hashOf(code)` matches: the number of tries it took (this
 * one included). Otherwise an HttpError (400 by default) with `field`, code 'OTP_REFUSED' and the
 * tries left. A code asked for by another session never matches.
 */
export async function redeemCode(
  db: Kysely<Database>,
  req: {
    scope: string;
    sessionId: string;
    given: string;
    hashOf: (destinationHash: string, given: string) => string;
    field: string;
  },
): Promise<number> {
  const otp = await repo.findActiveOtp(db, req.scope);
  const failure = (message: string, attemptsLeft: number) =>
    new HttpError(400, message, { field: req.field, code: 'OTP_REFUSED', attemptsLeft });
  if (!otp || otp.session_id !== req.sessionId) {
    const last = await repo.lastOtpStatus(db, req.scope);
    throw failure(last === 'locked' ? CODE_MESSAGES.locked : CODE_MESSAGES.noCode, 0);
  }
  if (otp.expires_at <= new Date().toISOString()) throw failure(CODE_MESSAGES.expired, 0);
  // The try is counted before the code is compared: at most OTP_MAX_ATTEMPTS comparisons per
  // code, whatever the concurrency.
  const tries = await repo.takeTry(db, otp.id, OTP_MAX_ATTEMPTS);
  if (tries === null) {
    const state = await repo.otpState(db, otp.id);
    const usedUp = state?.status === 'locked' || (state?.attempts ?? 0) >= OTP_MAX_ATTEMPTS;
    throw failure(usedUp ? CODE_MESSAGES.locked : CODE_MESSAGES.noCode, 0);
  }
  if (req.hashOf(otp.mobile_hash, req.given) !== otp.code_hash) {
    const left = OTP_MAX_ATTEMPTS - tries;
    if (left <= 0) await repo.lockOtp(db, otp.id);
    throw failure(left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.locked, left);
  }
  if (!(await repo.useOtp(db, otp.id))) throw failure(CODE_MESSAGES.noCode, 0);
  return tries;
}
