import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useFocusHeading } from './use-focus-heading';
import styles from './SavedCartGate.module.css';

/** An unknown or expired saved-cart link (the server answers both with 404, issue 6). */
export function ExpiredLink() {
  const { t } = useTranslation('save-cart');
  usePageTitle(t('expired.title'));
  const heading = useFocusHeading();
  return (
    <section className={`page ${styles.screen}`} aria-labelledby="saved-cart-expired">
      <h1 id="saved-cart-expired" ref={heading} tabIndex={-1} className={styles.heading}>
        {t('expired.heading')}
      </h1>
      <p>{t('expired.text')}</p>
      {/* A full page load to '/', so the link's query and its state are left behind. */}
      <Link className="btn btn-primary" to="/" replace>
        {t('expired.startAgain')}
      </Link>
    </section>
  );
}
