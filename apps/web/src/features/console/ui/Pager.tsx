import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

interface PagerProps {
  /** What is shown, e.g. 'Rows 51-100' or 'Page 2'; announced when it changes. */
  status: string;
  /** Absent: there is no earlier page. */
  onPrevious?: () => void;
  /** Absent: there is no later page. */
  onNext?: () => void;
}

/**
 * Previous / next page for offset or keyset paging, with the position announced politely.
 * Nothing when there is neither an earlier nor a later page.
 */
export function Pager({ status, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation('console');
  if (!onPrevious && !onNext) return null;
  return (
    <nav className={styles.pager} aria-label={t('ui.pager.label')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!onPrevious}
        onClick={onPrevious}
      >
        {t('ui.pager.previous')}
      </button>
      <p role="status" className={styles.pagerStatus}>
        {status}
      </p>
      <button type="button" className="btn btn-secondary" disabled={!onNext} onClick={onNext}>
        {t('ui.pager.next')}
      </button>
    </nav>
  );
}

/**
 * Keyset paging: the cursors of the pages shown before this one, kept for Previous, and started
 * again when `scope` (e.g. the filters) changes.
 */
export function useKeysetPages<C>(scope = '') {
  const [paging, setPaging] = useState<{ scope: string; cursors: C[] }>({ scope, cursors: [] });
  const cursors = paging.scope === scope ? paging.cursors : [];
  return {
    /** The cursor of the page shown (absent on the first). */
    cursor: cursors[cursors.length - 1],
    /** The page shown, from 1. */
    page: cursors.length + 1,
    onPrevious: cursors.length
      ? () => setPaging({ scope, cursors: cursors.slice(0, -1) })
      : undefined,
    /** The way to the page after this one, when the answer names its cursor. */
    onNextOf: (next: C | null | undefined) =>
      next ? () => setPaging({ scope, cursors: [...cursors, next] }) : undefined,
    /** Back to the first page of another scope. */
    restart: (to: string) => setPaging({ scope: to, cursors: [] }),
  };
}
