import { useTranslation } from 'react-i18next';
import { customerMessage } from '@bizline/domain/errors';
import { useAppStore } from '../../shared/store/app-store';
import styles from './GlobalErrorBar.module.css';

/**
 * The global error notice: the server's message, or the generic
 * 'Something went wrong. Please refresh the page.'; closable. Features raise it with
 * `useAppStore.getState().showGlobalError(message)`.
 */
export function GlobalErrorBar() {
  const { t } = useTranslation('errors');
  const error = useAppStore((s) => s.globalError);
  const clear = useAppStore((s) => s.clearGlobalError);
  if (!error) return null;
  return (
    <div className={styles.bar} role="alert">
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 2a10 10 0 110 20 10 10 0 010-20zm-1 5v7h2V7h-2zm0 9v2h2v-2h-2z"
          fill="currentColor"
        />
      </svg>
      <p className={styles.message}>
        {error.message ? customerMessage(error.message) : t('generic.refreshPage')}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={clear}
        aria-label={t('errorBar.close')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" fill="none" />
        </svg>
      </button>
    </div>
  );
}
