/**
 * TMF646 Appointment Management v4 (docs/integration.md "TMF646"): an order's install slot as an
 * Appointment, the free slots of its address and installation type (searchTimeSlot), and the
 * reschedule (PATCH of validFor). Times are the service address's local wall time, without an
 * offset (YYYY-MM-DDTHH:MM:SS), as the install calendar keeps them.
 */
import { z } from 'zod';

export const TMF646_BASE = '/tmf-api/appointment/v4';

/** A local date and time: YYYY-MM-DDTHH:MM, with optional seconds and offset (ignored). */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'must be a date-time, e.g. 2026-12-01T08:00:00');

const timePeriod = z.object({
  startDateTime: localDateTime,
  endDateTime: localDateTime.optional(),
});

/** POST searchTimeSlot: the order (relatedEntity) and optional windows to search within. */
export const searchTimeSlotBody = z.object({
  relatedEntity: z
    .array(z.object({ id: z.string().min(1).max(40) }).loose())
    .min(1, 'relatedEntity: the product order to schedule'),
  requestedTimeSlot: z
    .array(z.object({ validFor: timePeriod }).loose())
    .max(50)
    .optional(),
});
export type SearchTimeSlotBody = z.infer<typeof searchTimeSlotBody>;

/** PATCH appointment/{id}: the new slot's validFor (its start names the slot). */
export const appointmentPatch = z.object({ validFor: timePeriod }).loose();
