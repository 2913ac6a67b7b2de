/** A time as the webhooks page words it: 'Nov 2, 2026, 10:00:00 AM'. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** How often the page asks again, so new deliveries and disabled endpoints show without a reload. */
export const REFRESH_MS = 5000;
