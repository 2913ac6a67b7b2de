/**
 * The install slots of the quote checkout (GetDueDatesByCoA, SetDueDatesByCoA): the real calendar
 * of the scheduling module, in the quote-based shapes of 002 §3.
 */
import { isQuoteReservationSuccess } from '@bizline/domain/validators/due-date';
import { DUE_DATE_INTERVAL_PREFIX } from '@bizline/domain/constants';
import {
  SLOT_TAKEN_MESSAGE,
  type dueDatesByCoAResponse,
  type setDueDatesByCoARequest,
  type setDueDatesByCoAResponse,
} from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Session, SessionService } from '../session/service';
import { dueDatesForArea, holdSlot, slotAreaOf } from '../scheduling/service';
import { openedQuote } from './opened-quote';

type DueDatesByCoA = z.infer<typeof dueDatesByCoAResponse>;

/**
 * POST Checkout/GetDueDatesByCoA: the technician slots of the address's area with room left, in
 * the raw quote-based shape of 002 §3 (intervals prefixed 'Anytime Between ', as the provider's
 * system sends them; the storefront maps them with packages/domain/src/quote-due-dates.ts).
 */
export async function dueDatesByCoA(
  ctx: AppContext,
  session: Session,
  installationType: string,
): Promise<DueDatesByCoA> {
  const opened = await openedQuote(ctx, session, { mustBeActive: true });
  const type = /^self/i.test(installationType) ? 'self' : 'tech';
  const answer = await dueDatesForArea(ctx, slotAreaOf(opened.address.zip), type);
  const dates = JSON.parse(answer.DueDates) as string[];
  const intervals = JSON.parse(answer.DueDateIntervals) as Record<
    string,
    { code: string; interval: string; available: number }[]
  >;
  const dueDateField = dates
    .map((date) => ({
      valueField: date,
      timeSlotsField: (intervals[date] ?? [])
        .filter((slot) => slot.available > 0)
        .map((slot) => ({
          intervalField: `${DUE_DATE_INTERVAL_PREFIX}${slot.interval}`,
          codeField: slot.code,
        })),
    }))
    .filter((d) => d.timeSlotsField.length > 0);
  const ok = answer.GetDueDateStatus === 'SUCCESS';
  return {
    outputField: {
      ordersField: [
        {
          messageField: ok ? 'Success' : 'Failure',
          dueDatesField: { dueDateField },
          applicableDuedateOptionsField: answer.techOptionFields,
          dispatchInfoField: type === 'tech' ? 'Technician dispatch required' : 'No dispatch',
        },
      ],
    },
  };
}

/**
 * POST Checkout/SetDueDatesByCoA: hold the chosen slot for the cart. The first entry's message
 * is 'success', or the 002 §8 text when the slot is full (nothing held then).
 */
export async function setDueDatesByCoA(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  body: z.infer<typeof setDueDatesByCoARequest>,
  now = new Date(),
): Promise<z.infer<typeof setDueDatesByCoAResponse>> {
  const opened = await openedQuote(ctx, session, { mustBeActive: true }, now);
  const wanted = body.selectedDueDates[0]!;
  const held = await holdSlot(ctx, {
    cartId: opened.cartId,
    area: slotAreaOf(opened.address.zip),
    date: wanted.dueDate,
    intervalCode: wanted.timeSlots.code,
    installType: 'tech',
    now,
  });
  if (!held.ok) {
    return { outputField: { dueDatesSetField: [{ messageField: SLOT_TAKEN_MESSAGE }] } };
  }
  const slot = {
    holdId: held.holdId,
    dueDate: wanted.dueDate,
    code: wanted.timeSlots.code,
    label: held.label,
    until: held.heldUntil,
  };
  await sessions.patch(session, { optix: { ...opened.optix, slot } });
  const answer = { outputField: { dueDatesSetField: [{ messageField: 'success' }] } };
  // The answer the storefront reads with the domain rule; kept honest here too.
  if (!isQuoteReservationSuccess(answer)) throw new Error('reservation answer out of shape');
  return answer;
}
