import { formatPhoneDisplay } from '@bizline/domain/format';

/** Dates of the console in the reader's locale, e.g. 'Nov 24, 2026, 2:05 AM'. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A calendar day of the console, '2026-11-24' as 'Nov 24, 2026' (formatWhen's date without the
 * time; the day as stored, whatever the reader's time zone). Anything else is shown as given.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The pager's status text for 1-based page `page` of `size` rows showing `count`. */
export function rowsShown(page: number, size: number, count: number) {
  const from = count === 0 ? 0 : (page - 1) * size + 1;
  return { from, to: (page - 1) * size + count };
}

/**
 * A phone number as the storefront shows it, '(302) 555-0142'; a US number stored with its +1
 * country code too. Anything that is not a US number is shown as stored.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[^0-9]/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? formatPhoneDisplay(national) : value;
}
