/** A milestone's ISO time as 'December 1, 2026 at 9:30 AM' in the visitor's zone. */
export function formatMoment(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime())
    ? at
    : d.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}
