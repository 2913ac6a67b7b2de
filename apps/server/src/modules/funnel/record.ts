/**
 * Recording the funnel where it happens: an address check with its outcome and channel
 * (qualification), a cart reaching customise (its first load), checkout (its first checkout)
 * and an order. A cart's later steps take the channel of its latest check. Each call takes the
 * executor of the change it follows, so the event commits (or not) with it.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FunnelChannel, FunnelOutcome } from '@bizline/domain/funnel';
import { CHANNEL_HEADER } from '@bizline/domain/http-policy';
import type { Database } from '../../db/schema';
import { STAFF_SESSION_KEY } from '../staff/plugin';
import type { Session } from '../session/service';
import * as repo from './repo';

/**
 * The channel of a storefront request: an agent when a staff member is signed in on the session
 * (agent mode), the kiosk when the storefront says it is in referral mode, the web otherwise.
 */
export function funnelChannel(request: FastifyRequest, session: Session): FunnelChannel {
  if (typeof session.data[STAFF_SESSION_KEY] === 'number') return 'agent';
  const header = request.headers[CHANNEL_HEADER.toLowerCase()];
  return header === 'kiosk' ? 'kiosk' : 'web';
}

/** An address check's event (not run: it goes with the qualification's other writes). */
export function checkRecord(
  db: Kysely<Database>,
  event: { at: string; outcome: FunnelOutcome | null; channel: FunnelChannel; cartId: string },
) {
  return repo.eventInsert(db, {
    occurred_at: event.at,
    step: 'check',
    outcome: event.outcome,
    channel: event.channel,
    cart_id: event.cartId || null,
    once_key: null,
  });
}

/** The cart reached `step`; counted once per cart and step. */
export async function recordCartStep(
  db: Kysely<Database>,
  step: 'customise' | 'checkout' | 'order',
  cartId: string,
  at: string,
): Promise<void> {
  const channel = (await repo.channelOfCart(db, cartId)) ?? 'web';
  await repo.insertEvent(db, {
    occurred_at: at,
    step,
    outcome: null,
    channel: channel as FunnelChannel,
    cart_id: cartId,
    once_key: `${step}:${cartId}`,
  });
}
