/** Dates of the console in the reader's locale, e.g. 'Nov 24, 2026, 2:05 AM'. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The pager's status text for 1-based page `page` of `size` rows showing `count`. */
export function rowsShown(page: number, size: number, count: number) {
  const from = count === 0 ? 0 : (page - 1) * size + 1;
  return { from, to: (page - 1) * size + count };
}
