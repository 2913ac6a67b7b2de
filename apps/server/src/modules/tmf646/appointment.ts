/**
 * TMF646 over an order's install slot (docs/integration.md "TMF646"): the appointment's id is the
 * order number; its validFor the slot's date and interval; category the installation type (tech:
 * a technician's visit, self: the equipment ships); relatedPlace the service address;
 * relatedEntity the order. The reschedule is the console's (orders/reschedule.ts): the same
 * capacity rules, locks, history, e-mail and events.
 */
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import { TMF646_BASE, type SearchTimeSlotBody } from '@bizline/domain/wire/tmf646';
import type { AppContext } from '../../context';
import { conflict } from '../../http-errors';
import { toOrder, type Order } from '../orders/order-record';
import { rescheduleOrder, slotsForOrder } from '../orders/reschedule';
import { availableSlots, slotAreaOf } from '../scheduling/service';
import type { Integration } from '../tmf622/api-keys';
import { productOrderHref } from '../tmf622/product-order';
import { servicePlace } from '../tmf622/product-order-place';
import { integrationActor } from '../tmf622/service';
import { findOrderRow } from './repo';

const NOT_OFFERED = 'No install interval starts then: search the free time slots first.';

/** '8:00 PM' -> '20:00'. */
function time24(h: string, m: string, half: string) {
  const hour = (Number(h) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/**
 * A slot's local window from its date and interval label: '8:00 AM - 12:00 PM' is 08:00-12:00;
 * a label with one time ('Equipment ships by 8:00 PM') runs from the day's start to it.
 */
function slotWindow(date: string, label: string) {
  const times = [...label.matchAll(/(\d{1,2}):(\d{2})\s*(AM|PM)/gi)].map((m) =>
    time24(m[1]!, m[2]!, m[3]!),
  );
  const [start, end] = times.length >= 2 ? times : ['00:00', times[0] ?? '23:59'];
  return { startDateTime: `${date}T${start}:00`, endDateTime: `${date}T${end}:00` };
}

const installType = (o: Order) => (o.installation.type === 'self' ? 'self' : 'tech');

const STATUS: Record<string, string> = { cancelled: 'cancelled', completed: 'completed' };

async function orderOf(ctx: AppContext, id: string): Promise<Order | null> {
  const row = await findOrderRow(ctx.db.kysely, normalizeOrderNumber(id));
  return row ? toOrder(row) : null;
}

function relatedPlace(o: Order) {
  const s = o.snapshot as { serviceAddress?: Parameters<typeof servicePlace>[1] } | null;
  const text = (o.customer as { serviceAddress?: string }).serviceAddress;
  const place = servicePlace(o.orderNo, s?.serviceAddress, text);
  return place ? { ...place, role: 'serviceAddress' } : undefined;
}

function relatedEntity(ctx: AppContext, o: Order) {
  return [
    {
      id: o.orderNo,
      href: productOrderHref(ctx.config.publicUrl, o.orderNo),
      name: o.refNo,
      role: 'productOrder',
      '@referredType': 'ProductOrder',
    },
  ];
}

function appointmentOf(ctx: AppContext, o: Order) {
  const i = o.installation;
  const place = relatedPlace(o);
  return {
    id: o.orderNo,
    href: `${ctx.config.publicUrl}${TMF646_BASE}/appointment/${encodeURIComponent(o.orderNo)}`,
    status: STATUS[o.status] ?? 'confirmed',
    category: installType(o),
    description: i.timeSlot,
    validFor: slotWindow(i.dueDate, i.timeSlot),
    ...(place ? { relatedPlace: place } : {}),
    relatedEntity: relatedEntity(ctx, o),
    creationDate: o.createdAt,
    '@type': 'Appointment',
  };
}

/** The order's appointment, or null: no such order, or one without an install slot. */
export async function getAppointment(ctx: AppContext, id: string) {
  const o = await orderOf(ctx, id);
  return o?.installation?.dueDate ? appointmentOf(ctx, o) : null;
}

/** The free slots of the order's area and installation type (within the requested windows). */
export async function searchTimeSlot(ctx: AppContext, body: SearchTimeSlotBody, now = new Date()) {
  const o = await orderOf(ctx, body.relatedEntity[0]!.id);
  if (!o) return null;
  const { slots } = await slotsForOrder(ctx, o.orderNo, now);
  const windows = (body.requestedTimeSlot ?? []).map((r) => r.validFor);
  const within = (start: string) =>
    !windows.length ||
    windows.some(
      (w) =>
        start.slice(0, 16) >= w.startDateTime.slice(0, 16) &&
        (!w.endDateTime || start.slice(0, 16) < w.endDateTime.slice(0, 16)),
    );
  const place = relatedPlace(o);
  return {
    id: `${o.orderNo}-${now.getTime()}`,
    status: 'created',
    searchDate: now.toISOString(),
    ...(place ? { relatedPlace: place } : {}),
    relatedEntity: relatedEntity(ctx, o),
    availableTimeSlot: slots
      .map((s) => ({ s, validFor: slotWindow(s.date, s.interval) }))
      .filter(({ validFor }) => within(validFor.startDateTime))
      .map(({ s, validFor }) => ({
        id: `${s.date}.${s.code}`,
        validFor,
        status: 'available',
        '@type': 'TimeSlot',
      })),
    '@type': 'SearchTimeSlot',
  };
}

/**
 * Move the appointment to the slot whose window starts at `validFor.startDateTime`, as the
 * console's reschedule does (HttpError 409: full, not offered, the same slot, a closed order).
 * The appointment after, or null when the order is unknown or has no slot.
 */
export async function rescheduleAppointment(
  ctx: AppContext,
  integration: Integration,
  id: string,
  validFor: { startDateTime: string },
  now = new Date(),
) {
  const o = await orderOf(ctx, id);
  if (!o?.installation?.dueDate) return null;
  const date = validFor.startDateTime.slice(0, 10);
  const start = validFor.startDateTime.slice(0, 16);
  const slots = await availableSlots(ctx, slotAreaOf(o.serviceZip), installType(o), now);
  const slot = slots.find(
    (s) => s.date === date && slotWindow(s.date, s.interval).startDateTime.slice(0, 16) === start,
  );
  if (!slot) throw conflict(NOT_OFFERED, 'validFor');
  await rescheduleOrder(ctx, {
    orderNo: o.orderNo,
    date: slot.date,
    code: slot.code,
    by: integrationActor(integration),
    now,
  });
  return getAppointment(ctx, o.orderNo);
}
