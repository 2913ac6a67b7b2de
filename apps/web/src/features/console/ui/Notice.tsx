import { useEffect, useRef } from 'react';
import styles from './ui.module.css';

/**
 * The outcome of an action: a success in a polite live region, a failure as an alert. Focus is
 * not moved; screen readers hear it as it appears.
 */
export function Notice({ kind, text }: { kind: 'success' | 'error'; text: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text && kind === 'error') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [kind, text]);
  return (
    <div
      ref={ref}
      role={kind === 'error' ? 'alert' : 'status'}
      className={text ? `${styles.notice} ${styles[kind]}` : undefined}
    >
      {text}
    </div>
  );
}
