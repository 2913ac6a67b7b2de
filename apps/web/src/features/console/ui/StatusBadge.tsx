import styles from './ui.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status word in a colored pill (the word carries the meaning; color only repeats it). */
export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: BadgeTone }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
