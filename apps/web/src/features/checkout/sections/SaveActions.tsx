import type { ReactNode } from 'react';
import styles from './later-sections.module.css';

/** A later section's submit button in its actions row, disabled while it cannot save. */
export function SaveActions({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn btn-primary" disabled={disabled}>
        {children}
      </button>
    </div>
  );
}
