import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/** Suspense fallback: a spinner announced politely to screen readers. */
export function PageLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
