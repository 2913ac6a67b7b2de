/**
 * SMS pumping: a session or a cart may send passcodes to at most
 * OTP_MAX_DESTINATIONS different numbers, counted atomically (repo.claimSmsDestination); the
 * numbers already used stay usable. The per-number hourly limit is in passcode.ts.
 */
import type { Db } from '../../db/index';
import { HttpError } from '../../http-errors';
import * as repo from './repo';

export const OTP_MAX_DESTINATIONS = 3;
export const TOO_MANY_DESTINATIONS_MESSAGE =
  'Passcodes have been sent to too many different numbers for this order. Please use a number you entered before.';

/** Throws 429 when the number would be a new destination beyond the limit of the session or cart. */
export async function claimOtpDestination(
  db: Db,
  input: { sessionId: string; cartId: string; mobileHash: string; now: Date },
): Promise<void> {
  for (const scope of [`session:${input.sessionId}`, `cart:${input.cartId}`]) {
    const ok = await repo.claimSmsDestination(
      db.kysely,
      scope,
      input.mobileHash,
      OTP_MAX_DESTINATIONS,
      input.now.toISOString(),
    );
    if (!ok) {
      throw new HttpError(429, TOO_MANY_DESTINATIONS_MESSAGE, {
        field: 'smsNumber',
        code: 'OTP_DESTINATION_LIMIT',
      });
    }
  }
}
