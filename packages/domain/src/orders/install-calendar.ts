/**
 * The install calendar (issue 5; docs/decisions/013-install-slots-and-orders.md): which dates
 * and intervals an area offers. Pure: the server stores the result as capacity rows
 * (install_slots) and counts holds against them.
 */
import { NO_HOLIDAYS, type Holidays } from './holidays';

export type InstallType = 'tech' | 'self';

interface IntervalDef {
  code: string;
  label: string;
}

/** Technician visits: three four-hour windows a day. */
const TECH_INTERVALS: readonly IntervalDef[] = [
  { code: 'AM', label: '8:00 AM - 12:00 PM' },
  { code: 'MID', label: '12:00 PM - 4:00 PM' },
  { code: 'PM', label: '4:00 PM - 8:00 PM' },
];
/** Self install: the equipment ships that day; the customer installs it when it arrives. */
const SELF_INTERVALS: readonly IntervalDef[] = [
  { code: 'SHIP', label: 'Equipment ships by 8:00 PM' },
];

/** Technician visits per interval per area unless configured (npm run slots:generate). */
const DEFAULT_TECH_CAPACITY = 4;
/** Self-install shipments per day per area: ample, the warehouse is not the constraint. */
const DEFAULT_SELF_CAPACITY = 500;
/** Business days offered, starting two days out (time to dispatch a technician). */
export const DEFAULT_CALENDAR_DAYS = 15;
const FIRST_SLOT_OFFSET_DAYS = 2;
/** How long a chosen slot is held for the cart before it goes back to the pool. */
export const SLOT_HOLD_MINUTES = 15;

const intervalsOf = (type: InstallType): readonly IntervalDef[] =>
  type === 'self' ? SELF_INTERVALS : TECH_INTERVALS;

const defaultCapacity = (type: InstallType): number =>
  type === 'self' ? DEFAULT_SELF_CAPACITY : DEFAULT_TECH_CAPACITY;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `count` business days (Monday-Friday, UTC calendar, not a provider holiday) from `offsetDays`
 * after `today`.
 */
export function businessDays(
  today: Date,
  count: number,
  offsetDays = FIRST_SLOT_OFFSET_DAYS,
  holidays: Holidays = NO_HOLIDAYS,
) {
  const days: string[] = [];
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + offsetDays);
  while (days.length < count) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6 && !holidays.has(isoDate(d))) days.push(isoDate(d));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/** The first date a slot may be booked on at `now` (slots before it are no longer offered). */
export const firstBookableDate = (now: Date): string =>
  isoDate(new Date(now.getTime() + FIRST_SLOT_OFFSET_DAYS * 24 * 3600_000));

export interface SlotDef {
  area: string;
  slot_date: string;
  interval_code: string;
  interval_label: string;
  install_type: InstallType;
  capacity: number;
}

/** The calendar rows of an area: every business day x every interval of the install type. */
export function calendarFor(opts: {
  area: string;
  type: InstallType;
  today: Date;
  days?: number;
  capacity?: number;
  /** Provider holidays: no slot on these days. */
  holidays?: Holidays;
}): SlotDef[] {
  const capacity = opts.capacity ?? defaultCapacity(opts.type);
  if (!Number.isInteger(capacity) || capacity < 0) throw new Error('capacity must be >= 0');
  const days = businessDays(
    opts.today,
    opts.days ?? DEFAULT_CALENDAR_DAYS,
    FIRST_SLOT_OFFSET_DAYS,
    opts.holidays,
  );
  return days.flatMap((slot_date) =>
    intervalsOf(opts.type).map((i) => ({
      area: opts.area,
      slot_date,
      interval_code: i.code,
      interval_label: i.label,
      install_type: opts.type,
      capacity,
    })),
  );
}
