import { formatDay, formatWhen } from './format';
import styles from './ui.module.css';

/**
 * A moment in a table cell: 'Nov 24, 2026, 2:05 AM' as formatWhen words it, in a <time>, the
 * date and the time each kept on one line (a narrow column breaks between them, never inside).
 */
export function When({ iso }: { iso: string | null | undefined }) {
  const text = formatWhen(iso);
  if (!iso || !text) return null;
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <time dateTime={iso}>{text}</time>;
  return (
    <time dateTime={iso} className={styles.when}>
      <span>{text.slice(0, cut + 1)}</span> <span>{text.slice(cut + 2)}</span>
    </time>
  );
}

/** A calendar day in a table cell: '2026-11-24' as 'Nov 24, 2026', in a <time>. */
export function Day({ day }: { day: string | null | undefined }) {
  const text = formatDay(day);
  if (!day || !text) return null;
  return <time dateTime={day}>{text}</time>;
}
