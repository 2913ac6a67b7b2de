/** Words and tones the orders pages share: state badges, channels, dates. */
import type { TFunction } from 'i18next';
import type { OrderState } from '@bizline/domain/orders/order-states';
import type { BadgeTone } from '../ui/StatusBadge';

export const STATE_TONES: Readonly<Record<OrderState, BadgeTone>> = {
  acknowledged: 'info',
  inProgress: 'info',
  held: 'warning',
  pending: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export const channelLabel = (t: TFunction, channel: string) =>
  t(`console-orders:channels.${channel}`, { defaultValue: channel });

/** '2026-11-24T10:05:00Z' as 'Nov 24, 2026, 10:05 AM' (the browser's time zone). */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** '2026-12-01' as 'Tue, Dec 1, 2026'. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
}
